// How each OneRoster file lands in the school's tables: the values a row gives (`input`, in the
// VALUES list `v`), each column's SQL over them, and what a `tobedeleted` row changes. `{t}` is the
// school's schema and `{org}` the org the export names for rows without one (the first org, or the
// schema's name), so that such rows stay without one. Used by write.ts; docs/rostering.md has the mapping as a table.
import type { CsvRow } from './csv-rows.ts';
import { gradeToCode } from './spec.ts';
import type { UserRole } from './validate.ts';

export interface Target {
  table: string;
  input: readonly string[];
  values(row: CsvRow, roles: Map<string, UserRole>): string[];
  /** column -> SQL over v (and x, the existing row, on update) */
  set: Record<string, string>;
  /** column -> SQL for a new row, where it differs from `set` */
  insert?: Record<string, string>;
  /** extra condition for inserting a row (e.g. not already enrolled) */
  insertGuard?: string;
  /** what a tobedeleted row sets, and when it changes anything */
  dead?: { set: Record<string, string>; when: string };
  touch?: boolean;
}

const g = (row: CsvRow, ...cols: string[]) => cols.map((c) => row.get(c));

export const TARGETS: Record<'orgs' | 'academicSessions' | 'courses' | 'classes' | 'users', Target> = {
  orgs: {
    table: 'orgs',
    input: ['sid', 'name', 'type', 'ident', 'parent'],
    values: (r) => g(r, 'sourcedId', 'name', 'type', 'identifier', 'parentSourcedId'),
    set: {
      name: 'v.name',
      org_type: 'v.type',
      identifier: 'v.ident',
      parent_sourced_id: "nullif(v.parent, '')",
      status: "'active'",
    },
    dead: { set: { status: "'tobedeleted'" }, when: "x.status <> 'tobedeleted'" },
    touch: true,
  },
  academicSessions: {
    table: 'terms',
    input: ['sid', 'title', 'type', 'starts', 'ends', 'parent', 'year'],
    values: (r) => g(r, 'sourcedId', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'),
    set: {
      term_name: 'v.title',
      session_type: 'v.type',
      start_date: 'v.starts::date',
      end_date: 'v.ends::date',
      parent_sourced_id: "nullif(v.parent, '')",
      // a school year is kept as this school writes it (2025-2026) when it ends in the file's year
      school_year:
        "CASE WHEN right(x.school_year, 4) = v.year THEN x.school_year ELSE (v.year::int - 1) || '-' || v.year END",
    },
    insert: { school_year: "(v.year::int - 1) || '-' || v.year" },
  },
  courses: {
    table: 'courses',
    input: ['sid', 'title', 'code', 'org'],
    values: (r) => g(r, 'sourcedId', 'title', 'courseCode', 'orgSourcedId'),
    set: {
      course_title: 'v.title',
      course_code: "coalesce(nullif(v.code, ''), v.sid)",
      org_sourced_id: 'CASE WHEN x.org_sourced_id IS NULL AND v.org = {org} THEN NULL ELSE v.org END',
      status: "CASE WHEN x.status = 'archived' THEN 'active' ELSE x.status END",
    },
    insert: { status: "'active'", org_sourced_id: 'v.org' },
    dead: { set: { status: "'archived'" }, when: "x.status <> 'archived'" },
  },
  classes: {
    table: 'sections',
    input: ['sid', 'title', 'course', 'code', 'ctype', 'location', 'school', 'term'],
    values: (r) => [
      ...g(r, 'sourcedId', 'title', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId'),
      r.get('termSourcedIds').split(',')[0].trim(),
    ],
    set: {
      section_name: 'v.title',
      course_id: '(SELECT c.id FROM {t}.courses c WHERE c.sourced_id = v.course)',
      term_id: '(SELECT tm.id FROM {t}.terms tm WHERE tm.sourced_id = v.term)',
      section_code: "nullif(v.code, '')",
      class_type: 'v.ctype',
      room: "nullif(v.location, '')",
      school_sourced_id: 'CASE WHEN x.school_sourced_id IS NULL AND v.school = {org} THEN NULL ELSE v.school END',
      status: "'active'",
    },
    insert: { school_sourced_id: 'v.school' },
    dead: { set: { status: "'archived'" }, when: "x.status <> 'archived'" },
  },
  users: {
    table: 'parties',
    input: ['sid', 'kind', 'org', 'given', 'family', 'preferred', 'email', 'phone', 'grade', 'enabled'],
    values: (r, roles) => {
      const role = roles.get(r.get('sourcedId'));
      return [
        r.get('sourcedId'),
        role?.kind ?? 'student',
        r.get('primaryOrgSourcedId'),
        ...g(r, 'givenName', 'familyName', 'preferredGivenName'),
        r.get('email').toLowerCase(),
        r.get('phone'),
        gradeToCode(r.get('grades').split(',')[0].trim()),
        r.get('enabledUser'),
      ];
    },
    set: {
      kind: 'v.kind',
      first_name: 'v.given',
      last_name: 'v.family',
      preferred_name: "nullif(v.preferred, '')",
      // an export without student.email leaves addresses out: a blank one keeps the school's
      email: "coalesce(nullif(v.email, ''), x.email)",
      phone: "nullif(v.phone, '')",
      grade_level_id: "(SELECT gl.id FROM {t}.grade_levels gl WHERE gl.code = nullif(v.grade, ''))",
      // a disabled user keeps a status the school gave it (graduated); an enabled one is active
      status: "CASE WHEN v.enabled = 'true' THEN 'active' WHEN x.status = 'active' THEN 'inactive' ELSE x.status END",
      org_sourced_id: "nullif(v.org, '')",
    },
    insert: {
      email: "nullif(v.email, '')",
      status: "CASE WHEN v.enabled = 'true' THEN 'active' ELSE 'inactive' END",
    },
    dead: { set: { status: "'inactive'" }, when: "x.status <> 'inactive'" },
    touch: true,
  },
};

/** Students' enrolments; teachers' are the sections' lead and co-teachers (write.ts). */
export const ENROLLMENTS: Target = {
  table: 'enrollments',
  input: ['sid', 'class', 'usr'],
  values: (r) => g(r, 'sourcedId', 'classSourcedId', 'userSourcedId'),
  set: {
    section_id: '(SELECT s.id FROM {t}.sections s WHERE s.sourced_id = v.class)',
    student_party_id: '(SELECT p.party_id FROM {t}.parties p WHERE p.sourced_id = v.usr)',
    withdrawn_at: 'NULL::timestamptz',
  },
  insertGuard: `NOT EXISTS (SELECT 1 FROM {t}.enrollments e2 JOIN {t}.sections s2 ON s2.id = e2.section_id
    JOIN {t}.parties p2 ON p2.party_id = e2.student_party_id
    WHERE s2.sourced_id = v.class AND p2.sourced_id = v.usr AND e2.withdrawn_at IS NULL)`,
  dead: { set: { withdrawn_at: 'now()' }, when: 'x.withdrawn_at IS NULL' },
};
