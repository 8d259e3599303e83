// Reads a JWT's payload without verifying it (the server verifies; the browser only needs
// exp, sub and sid). The messages are the spec's (section 5).

export interface TokenPayload {
  sub?: string;
  exp?: number;
  iat?: number;
  sid?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(input: string): string {
  let b64 = input.replaceAll('-', '+').replaceAll('_', '/');
  switch (b64.length % 4) {
    case 0:
      break;
    case 2:
      b64 += '==';
      break;
    case 3:
      b64 += '=';
      break;
    default:
      throw new Error('Input is not of the correct length.');
  }
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // fatal: a payload that is not UTF-8 is as broken as one that is not Base64URL
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function decodeToken(token: string): TokenPayload {
  const payload = token.split('.')[1];
  if (typeof payload !== 'string') throw new Error('Unable to decode token, payload not found.');
  let json: string;
  try {
    json = base64UrlDecode(payload);
  } catch (cause) {
    throw new Error('Unable to decode token, payload is not a valid Base64URL value.', { cause });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (cause) {
    throw new Error('Unable to decode token, payload is not a valid JSON value.', { cause });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Unable to decode token, payload is not a valid JSON value.');
  }
  return parsed as TokenPayload;
}
