// The session check's question to the provider when it offers no check_session_iframe: a hidden
// prompt=none authorization request with id_token_hint, answered to /auth/silent-callback. A code
// back means the same session is still there; its code is never exchanged.
import { pkcePair } from './web-crypto.ts';
import { silentCallbackUrl } from './auth-paths.ts';

export async function silentQueryUrl(
  authorizationEndpoint: string,
  clientId: string,
  idToken?: string,
): Promise<string> {
  const { challenge } = await pkcePair();
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: silentCallbackUrl(),
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    prompt: 'none',
    state: crypto.randomUUID(),
    nonce: crypto.randomUUID(),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (idToken) params.set('id_token_hint', idToken);
  return `${authorizationEndpoint}?${params}`;
}
