// Whether the signed-in user acts as a platform operator now (the rule: src/policies/operator.ts).
import { isOperatorContext } from '../../policies/operator.ts';
import { useAppSession } from './use-app-session.ts';

export function useIsOperator(): boolean {
  const s = useAppSession();
  return s
    ? isOperatorContext({ tenant: s.appUser.config?.schema_name, role: s.currentRole, permissions: s.permissions })
    : false;
}
