// Public runtime settings, read from GET /config.json before the app renders.
export interface RuntimeConfig {
  oidc: { url: string; realm: string; clientId: string };
  filesBaseUrl: string;
  apiBaseUrl: string;
  signupHost: string;
  aiConfigured: boolean;
}

let current: RuntimeConfig | undefined;

/** The settings loaded at start-up (throws before that: nothing may run earlier). */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime settings are not loaded yet');
  return current;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (${res.status})`);
  const json = (await res.json()) as Partial<RuntimeConfig>;
  if (!json.oidc || !json.apiBaseUrl) throw new Error(`${url} lacks oidc or apiBaseUrl`);
  current = {
    oidc: json.oidc,
    filesBaseUrl: json.filesBaseUrl ?? `${window.location.origin}/fs`,
    apiBaseUrl: json.apiBaseUrl,
    signupHost: json.signupHost ?? `${window.location.origin}/`,
    aiConfigured: Boolean(json.aiConfigured),
  };
  return current;
}
