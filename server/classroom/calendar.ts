// The per-user iCalendar feed of due dates: GET /api/calendar/{secret}.ics needs no bearer token
// (calendar apps cannot send one); the secret is the credential. It reads "{tenant id}.{random}":
// the tenant id picks the school, the random part (kept only as its SHA-256) the user. A student
// gets its sections' published assignments (its extended due time when it has one), a teacher
// those of the sections it teaches. POST makes a new secret (the old URL stops), DELETE revokes.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantFor, type Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { badRequest, notFound } from '../errors.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

export async function newFeed(db: Db, tenant: Tenant, p: Principal, apiBaseUrl: string) {
  if (!p.partyId) throw badRequest('Only a person in the school has a calendar', 'no_account');
  const random = randomBytes(24).toString('base64url');
  await sql`INSERT INTO ${tenant.ident}.calendar_feeds (user_id, party_id, secret_sha256)
    VALUES (${p.userId}, ${p.partyId}, ${sha(random)}) ON CONFLICT (user_id) DO UPDATE
    SET secret_sha256 = EXCLUDED.secret_sha256, party_id = EXCLUDED.party_id, created_at = now()`.execute(db);
  return { url: `${apiBaseUrl}/calendar/${p.tenantId}.${random}.ics` };
}

export async function revokeFeed(db: Db, tenant: Tenant, p: Principal) {
  await sql`DELETE FROM ${tenant.ident}.calendar_feeds WHERE user_id = ${p.userId}`.execute(db);
}

const ics = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export async function feedText(db: Db, file: string): Promise<string> {
  const m = file.match(/^([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{32})\.ics$/);
  if (!m) throw notFound('No such calendar');
  const active = await sql<{ id: number; schema: string }>`SELECT id, config->>'schema_name' AS schema
    FROM platform.tenants WHERE id = ${Number(m[1])} AND status = 'active'`.execute(db);
  if (!active.rows[0]) throw notFound('No such calendar');
  const t = tenantFor(db, active.rows[0]).ident;
  const feed = await sql<{ party_id: number }>`SELECT party_id FROM ${t}.calendar_feeds
    WHERE secret_sha256 = ${sha(m[2])}`.execute(db);
  if (!feed.rows[0]) throw notFound('No such calendar');
  const me = feed.rows[0].party_id;
  const rows = await sql<{ id: number; title: string; due_date: Date; due_at: Date | null; section: string }>`
    SELECT a.id, a.title, a.due_date, x.due_at, sec.section_name AS section FROM ${t}.assignments a
    JOIN ${t}.sections sec ON sec.id = a.section_id
    LEFT JOIN ${t}.assignment_extensions x ON x.assignment_id = a.id AND x.student_party_id = ${me}
    WHERE a.status = 'published' AND a.due_date IS NOT NULL AND (
      EXISTS (SELECT 1 FROM ${t}.enrollments e WHERE e.section_id = a.section_id AND e.student_party_id = ${me}
        AND e.withdrawn_at IS NULL)
      OR sec.teacher_party_id = ${me}
      OR EXISTS (SELECT 1 FROM ${t}.section_teachers st WHERE st.section_id = sec.id AND st.teacher_party_id = ${me}))
    ORDER BY a.due_date, a.id`.execute(db);
  const now = stamp(new Date());
  const events = rows.rows.map((r) =>
    [
      'BEGIN:VEVENT',
      `UID:assignment-${r.id}@${m[1]}.lms`,
      `DTSTAMP:${now}`,
      r.due_at ? `DTSTART:${stamp(r.due_at)}` : `DTSTART;VALUE=DATE:${day(r.due_date)}`,
      `SUMMARY:${ics(`Due: ${r.title}`)}`,
      `DESCRIPTION:${ics(r.section)}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LMS//Classroom due dates//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
