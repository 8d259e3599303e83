// Where the identity provider is. Either an object { url, realm, clientId } or the URL
// of a JSON file in Keycloak's adapter format ({ "auth-server-url", realm, resource }).
// The provider follows Keycloak's layout: issuer {url}/realms/{realm}.

export interface SessionConfig {
  url: string;
  realm: string;
  clientId: string;
}

export type SessionConfigInput = string | Partial<SessionConfig>;

const REQUIRED = ['url', 'realm', 'clientId'] as const;

export function checkConfigInput(config: unknown): asserts config is SessionConfigInput {
  if (typeof config === 'string') {
    if (!config) throw new Error('The configuration URL must not be empty.');
    return;
  }
  if (typeof config !== 'object' || config === null) {
    throw new Error('The session must be given a configuration object, or a URL to a JSON configuration file.');
  }
  for (const property of REQUIRED) {
    const value = (config as Record<string, unknown>)[property];
    if (typeof value !== 'string' || !value) {
      throw new Error(`The configuration object is missing the required '${property}' property.`);
    }
  }
}

export async function resolveConfig(input: SessionConfigInput): Promise<SessionConfig> {
  checkConfigInput(input);
  if (typeof input !== 'string') return input as SessionConfig;
  const res = await fetch(input, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Failed to load the configuration from ${input} (${res.status})`);
  const json = (await res.json()) as Record<string, unknown>;
  const fromFile = {
    url: json['auth-server-url'] ?? json.url,
    realm: json.realm,
    clientId: json.resource ?? json.clientId,
  };
  checkConfigInput(fromFile);
  return fromFile as SessionConfig;
}

export function realmUrl(config: SessionConfig): string {
  return `${config.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(config.realm)}`;
}

/** Keycloak's endpoint layout under the realm. */
export function endpoints(config: SessionConfig) {
  const base = `${realmUrl(config)}/protocol/openid-connect`;
  return {
    authorize: `${base}/auth`,
    token: `${base}/token`,
    logout: `${base}/logout`,
    userinfo: `${base}/userinfo`,
    thirdPartyCookies: `${base}/3p-cookies/step1.html`,
  };
}
