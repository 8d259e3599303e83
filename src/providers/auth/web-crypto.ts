// PKCE and state need the Web Crypto API (only in secure contexts: https or localhost).
export function requireWebCrypto(): Crypto {
  const c = globalThis.crypto as Crypto | undefined;
  if (!c || typeof c.subtle === 'undefined' || typeof c.getRandomValues !== 'function') {
    throw new Error('Web Crypto API is not available.');
  }
  return c;
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A PKCE pair (verifier of 96 characters) for requests whose code is never exchanged. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const c = requireWebCrypto();
  const verifier = b64url(c.getRandomValues(new Uint8Array(72)));
  const challenge = b64url(new Uint8Array(await c.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  return { verifier, challenge };
}
