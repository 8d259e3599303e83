// A per-file fixture: started before the file's tests, stopped after them, and used as if it were
// the started object (a proxy forwards to it), so a test file declares it in one line.
import { afterAll, beforeAll } from 'vitest';

export function useFixture<T extends object>(start: () => Promise<T>, stop: (it: T) => Promise<unknown>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    if (current) await stop(current);
  });
  const started = () => {
    if (!current) throw new Error('a fixture exists only inside tests and their hooks');
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const it = started();
      const value: unknown = Reflect.get(it, key);
      return typeof value === 'function' ? value.bind(it) : value;
    },
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}
