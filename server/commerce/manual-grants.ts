// Operators grant, extend and end course subscriptions by hand (docs/commerce.md), for a school
// (a catalogue course for one of its terms), a home-school family or an independent teacher (a plan
// until a day; their access row in their own tenant, as a payment would give). Nothing is charged:
// the amount stays 0. The write engine runs
// these inside its transaction with the audit record (server/resources/definitions/course-subscriptions.ts).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantById } from '../db/tenant.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { invalidField } from '../errors.ts';
import { requireOperator } from '../auth/operator.ts';
import { choice, day, email, id, name } from '../../src/shared/fields.ts';
import { PLANS } from '../../src/shared/plans.ts';

/** the write engine's row and values (server/resources/types.ts), as plain records: commerce imports no engine */
type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

/** who may be granted a subscription by hand, and the role their account must hold */
const PERSON_ROLE = { family: 'home-school', teacher: 'ind-teacher' } as const;

export const GrantSchema = Type.Object(
  {
    subscriber_kind: choice('Subscriber kind', ['school', 'family', 'teacher'] as const),
    /** a school's: the school (tenant), the catalogue course and the term */
    tenant_id: Type.Optional(id('School')),
    catalog_course_id: Type.Optional(id('Course')),
    term: Type.Optional(name('Term', 60)),
    /** a family's or teacher's: their account's e-mail and the plan */
    email: Type.Optional(email('E-mail')),
    plan: Type.Optional(
      choice(
        'Plan',
        PLANS.map((p) => p.id),
      ),
    ),
    /** the last day of access (a school's may stay open: the term decides) */
    ends_at: Type.Optional(day('Ends on')),
  },
  { additionalProperties: false },
);

const pad = (n: number) => String(n).padStart(2, '0');
/** a date column's value as YYYY-MM-DD (a driver may answer a Date at local midnight), or null */
export const dayOf = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`
      : String(v).slice(0, 10);

const today = async (db: Db) => (await sql<{ d: string }>`SELECT current_date::text AS d`.execute(db)).rows[0]!.d;

/** refuses a last day before today (dates compare as YYYY-MM-DD text) */
export async function checkEnd(db: Db, endsAt: unknown, after?: string | null): Promise<string> {
  const end = String(endsAt);
  if (end < (await today(db))) throw invalidField('ends_at', 'Ends on cannot be in the past');
  if (after && end <= after) throw invalidField('ends_at', `Ends on must be after the current last day, ${after}`);
  return end;
}

async function schoolGrant(v: Values, db: Db): Promise<Values> {
  if (v.tenant_id === undefined) throw invalidField('tenant_id', 'Choose the school');
  if (v.catalog_course_id === undefined) throw invalidField('catalog_course_id', 'Choose the course');
  if (v.term === undefined) throw invalidField('term', 'Choose the term');
  const school = await sql<{ ok: boolean }>`SELECT coalesce(s.year_term_arr ? ${v.term as string}, false) AS ok
    FROM platform.tenants t LEFT JOIN platform.settings s ON s.tenant_id = t.id WHERE t.id = ${v.tenant_id as number}`.execute(
    db,
  );
  if (!school.rows[0]) throw invalidField('tenant_id', 'No such school');
  if (!school.rows[0].ok) throw invalidField('term', "Term is not one of the school's terms");
  const course = await sql<{ price: string }>`SELECT price FROM platform.catalog_courses
    WHERE id = ${v.catalog_course_id as number}`.execute(db);
  if (!course.rows[0]) throw invalidField('catalog_course_id', 'No such catalogue course');
  const endsAt = v.ends_at === undefined ? null : await checkEnd(db, v.ends_at);
  const { tenant_id, catalog_course_id, term } = v;
  return { subscriber_kind: 'school', tenant_id, catalog_course_id, term, plan: 'term', ends_at: endsAt };
}

async function personGrant(v: Values, db: Db): Promise<Values> {
  const kind = v.subscriber_kind as keyof typeof PERSON_ROLE;
  if (v.email === undefined) throw invalidField('email', 'Enter the account’s e-mail');
  if (v.plan === undefined) throw invalidField('plan', 'Choose the plan');
  if (v.ends_at === undefined) throw invalidField('ends_at', 'Choose the last day of access');
  const user = await sql<{ user_id: string; tenant_id: number }>`SELECT user_id, tenant_id FROM platform.app_users
    WHERE lower(email) = lower(${v.email as string}) AND roles->'access' ? ${PERSON_ROLE[kind]}`.execute(db);
  const who = kind === 'family' ? 'home-school family' : 'independent teacher';
  if (!user.rows[0]) throw invalidField('email', `No ${who} account has this e-mail`);
  const endsAt = await checkEnd(db, v.ends_at);
  const { user_id, tenant_id } = user.rows[0];
  const catalog = v.catalog_course_id === undefined ? {} : { catalog_course_id: v.catalog_course_id };
  return { subscriber_kind: kind, tenant_id, app_user_id: user_id, plan: v.plan, ends_at: endsAt, ...catalog };
}

/** `prepare` of a grant: operators only; the subscriber's kind decides what it needs */
export async function prepareGrant(values: Values, ctx: QueryContext, db: Db): Promise<Values> {
  requireOperator(ctx.principal, 'grant subscriptions by hand');
  return values.subscriber_kind === 'school' ? schoolGrant(values, db) : personGrant(values, db);
}

/** `afterCreate` of a grant: a family's or teacher's access row in their tenant, named by the subscription */
export async function grantAccessRow(trx: Db, row: Row): Promise<void> {
  if (!row.app_user_id) return;
  const tenant = (await tenantById(trx, row.tenant_id as number))!;
  const access = await sql<{ id: number }>`
    INSERT INTO ${tenant.table('subscriptions')} (app_user_id, plan, status, starts_at, ends_at)
    VALUES (${row.app_user_id as string}, ${row.plan as string}, 'active', current_date, ${row.ends_at as string}::date)
    RETURNING id`.execute(trx);
  const accessId = access.rows[0]!.id;
  await sql`UPDATE platform.course_subscriptions SET access_id = ${accessId} WHERE id = ${row.id as number}`.execute(
    trx,
  );
  row.access_id = accessId;
}

/** the access row follows a subscription's new last day */
export async function moveAccessEnd(trx: Db, row: Row, endsAt: string): Promise<void> {
  if (row.access_id === null || row.access_id === undefined) return;
  const tenant = await tenantById(trx, row.tenant_id as number);
  if (!tenant) return;
  await sql`UPDATE ${tenant.table('subscriptions')} SET ends_at = ${endsAt}::date
    WHERE id = ${row.access_id as number} AND status = 'active'`.execute(trx);
}
