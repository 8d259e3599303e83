// The browser-stored items, under the spec's names. One place reads and
// writes them so logout can remove every one.

export const STORAGE_KEYS = [
  'access_token',
  'auth_user',
  'app_user',
  'role_permissions',
  'current_role',
  'activeSubscriptions',
  'help_pref',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

export interface AuthUser {
  sub: string;
  email?: string;
  name?: string;
  preferred_username?: string;
  [claim: string]: unknown;
}

export interface AppUser {
  user_id: string;
  party_id: number | null;
  roles: { access: string[] };
  tenant_name: string;
  config: { schema_name: string };
  refj: { tenant_model: string };
  [field: string]: unknown;
}

export interface StoredItems {
  access_token: string;
  auth_user: AuthUser;
  app_user: AppUser;
  role_permissions: string[];
  current_role: string;
  activeSubscriptions: unknown[];
  help_pref: unknown;
}

// access_token and current_role are plain strings (other code reads them raw); the rest is JSON.
const RAW: ReadonlySet<StorageKey> = new Set(['access_token', 'current_role']);

export function readItem<K extends StorageKey>(key: K): StoredItems[K] | undefined {
  const value = localStorage.getItem(key);
  if (value === null) return undefined;
  if (RAW.has(key)) return value as StoredItems[K];
  try {
    return JSON.parse(value) as StoredItems[K];
  } catch {
    return undefined;
  }
}

export function writeItem<K extends StorageKey>(key: K, value: StoredItems[K]) {
  localStorage.setItem(key, RAW.has(key) ? String(value) : JSON.stringify(value));
}

export function removeItem(key: StorageKey) {
  localStorage.removeItem(key);
}

/** Logout and a failed login clear all stored data (ours, the OIDC library's, the tab's). */
export function clearAllStorage() {
  localStorage.clear();
  sessionStorage.clear();
}
