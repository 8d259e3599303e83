// Whose records (transcripts, the ledger) a principal may see: a student its own, a home-school
// family its own students, a teacher the students it teaches; administrators and other staff with
// the page's permission every student of the school. Registry text, so list queries share it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { render } from '../listmodel/template.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Tenant } from '../db/tenant.ts';
import { taughtStudent } from '../people/people-scope.ts';

/** The row scope over students whose party id is in `col` (null: all students of the school). */
export const studentRecordScope =
  (col: string) =>
  (ctx: QueryContext): string | null => {
    const role = ctx.principal.currentRole;
    if (role === 'student') return `${col} = :partyId`;
    if (role === 'home-school')
      return `EXISTS (SELECT 1 FROM {t}.parties fam WHERE fam.party_id = ${col} AND fam.family_user_id = :userId)`;
    if (role === 'teacher') return taughtStudent(col);
    return null;
  };

export const ownContext = (p: Principal, tenant: Tenant): QueryContext => ({ principal: p, tenant });

/** Whether the student `partyId` of the principal's school (`tenant`) is within its record scope. */
export async function recordVisible(db: Db, tenant: Tenant, p: Principal, partyId: number): Promise<boolean> {
  const ctx = ownContext(p, tenant);
  const scope = studentRecordScope('p.party_id')(ctx) ?? 'TRUE';
  const r = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.parties p', ctx)}
    WHERE p.party_id = ${partyId} AND p.kind = 'student' AND (${render(scope, ctx)})`.execute(db);
  return r.rows.length > 0;
}
