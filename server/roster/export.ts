// GET /api/rostering/oneroster: the school's roster as a OneRoster 1.2 zip, the same files the
// import reads (docs/rostering.md), streamed through fflate's Zip. Rows made in the app carry the
// sourcedId their table gives them, so re-importing an export matches every row and changes
// nothing. Students' e-mail addresses are written only for a reader holding student.email.
// Cells go through the table exports' CSV writer (src/shared/csv.ts), which keeps a value starting
// with = + - @ from running as a spreadsheet formula; the import reads such a value back as it was.
// The manifest names every file of the OneRoster 1.2 binding: bulk for those written, else absent.
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'kysely';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { toCsv } from '../../src/shared/csv.ts';
import { FILES, MANIFEST, codeToGrade, type RosterFile } from './spec.ts';
import { manifestCsv } from './manifest.ts';

type Row = Record<string, string | null>;

/** A cell as it stands (no formula guard): the SKY bundle's files are read by the import only. */
export function cell(v: string | null | undefined): string {
  const s = v ?? '';
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function queries(schema: string, defaultOrg: string, withStudentEmail: boolean): Record<RosterFile, string> {
  const t = `"${schema}"`;
  const org = (col: string) => `coalesce(${col}, '${defaultOrg.replace(/'/g, "''")}')`;
  const kind = "CASE p.kind WHEN 'guardian' THEN 'guardian' WHEN 'student' THEN 'student' ELSE 'teacher' END";
  return {
    orgs: `SELECT sourced_id AS "sourcedId", CASE WHEN status = 'tobedeleted' THEN 'tobedeleted' ELSE 'active' END AS status,
      name, org_type AS type, identifier, parent_sourced_id AS "parentSourcedId" FROM ${t}.orgs ORDER BY id`,
    academicSessions: `SELECT sourced_id AS "sourcedId", 'active' AS status, term_name AS title, session_type AS type,
      start_date::text AS "startDate", end_date::text AS "endDate", parent_sourced_id AS "parentSourcedId",
      right(school_year, 4) AS "schoolYear" FROM ${t}.terms WHERE start_date IS NOT NULL AND end_date IS NOT NULL ORDER BY id`,
    courses: `SELECT sourced_id AS "sourcedId", CASE WHEN status = 'archived' THEN 'tobedeleted' ELSE 'active' END AS status,
      course_title AS title, course_code AS "courseCode", ${org('org_sourced_id')} AS "orgSourcedId" FROM ${t}.courses ORDER BY id`,
    classes: `SELECT s.sourced_id AS "sourcedId", CASE WHEN s.status = 'archived' THEN 'tobedeleted' ELSE 'active' END AS status,
      s.section_name AS title, c.sourced_id AS "courseSourcedId", s.section_code AS "classCode", s.class_type AS "classType",
      s.room AS location, ${org('s.school_sourced_id')} AS "schoolSourcedId", tm.sourced_id AS "termSourcedIds"
      FROM ${t}.sections s JOIN ${t}.courses c ON c.id = s.course_id JOIN ${t}.terms tm ON tm.id = s.term_id
      WHERE tm.start_date IS NOT NULL AND tm.end_date IS NOT NULL ORDER BY s.id`,
    users: `SELECT p.sourced_id AS "sourcedId", 'active' AS status, CASE WHEN p.status = 'active' THEN 'true' ELSE 'false' END
      AS "enabledUser", p.sourced_id AS username, p.first_name AS "givenName", p.last_name AS "familyName",
      ${withStudentEmail ? 'p.email' : "CASE WHEN p.kind = 'student' THEN NULL ELSE p.email END"} AS email, p.phone,
      gl.code AS grades, p.preferred_name AS "preferredGivenName", p.org_sourced_id AS "primaryOrgSourcedId"
      FROM ${t}.parties p LEFT JOIN ${t}.grade_levels gl ON gl.id = p.grade_level_id ORDER BY p.party_id`,
    roles: `SELECT 'role-' || p.sourced_id AS "sourcedId", 'active' AS status, p.sourced_id AS "userSourcedId",
      'primary' AS "roleType", ${kind} AS role, ${org('p.org_sourced_id')} AS "orgSourcedId"
      FROM ${t}.parties p ORDER BY p.party_id`,
    enrollments: `SELECT * FROM (
      SELECT e.sourced_id AS "sourcedId", CASE WHEN e.withdrawn_at IS NULL THEN 'active' ELSE 'tobedeleted' END AS status,
        s.sourced_id AS "classSourcedId", ${org('s.school_sourced_id')} AS "schoolSourcedId", p.sourced_id AS "userSourcedId",
        'student' AS role, 'false' AS "primary", 1 AS o, e.id AS k
      FROM ${t}.enrollments e JOIN ${t}.sections s ON s.id = e.section_id JOIN ${t}.parties p ON p.party_id = e.student_party_id
      WHERE s.term_id IS NOT NULL
      UNION ALL
      SELECT s.sourced_id || '-lead', 'active', s.sourced_id, ${org('s.school_sourced_id')}, p.sourced_id, 'teacher', 'true', 2, s.id
      FROM ${t}.sections s JOIN ${t}.parties p ON p.party_id = s.teacher_party_id WHERE s.term_id IS NOT NULL
      UNION ALL
      SELECT s.sourced_id || '-co-' || p.sourced_id, 'active', s.sourced_id, ${org('s.school_sourced_id')}, p.sourced_id,
        'teacher', 'false', 3, s.id
      FROM ${t}.section_teachers st JOIN ${t}.sections s ON s.id = st.section_id
      JOIN ${t}.parties p ON p.party_id = st.teacher_party_id WHERE s.term_id IS NOT NULL) x ORDER BY o, k`,
  };
}

/** The tenant's roster as a zip stream. `defaultOrg` stands for the school when it has no orgs yet. */
export async function exportOneRoster(
  db: Db,
  tenant: Tenant,
  opts: { title: string; withStudentEmail: boolean },
): Promise<Readable> {
  const { schema } = tenant;
  const orgs = await sql<{
    s: string;
  }>`SELECT sourced_id AS s FROM ${tenant.table('orgs')} ORDER BY id LIMIT 1`.execute(db);
  const defaultOrg = orgs.rows[0]?.s ?? schema;
  const q = queries(schema, defaultOrg, opts.withStudentEmail);
  const files: { name: string; text: string }[] = [];
  files.push({ name: MANIFEST, text: manifestCsv(new Set(FILES.map((f) => f.file)), schema) });
  for (const spec of FILES) {
    const rows = (await sql<Row>`${sql.raw(q[spec.file])}`.execute(db)).rows;
    if (spec.file === 'orgs' && !orgs.rows.length)
      rows.push({ sourcedId: defaultOrg, status: 'active', name: opts.title, type: 'school' });
    if (spec.file === 'users') for (const r of rows) r.grades = r.grades ? codeToGrade(r.grades) : '';
    const text = toCsv(
      rows,
      spec.columns.map((title) => ({ title, value: (r: Row) => r[title] })),
    );
    files.push({ name: `${spec.file}.csv`, text });
  }
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  for (const f of files) {
    const entry = new ZipDeflate(f.name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(f.text), true);
  }
  zip.end();
  return out;
}
