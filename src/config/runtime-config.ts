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

let loading: Promise<RuntimeConfig> | undefined;

/** Asked once: start-up asks for it on its first line, before the session's code has arrived
 * (src/main.tsx, issue #32), and the session start reuses that request. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return (loading ??= fetchRuntimeConfig().catch((err: unknown) => {
    loading = undefined; // a later call (the failure page's retry) asks again
    throw err;
  }));
}

async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
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
