// The browser's one operator check (src/policies/operator.ts) on the signed-in session.
import { isOperator } from '../../policies/operator.ts';
import { useAppSession } from './use-app-session.ts';

export function useIsOperator(): boolean {
  const session = useAppSession();
  return Boolean(
    session &&
    isOperator({
      schema: session.appUser.config?.schema_name,
      role: session.currentRole,
      permissions: session.permissions,
    }),
  );
}
