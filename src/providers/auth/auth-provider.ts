// Refine's auth provider over the session: check (login-required: off to the provider, keeping
// the path to come back to), login, logout, identity, and errors (401: refresh, else log out).
import type { AuthProvider } from '@refinedev/core';
import type { OidcSession } from './oidc-session.ts';
import { appSession } from './app-session.ts';
import { isPublicPath } from '../../config/public-routes.ts';

export interface Identity {
  id: string;
  name: string;
  email?: string;
  tenant?: string;
  role?: string;
  roles: string[];
}

const statusOf = (error: unknown) => {
  const e = error as { status?: number; statusCode?: number } | undefined;
  return e?.status ?? e?.statusCode;
};

export function createAuthProvider(session: OidcSession): AuthProvider {
  return {
    async check() {
      if (session.authenticated && appSession.get()) return { authenticated: true };
      // Refine asks at every route change; a public page (success pages, sign-up) needs no sign-in
      if (isPublicPath(window.location.pathname)) return { authenticated: false };
      void session.login({ returnTo: `${window.location.pathname}${window.location.search}` });
      return { authenticated: false, error: new Error('Signing in…') };
    },
    async login() {
      await session.login({ returnTo: '/dashboard' });
      return { success: true };
    },
    async logout() {
      await session.logout();
      return { success: true };
    },
    async getIdentity(): Promise<Identity | null> {
      const s = appSession.get();
      if (!session.authenticated || !s) return null;
      const u = s.appUser;
      const name =
        [u.first_name, u.last_name].filter(Boolean).join(' ') || String(u.email ?? session.profile?.email ?? u.user_id);
      return {
        id: u.user_id,
        name,
        email: (u.email as string | undefined) ?? session.profile?.email,
        tenant: u.tenant_name,
        role: s.currentRole,
        roles: u.roles.access,
      };
    },
    async getPermissions() {
      return appSession.get()?.permissions ?? [];
    },
    async onError(error) {
      if (statusOf(error) !== 401) return {};
      try {
        await session.updateToken(-1);
        return {};
      } catch {
        return { logout: true };
      }
    },
  };
}
