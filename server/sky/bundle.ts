// The SKY roster written as the OneRoster CSV files the roster engine reads (docs/rostering.md,
// docs/sky-api.md), so a SKY import is checked and written exactly as a OneRoster upload is.
// SourcedIds are Blackbaud's ids with a prefix (sky-user-4567), so a second run matches every row.
// What a sync takes (users, sections, enrolments) decides which files get rows; the others keep
// only their header, and their references must then point at rows the school already has.
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILES, type RosterFile } from '../roster/spec.ts';
import { cell } from '../roster/export.ts';
import type { SkyRoster, SkySection, SkyUser, SkyYear } from './pull.ts';

export type Row = Record<string, string>;
export interface SyncChoice {
  sync_users: boolean;
  sync_sections: boolean;
  sync_enrollments: boolean;
}

export const ORG = 'sky-school';
const userId = (id: number) => `sky-user-${id}`;
const sectionId = (id: number) => `sky-section-${id}`;
const flat = (label: string) => label.replace(/\s+/g, '');

/** The term a section belongs to: its duration in its school year (dates from the year list). */
function term(s: SkySection, years: SkyYear[]): Row {
  const current = years.find((y) => y.current_year) ?? years[0];
  const label = flat(s.school_year || current?.school_year_label || '');
  const year = years.find((y) => flat(y.school_year_label) === label);
  const [first, last] = label.split('-');
  const d = s.duration;
  return {
    sourcedId: d ? `sky-term-${last}-${d.id}` : `sky-term-${last}`,
    title: d ? `${d.name} (Blackbaud)` : `Blackbaud ${label}`,
    type: 'term',
    startDate: year?.begin_date.slice(0, 10) ?? `${first}-08-01`,
    endDate: year?.end_date.slice(0, 10) ?? `${last}-06-30`,
    schoolYear: last ?? '',
  };
}

function user(u: SkyUser): Row {
  const email = (u.email ?? '').trim();
  return {
    sourcedId: userId(u.id),
    enabledUser: 'true',
    username: email || userId(u.id),
    givenName: u.first_name ?? '',
    familyName: u.last_name ?? '',
    preferredGivenName: u.preferred_name ?? '',
    email,
    primaryOrgSourcedId: ORG,
  };
}

export function rosterRows(r: SkyRoster, choice: SyncChoice): Record<RosterFile, Row[]> {
  const out: Record<RosterFile, Row[]> = {
    orgs: [{ sourcedId: ORG, name: 'Blackbaud school', type: 'school', identifier: 'sky' }],
    academicSessions: [],
    courses: [],
    classes: [],
    users: [],
    roles: [],
    enrollments: [],
  };
  const active = (row: Row) => ({ status: 'active', ...row });
  if (choice.sync_sections) {
    const terms = new Map<string, Row>();
    const courses = new Map<string, Row>();
    for (const s of r.sections) {
      const t = term(s, r.years);
      terms.set(t.sourcedId, t);
      const courseId = `sky-course-${s.offering_id ?? s.course_code ?? s.id}`;
      courses.set(courseId, { sourcedId: courseId, title: s.name, courseCode: s.course_code ?? '', orgSourcedId: ORG });
      out.classes.push(
        active({
          sourcedId: sectionId(s.id),
          title: s.section_identifier ? `${s.name} (${s.section_identifier})` : s.name,
          courseSourcedId: courseId,
          classCode: s.section_identifier ?? '',
          classType: 'scheduled',
          schoolSourcedId: ORG,
          termSourcedIds: t.sourcedId,
        }),
      );
    }
    out.academicSessions = [...terms.values()].map(active);
    out.courses = [...courses.values()].map(active);
  }
  const students = new Set(r.students.map((u) => u.id));
  const faculty = r.faculty.filter((u) => !students.has(u.id));
  if (choice.sync_users) {
    for (const [list, role] of [
      [r.students, 'student'],
      [faculty, 'teacher'],
    ] as const)
      for (const u of list) {
        out.users.push(active(user(u)));
        out.roles.push(
          active({
            sourcedId: `sky-role-${u.id}`,
            userSourcedId: userId(u.id),
            roleType: 'primary',
            role,
            orgSourcedId: ORG,
          }),
        );
      }
  }
  if (choice.sync_enrollments) {
    const known = new Set(r.sections.map((s) => s.id));
    const staff = new Set(faculty.map((u) => u.id));
    const enrol = (sec: number, usr: number, role: string, primary: boolean, dropped = false) => ({
      sourcedId: `sky-enr-${sec}-${usr}`,
      status: dropped ? 'tobedeleted' : 'active',
      classSourcedId: sectionId(sec),
      schoolSourcedId: ORG,
      userSourcedId: userId(usr),
      role,
      primary: String(primary),
    });
    for (const s of r.sections)
      for (const t of s.teachers ?? []) if (staff.has(t.id)) out.enrollments.push(enrol(s.id, t.id, 'teacher', t.head));
    for (const [student, list] of r.enrollments)
      for (const e of list)
        if (known.has(e.id)) out.enrollments.push(enrol(e.id, student, 'student', false, !!e.dropped));
  }
  return out;
}

/** Writes the files into a private temporary folder; the caller removes it (`dispose`). */
export async function writeRosterDir(rows: Record<RosterFile, Row[]>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sky-roster-'));
  const entries = new Set<string>();
  for (const spec of FILES) {
    const lines = [
      spec.columns.join(','),
      ...rows[spec.file].map((r) => spec.columns.map((c) => cell(r[c])).join(',')),
    ];
    await writeFile(path.join(dir, `${spec.file}.csv`), lines.join('\r\n') + '\r\n');
    entries.add(`${spec.file}.csv`);
  }
  return { dir, entries, dispose: () => rm(dir, { recursive: true, force: true }) };
}
