// GET /api/access-matrix[?tenant=]: every route against every role of a tenant, with reasons.
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { MatrixRow } from '../../policies/access-matrix.ts';

export interface AccessMatrixAnswer {
  tenant: { schema: string; title: string };
  roles: { role_name: string; role_permissions: string[] }[];
  blockedPaths: string[];
  blockedPathsSource: 'tenant' | 'default';
  rows: MatrixRow[];
  /** only for platform operators: the tenants they may pick */
  tenants?: { schema: string; title: string }[];
}

export function useAccessMatrix(tenant: string | undefined) {
  const answer = useApiAnswer<AccessMatrixAnswer>('/access-matrix', tenant ? { tenant } : undefined);
  return { data: answer.data, error: answer.error, isLoading: answer.loading };
}
