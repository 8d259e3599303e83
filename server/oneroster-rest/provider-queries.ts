// What our OneRoster 1.2 REST read endpoints answer (provider-routes.ts, docs/oneroster-rest.md):
// one flat query per collection over the school's roster tables, the same rows the CSV export writes
// (server/roster/export.ts), shaped as the Rostering service's JSON (sourcedId, status,
// dateLastModified, GUID references as {href, sourcedId, type}). dateLastModified is the row's
// roster_modified_at (tenant migration 049). Filter, sort and field selection are checked against the
// collection's fields first (provider-params.ts); pages are ordered by the sort field, then sourcedId.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { codeToGrade } from '../roster/spec.ts';
import type { Collection } from './client.ts';
import { select, type Condition, type Filter } from './provider-params.ts';

type Flat = Record<string, unknown> & { sid: string; status: string; m: Date };

const archived = (col: string) =>
  sql.raw(`CASE WHEN ${col} IN ('archived', 'tobedeleted') THEN 'tobedeleted' ELSE 'active' END`);

function base(t: Tenant, c: Collection): RawBuilder<Flat> {
  switch (c) {
    case 'orgs':
      return sql`SELECT sourced_id AS sid, ${archived('status')} AS status, roster_modified_at AS m, name,
        org_type AS type, identifier, parent_sourced_id AS parent FROM ${t.table('orgs')}`;
    case 'academicSessions':
      return sql`SELECT sourced_id AS sid, 'active' AS status, roster_modified_at AS m, term_name AS title,
        session_type AS type, start_date::text AS "startDate", end_date::text AS "endDate",
        parent_sourced_id AS parent, right(school_year, 4) AS "schoolYear"
        FROM ${t.table('terms')} WHERE start_date IS NOT NULL AND end_date IS NOT NULL`;
    case 'courses':
      return sql`SELECT sourced_id AS sid, ${archived('status')} AS status, roster_modified_at AS m,
        course_title AS title, course_code AS "courseCode", org_sourced_id AS org FROM ${t.table('courses')}`;
    case 'classes':
      return sql`SELECT s.sourced_id AS sid, ${archived('s.status')} AS status, s.roster_modified_at AS m,
        s.section_name AS title, c.sourced_id AS course, s.section_code AS "classCode", s.class_type AS "classType",
        s.room AS location, s.school_sourced_id AS school, tm.sourced_id AS term
        FROM ${t.table('sections')} s JOIN ${t.table('courses')} c ON c.id = s.course_id
        JOIN ${t.table('terms')} tm ON tm.id = s.term_id`;
    case 'users':
      return sql`SELECT p.sourced_id AS sid, 'active' AS status, p.roster_modified_at AS m, p.kind,
        p.status = 'active' AS enabled, p.first_name AS "givenName", p.last_name AS "familyName", p.email, p.phone,
        gl.code AS grade, p.preferred_name AS "preferredFirstName", p.org_sourced_id AS org
        FROM ${t.table('parties')} p LEFT JOIN ${t.table('grade_levels')} gl ON gl.id = p.grade_level_id
        WHERE p.sourced_id IS NOT NULL`;
    case 'enrollments':
      return sql`SELECT e.sourced_id AS sid, CASE WHEN e.withdrawn_at IS NULL THEN 'active' ELSE 'tobedeleted' END
          AS status, e.roster_modified_at AS m, s.sourced_id AS class, s.school_sourced_id AS school,
          p.sourced_id AS usr, 'student' AS role, false AS "primary"
        FROM ${t.table('enrollments')} e JOIN ${t.table('sections')} s ON s.id = e.section_id
        JOIN ${t.table('parties')} p ON p.party_id = e.student_party_id
        UNION ALL
        SELECT s.sourced_id || '-lead', 'active', s.roster_modified_at, s.sourced_id, s.school_sourced_id,
          p.sourced_id, 'teacher', true
        FROM ${t.table('sections')} s JOIN ${t.table('parties')} p ON p.party_id = s.teacher_party_id
        UNION ALL
        SELECT s.sourced_id || '-co-' || p.sourced_id, 'active', s.roster_modified_at, s.sourced_id,
          s.school_sourced_id, p.sourced_id, 'teacher', false
        FROM ${t.table('section_teachers')} st JOIN ${t.table('sections')} s ON s.id = st.section_id
        JOIN ${t.table('parties')} p ON p.party_id = st.teacher_party_id`;
  }
}

function predicate(c: Condition) {
  const col = sql.ref(`x.${c.field.column}`);
  if (c.op === '~') return sql`${col}::text ILIKE ${`%${c.value.replace(/[\\%_]/g, '\\$&')}%`}`;
  const op = sql.raw(c.op === '!=' ? '<>' : c.op);
  return c.field.kind === 'time' ? sql`${col} ${op} ${c.value}::timestamptz` : sql`${col}::text ${op} ${c.value}`;
}

function where(filter: Filter, sourcedId?: string) {
  const parts = filter.conds.map(predicate);
  const joined = parts.length ? [sql`(${sql.join(parts, filter.join === 'OR' ? sql` OR ` : sql` AND `)})`] : [];
  if (sourcedId !== undefined) joined.push(sql`x.sid = ${sourcedId}`);
  return joined.length ? sql`WHERE ${sql.join(joined, sql` AND `)}` : sql``;
}

export interface ReadOptions {
  filter: Filter;
  sort: { column: string; desc: boolean };
  fields?: string[];
  limit: number;
  offset: number;
  sourcedId?: string;
}

export async function readCollection(db: Db, t: Tenant, c: Collection, opts: ReadOptions) {
  const from = sql`FROM (${base(t, c)}) x ${where(opts.filter, opts.sourcedId)}`;
  const total = (await sql<{ n: number }>`SELECT count(*)::int AS n ${from}`.execute(db)).rows[0].n;
  const dir = sql.raw(opts.sort.desc ? 'DESC' : 'ASC');
  const rows = (
    await sql<Flat>`SELECT x.* ${from} ORDER BY ${sql.ref(`x.${opts.sort.column}`)} ${dir} NULLS LAST, x.sid ${dir}
      LIMIT ${opts.limit} OFFSET ${opts.offset}`.execute(db)
  ).rows;
  // the school stands in for a missing org reference, as in the CSV export
  const first = await sql<{ s: string }>`SELECT sourced_id AS s FROM ${t.table('orgs')} ORDER BY id LIMIT 1`.execute(
    db,
  );
  const school = first.rows[0]?.s ?? t.schema;
  return { total, records: rows.map((r) => select(shape(c, r, school), opts.fields)) };
}

const KIND_ROLE: Record<string, string> = { student: 'student', guardian: 'guardian' };

function shape(c: Collection, r: Flat, school: string) {
  const g = (type: string, sid: unknown, path: string) =>
    typeof sid === 'string' && sid
      ? { href: `/ims/oneroster/rostering/v1p2/${path}/${sid}`, sourcedId: sid, type }
      : null;
  const head = { sourcedId: r.sid, status: r.status, dateLastModified: r.m.toISOString() };
  switch (c) {
    case 'orgs':
      return {
        ...head,
        name: r.name,
        type: r.type,
        identifier: r.identifier ?? '',
        parent: g('org', r.parent, 'orgs'),
      };
    case 'academicSessions': {
      const { title, type, startDate, endDate, schoolYear } = r;
      return {
        ...head,
        title,
        type,
        startDate,
        endDate,
        parent: g('academicSession', r.parent, 'academicSessions'),
        schoolYear,
      };
    }
    case 'courses':
      return { ...head, title: r.title, courseCode: r.courseCode ?? '', org: g('org', r.org ?? school, 'orgs') };
    case 'classes':
      return {
        ...{
          ...head,
          title: r.title,
          classCode: r.classCode ?? '',
          classType: r.classType,
          location: r.location ?? '',
        },
        ...{ course: g('course', r.course, 'courses'), school: g('org', r.school ?? school, 'orgs') },
        terms: [g('academicSession', r.term, 'academicSessions')].filter(Boolean),
      };
    case 'users': {
      const org = g('org', r.org ?? school, 'orgs');
      const role = KIND_ROLE[String(r.kind)] ?? 'teacher';
      return {
        ...{ ...head, username: r.sid, enabledUser: r.enabled, givenName: r.givenName, familyName: r.familyName },
        ...{ preferredFirstName: r.preferredFirstName ?? '', email: r.email ?? '', phone: r.phone ?? '' },
        roles: org ? [{ roleType: 'primary', role, org }] : [],
        grades: r.grade ? [codeToGrade(String(r.grade))] : [],
        primaryOrg: org,
      };
    }
    case 'enrollments':
      return {
        ...{ ...head, user: g('user', r.usr, 'users'), class: g('class', r.class, 'classes') },
        ...{ school: g('org', r.school ?? school, 'orgs'), role: r.role, primary: r.primary },
      };
  }
}
