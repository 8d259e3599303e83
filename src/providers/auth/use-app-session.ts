// The signed-in user's platform session (app user, current role, permissions) for components.
import { useSyncExternalStore } from 'react';
import { appSession, type AppSessionState } from './app-session.ts';

export function useAppSession(): AppSessionState | undefined {
  return useSyncExternalStore(appSession.subscribe, appSession.get, appSession.get);
}
