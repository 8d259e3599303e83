import { describe, expect, it } from 'vitest';
import { checkConfigInput, endpoints, realmUrl } from '../../../src/providers/auth/session-config.ts';
import { OidcSession } from '../../../src/providers/auth/oidc-session.ts';

const full = { url: 'https://id.example.org/', realm: 'lms', clientId: 'lms-web' };

describe('identity configuration', () => {
  it.each(['url', 'realm', 'clientId'] as const)('names the missing %s property', (property) => {
    const config: Record<string, string> = { ...full };
    delete config[property];
    expect(() => new OidcSession(config)).toThrow(
      `The configuration object is missing the required '${property}' property.`,
    );
  });

  it('treats an empty value as missing', () => {
    expect(() => checkConfigInput({ ...full, realm: '' })).toThrow("missing the required 'realm' property");
  });

  it('accepts a configuration URL', () => {
    expect(() => new OidcSession('/keycloak.json')).not.toThrow();
    expect(() => new OidcSession('')).toThrow('The configuration URL must not be empty.');
  });

  it('refuses what is neither an object nor a URL', () => {
    expect(() => checkConfigInput(42)).toThrow('configuration object, or a URL');
  });

  it("lays out Keycloak's endpoints under the realm", () => {
    expect(realmUrl(full)).toBe('https://id.example.org/realms/lms');
    expect(endpoints(full).token).toBe('https://id.example.org/realms/lms/protocol/openid-connect/token');
    expect(endpoints(full).authorize).toBe('https://id.example.org/realms/lms/protocol/openid-connect/auth');
  });
});
