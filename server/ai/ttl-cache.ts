// A small time-limited cache. Writes in this process clear entries at once; the TTL bounds how
// long another process (several servers on one database) can serve a stale value.
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(key?: string) {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
