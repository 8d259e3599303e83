// Sign-in accounts for the people of an import (docs/rostering.md): the import's choice `accounts`
// is none, students, or everyone (students and teachers). After the import has committed, each
// chosen person without an account gets one through the person resources' create_account action
// (server/people/person-account.ts: IdentityAdmin, an invite mail with a set-password link), the
// same pipeline as "Give sign-in account" on /students and /teachers. Each person is answered on
// its own; one that cannot get an account (no e-mail, an address in use) is listed, and the
// imported rows stay. A dry run counts who would get one.
import { sql } from 'kysely';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { RESOURCES } from '../resources/definitions/index.ts';
import { runAction } from '../resources/actions.ts';
import { MAX_BULK } from '../resources/engine.ts';
import type { WriteServices } from '../resources/types.ts';

export const ACCOUNT_CHOICES = ['none', 'students', 'everyone'] as const;
export type AccountChoice = (typeof ACCOUNT_CHOICES)[number];
const KINDS: Record<AccountChoice, string[]> = { none: [], students: ['student'], everyone: ['student', 'teacher'] };
const RESOURCE = { student: 'students', teacher: 'teachers' } as const;

export interface NotCreated {
  sourcedId: string;
  name: string;
  message: string;
}
export interface AccountsResult {
  created: number;
  notCreated: NotCreated[];
}

interface Candidate {
  party_id: number;
  kind: 'student' | 'teacher';
  sourced_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
}

/** The bundle's active people of the chosen kinds that have no sign-in account yet. */
export async function accountCandidates(
  db: Db,
  tenant: Tenant,
  sourcedIds: string[],
  choice: AccountChoice,
): Promise<Candidate[]> {
  const kinds = KINDS[choice];
  if (!kinds.length || !sourcedIds.length) return [];
  const r = await sql<Candidate>`SELECT party_id, kind, sourced_id, first_name, last_name, email
    FROM ${tenant.table('parties')} WHERE sourced_id = ANY(${sourcedIds}::text[]) AND kind = ANY(${kinds}::text[])
      AND user_id IS NULL AND status = 'active' ORDER BY party_id`.execute(db);
  return r.rows;
}

/** Gives the candidates their accounts, MAX_BULK at a time, as the importing administrator. */
export async function createImportAccounts(
  services: WriteServices,
  tenant: Tenant,
  principal: Principal,
  sourcedIds: string[],
  choice: AccountChoice,
): Promise<AccountsResult> {
  const people = await accountCandidates(services.db, tenant, sourcedIds, choice);
  const out: AccountsResult = { created: 0, notCreated: [] };
  for (const kind of ['student', 'teacher'] as const) {
    const mine = people.filter((p) => p.kind === kind);
    const def = RESOURCES.get(RESOURCE[kind])!;
    for (let i = 0; i < mine.length; i += MAX_BULK) {
      const chunk = mine.slice(i, i + MAX_BULK);
      const ids = { ids: chunk.map((p) => p.party_id) };
      const answer = await runAction(services, def, 'create_account', ids, principal, undefined, tenant);
      out.created += answer.succeeded;
      for (const r of answer.results) {
        if (r.ok) continue;
        const p = chunk.find((x) => x.party_id === r.id)!;
        out.notCreated.push({
          sourcedId: p.sourced_id,
          name: `${p.first_name} ${p.last_name}`,
          message: r.error.message,
        });
      }
    }
  }
  return out;
}
