import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { allowedOrigins } from '../../../server/identity/provider.ts';

describe('allowed browser origins of the embedded provider', () => {
  it('are only the public URL by default (no development origin)', () => {
    const config = loadConfig({});
    expect(config.oidc.redirectOrigins).toEqual([]);
    expect(allowedOrigins(config)).toEqual(['http://localhost:3000']);
  });

  it('add what OIDC_REDIRECT_ORIGINS lists', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://lms.example',
      OIDC_REDIRECT_ORIGINS: 'http://localhost:5173/, https://beta.example',
    });
    expect(allowedOrigins(config)).toEqual(['https://lms.example', 'http://localhost:5173', 'https://beta.example']);
  });
});
