// Waits on another window (an iframe's message, a silent sign-in) give up after the
// message timeout (default 10000 ms) with the spec's message.
export const TIMEOUT_MESSAGE = 'Promise is not settled within timeout';

export function withTimeout<T>(promise: Promise<T>, ms: number, message = TIMEOUT_MESSAGE): Promise<T> {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    handle = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(handle));
}
