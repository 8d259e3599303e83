// Pulling a platform course's roster (NRPS, nrps.ts) and linking its people to the school's existing
// accounts (docs/lti.md, "Linking platform people to accounts"). A member is linked only when the
// registration trusts the platform's e-mail addresses (an administrator's choice, default off), the
// member is active there with an Instructor or Learner role, its e-mail equals (ignoring case) that of
// exactly one active account of the registration's school, that account holds the matching role
// (teacher or student) and is not linked to another person of the platform. Everyone else is
// reported, never linked. A course tied to a school section (section_id) then has its linked active
// learners enrolled there (roster-enrol.ts). The links, the enrolments and the audit record are
// written in one transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { recordAudit } from '../audit/record.ts';
import { ApiError } from '../errors.ts';
import type { Platform } from './registrations.ts';
import { roleOf } from './roles.ts';
import { fetchMembers, type Member } from './nrps.ts';
import type { Tenant } from '../db/tenant.ts';
import { enrolLearners } from './roster-enrol.ts';
import type { RosterReport } from '../../src/shared/lti-roster.ts';

export interface ContextRow {
  id: string;
  context_id: string;
  title: string;
  memberships_url: string | null;
  section_id: number | null;
}

type Account = { user_id: string; roles: { access?: string[] } | null; other_sub: string | null };

/** The reason `m` is not linked, or the account to link it to. */
async function decide(trx: Db, platform: Platform, m: Member): Promise<{ reason: string } | { accounts: Account[] }> {
  if (m.status !== 'Active') return { reason: 'not active in the course' };
  const role = roleOf(m.roles);
  if (!role) return { reason: 'no Instructor or Learner role' };
  if (!platform.trust_emails) return { reason: "this platform's e-mail addresses are not trusted" };
  if (!m.email) return { reason: 'no e-mail address' };
  const found = await sql<Account>`SELECT u.user_id::text, u.roles,
      (SELECT l.sub FROM platform.lti_user_links l WHERE l.platform_id = ${platform.id} AND l.user_id = u.user_id
        LIMIT 1) AS other_sub
    FROM platform.app_users u WHERE u.tenant_id = ${platform.tenant_id} AND u.status = 'active'
      AND lower(u.email) = lower(${m.email})`.execute(trx);
  const accounts = found.rows;
  if (accounts.length !== 1) return accounts.length ? { accounts } : { reason: 'no account has this e-mail' };
  if (!(accounts[0].roles?.access ?? []).includes(role)) return { reason: `the account is not a ${role}` };
  if (accounts[0].other_sub !== null) return { reason: 'the account is linked to another person of the platform' };
  return { accounts };
}

export async function syncRoster(
  db: Db,
  config: Config,
  tenant: Tenant,
  platform: Platform,
  context: ContextRow & { memberships_url: string },
  /** who pulled; null: the nightly pull (roster-job.ts) */
  actor: string | null,
): Promise<RosterReport> {
  let members: Member[];
  try {
    members = await fetchMembers(db, config, platform, context.memberships_url);
  } catch (e) {
    // the course's list says why its last pull failed until one works (a nightly pull has no one to tell)
    if (e instanceof ApiError)
      await sql`UPDATE platform.lti_contexts SET sync_error = ${e.message} WHERE id = ${context.id}::bigint`.execute(
        db,
      );
    throw e;
  }
  const report: RosterReport = {
    context: { id: Number(context.id), title: context.title },
    members: members.length,
    linked: [],
    already_linked: [],
    unmatched: [],
    ambiguous: [],
    enrolment: null,
  };
  await db.transaction().execute(async (trx) => {
    // one linking at a time per platform (a launch's own link takes its own lock per person)
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lti-links:${platform.id}`}))`.execute(trx);
    for (const m of members) {
      const who = { sub: m.user_id, name: m.name };
      const known = await sql<{ user_id: string }>`SELECT user_id::text FROM platform.lti_user_links
        WHERE platform_id = ${platform.id} AND sub = ${m.user_id}`.execute(trx);
      if (known.rows[0]) {
        report.already_linked.push({ ...who, user_id: known.rows[0].user_id });
        continue;
      }
      const d = await decide(trx, platform, m);
      if ('reason' in d) report.unmatched.push({ ...who, reason: d.reason });
      else if (d.accounts.length > 1) report.ambiguous.push({ ...who, accounts: d.accounts.length });
      else {
        const userId = d.accounts[0].user_id;
        // a first launch of the same person meanwhile made its own account: that link stands
        const put = await sql`INSERT INTO platform.lti_user_links (platform_id, sub, user_id)
          VALUES (${platform.id}, ${m.user_id}, ${userId}::uuid) ON CONFLICT DO NOTHING`.execute(trx);
        if (Number(put.numAffectedRows)) report.linked.push({ ...who, user_id: userId });
        else report.unmatched.push({ ...who, reason: 'linked by a launch meanwhile; pull the roster again' });
      }
    }
    if (context.section_id !== null) {
      const learner = new Set(
        members.filter((m) => m.status === 'Active' && roleOf(m.roles) === 'student').map((m) => m.user_id),
      );
      const linked = [...report.linked, ...report.already_linked].filter((l) => learner.has(l.sub));
      report.enrolment = await enrolLearners(trx, tenant, context.section_id, linked);
    }
    await sql`UPDATE platform.lti_contexts SET synced_at = now(), sync_error = NULL
      WHERE id = ${context.id}::bigint`.execute(trx);
    await recordAudit(
      trx,
      { userId: actor },
      {
        tenantId: platform.tenant_id,
        action: 'lti_roster_sync',
        resource: 'lti_contexts',
        recordId: context.id,
        after: report,
      },
    );
  });
  return report;
}
