import { describe, expect, it } from 'vitest';
import { decodeToken } from '../../../src/providers/auth/decode-token.ts';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('decodeToken', () => {
  it('reads the payload of a JWT, including non-ASCII claims', () => {
    const token = `${b64url('{"alg":"RS256"}')}.${b64url('{"sub":"u-1","exp":1700000000,"name":"Zoë"}')}.sig`;
    expect(decodeToken(token)).toEqual({ sub: 'u-1', exp: 1700000000, name: 'Zoë' });
  });

  it('refuses a token without a payload', () => {
    expect(() => decodeToken('onlyheader')).toThrow(new Error('Unable to decode token, payload not found.'));
  });

  it('refuses a payload that is not Base64URL', () => {
    expect(() => decodeToken('h.@@@!.s')).toThrow(
      new Error('Unable to decode token, payload is not a valid Base64URL value.'),
    );
    expect(() => decodeToken('h.abcde.s')).toThrow('payload is not a valid Base64URL value.'); // length 5 mod 4 = 1
  });

  it('refuses a payload that is not JSON', () => {
    expect(() => decodeToken(`h.${b64url('not json')}.s`)).toThrow(
      new Error('Unable to decode token, payload is not a valid JSON value.'),
    );
    expect(() => decodeToken(`h.${b64url('42')}.s`)).toThrow('payload is not a valid JSON value.');
  });
});
