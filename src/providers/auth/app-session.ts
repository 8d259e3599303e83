// After sign-in: who the user is in the platform, their current role, its
// permissions, their subscriptions. Kept in localStorage under the spec's names and in a small
// store the shell subscribes to (the header, the role switcher, the dashboard).
import { paysBySubscription } from '../../policies/subscription-gate.ts';
import { readItem, writeItem, type AppUser } from './auth-storage.ts';
import { listRows } from './list-query.ts';
import { apiFetch } from '../http-client.ts';
import { seedBlockedPaths } from '../blocked-paths-cache.ts';

export interface AppSessionState {
  appUser: AppUser;
  currentRole: string;
  permissions: string[];
  /** the active subscriptions (activeSubscriptions), for the subscription gate (docs/commerce.md) */
  subscriptions?: unknown[];
}

export interface HelpPref {
  showHelp: boolean;
}

let state: AppSessionState | undefined;
const listeners = new Set<() => void>();

export const appSession = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function publish(next: AppSessionState | undefined) {
  state = next;
  for (const l of listeners) l();
}

/** Home-school users of the tenant named EI, and students of B2CU tenants. */
export function hasSubscriptions(user: AppUser, role: string): boolean {
  return paysBySubscription(user.tenant_name, user.refj?.tenant_model, role);
}

async function loadRolePermissions(role: string): Promise<string[]> {
  const rows = await listRows<{ role_permissions?: string[] | null }>('security_users', 'admin_list_roles', [
    ['role_name', '=', role],
  ]);
  return rows[0]?.role_permissions ?? [];
}

async function loadSubscriptions(user: AppUser, role: string): Promise<unknown[]> {
  if (!hasSubscriptions(user, role)) return [];
  try {
    return await listRows('students', 'trekai_subscription', [
      ['app_user_id', '=', user.user_id],
      ['is_active', '=', true],
    ]);
  } catch (err) {
    // Data-loading failures are only logged
    console.warn('[auth] Could not load subscriptions', err);
    return [];
  }
}

// The role last asked for and its call's number: a switch can overlap a reload of access (a
// navigation's refreshAccess), and only the latest call may write and publish, or a slower,
// older one would put the previous role back.
let wantedRole: string | undefined;
let calls = 0;
// how many times a role's permissions were loaded (refreshAccess skips reloading what start-up or
// a switch loaded since its last run: issue #32, the same query asked twice)
let loads = 0;
export const roleLoads = () => loads;

/** Applies `role`, unless a later call replaces this one before it finishes. */
async function applyRole(user: AppUser, role: string) {
  const call = ++calls;
  wantedRole = role;
  // current_role first: the permission query is asked as that role (x-current-role)
  writeItem('current_role', role);
  const [permissions, subscriptions] = await Promise.all([loadRolePermissions(role), loadSubscriptions(user, role)]);
  if (call !== calls) return;
  loads++;
  writeItem('role_permissions', permissions);
  writeItem('activeSubscriptions', subscriptions);
  // unchanged access is not published: the route guard re-runs (and reloads access) on a new
  // permissions array, which made every reload start the next one (docs/speed.md)
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (state && state.appUser === user && state.currentRole === role && same(state.permissions, permissions))
    if (same(state.subscriptions, subscriptions)) return;
  publish({ appUser: user, currentRole: role, permissions, subscriptions });
}

/** Reads the subscriptions again (after a payment) and publishes them. */
export async function reloadSubscriptions(): Promise<unknown[]> {
  if (!state) return [];
  const role = state.currentRole;
  const subscriptions = await loadSubscriptions(state.appUser, role);
  // a role switched meanwhile has loaded its own
  if (state?.currentRole !== role) return state?.subscriptions ?? [];
  writeItem('activeSubscriptions', subscriptions);
  publish({ ...state, subscriptions });
  return subscriptions;
}

/** What GET /api/boot answers: the start-up's reads in one round trip (server/boot/routes.ts). */
interface BootAnswer {
  appUser: AppUser;
  currentRole: string;
  permissions: string[];
  subscriptions: unknown[];
  blockedPaths: string[];
}

/** Loads app_user for the identity `sub`, its current role (the server chooses it from the stored
 * one, as the client would) and what hangs on it, in one request; the blocked paths go to the
 * access provider, so its first decision asks nothing more. */
export async function loadAppSession(sub: string): Promise<AppSessionState> {
  const boot = await apiFetch<BootAnswer>('/boot');
  const user = boot.appUser;
  if (!user || user.user_id !== sub) throw new Error('This sign-in has no account in the platform.');
  writeItem('app_user', user);
  // the server chose the role as selectCurrentRole does here ('' when the account holds none)
  const role = boot.currentRole;
  if (!role || !user.roles?.access?.includes(role)) throw new Error('This account has no role.');
  if (readItem('help_pref') === undefined)
    writeItem('help_pref', (user.help_pref as HelpPref | undefined) ?? { showHelp: true });
  seedBlockedPaths(user.config.schema_name, boot.blockedPaths);
  wantedRole = role;
  calls++; // a reload or switch under way from before is now older than this
  loads++;
  writeItem('current_role', role);
  writeItem('role_permissions', boot.permissions);
  writeItem('activeSubscriptions', boot.subscriptions);
  publish({ appUser: user, currentRole: role, permissions: boot.permissions, subscriptions: boot.subscriptions });
  return state!;
}

/** The role switcher: writes current_role and reloads that role's permissions. */
export async function switchRole(role: string): Promise<AppSessionState> {
  const user = state?.appUser;
  const previous = state?.currentRole;
  if (!user || !previous || !user.roles.access.includes(role))
    throw new Error(`The role ${role} is not one of this account's roles.`);
  const call = calls + 1; // the number applyRole takes
  try {
    await applyRole(user, role);
  } catch (err) {
    // unless a later call took over: keep storage, the shell and the next reload on the previous role
    if (call === calls) {
      writeItem('current_role', previous);
      wantedRole = previous;
    }
    throw err;
  }
  return state!;
}

/** Reloads the permissions of the role in force: the one last asked for, even if its switch is
 * still under way (refreshAccess: a saved change applies at the next navigation). */
export async function reloadRole(): Promise<void> {
  const role = wantedRole ?? state?.currentRole;
  if (state && role) await applyRole(state.appUser, role);
}

export function clearAppSession() {
  publish(undefined);
}
