// The baseline of the OneRoster import benchmark (bench/roster.bench.ts): the rows of the generated
// bundle (./roster-bundle.ts) as the import writes them into the tables, ids resolved, one COPY
// text file per table.
import { chmodSync, closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ORGS, TERMS, chunked, classOf, enrolment, person, type RosterSize } from './roster-bundle.ts';

/** The tables' columns the baseline COPYs, in the order rows must go in (references first). */
export const COPY_COLUMNS: Record<string, string[]> = {
  orgs: ['id', 'sourced_id', 'name', 'org_type', 'identifier', 'parent_sourced_id', 'status'],
  terms: [
    'id',
    'sourced_id',
    'school_year',
    'term_name',
    'start_date',
    'end_date',
    'session_type',
    'parent_sourced_id',
  ],
  courses: ['id', 'sourced_id', 'course_code', 'course_title', 'org_sourced_id', 'status'],
  parties: [
    'party_id',
    'sourced_id',
    'kind',
    'first_name',
    'last_name',
    'email',
    'grade_level_id',
    'status',
    'org_sourced_id',
  ],
  sections: [
    'id',
    'sourced_id',
    'course_id',
    'term_id',
    'teacher_party_id',
    'section_name',
    'section_code',
    'class_type',
    'room',
    'school_sourced_id',
    'status',
  ],
  enrollments: ['id', 'sourced_id', 'section_id', 'student_party_id'],
};

/** The same rows as the import writes them, one COPY text file per table in `dir` (readable by the server). */
export function writeCopyFiles(n: RosterSize, dir: string, gradeIds: Map<string, number>): Record<string, string> {
  const nul = (v: string | number | undefined) => (v === '' || v === undefined ? '\\N' : String(v));
  const files: Record<string, string> = {};
  const table = (name: string, rows: () => Iterable<(string | number)[]>) => {
    const file = (files[name] = path.join(dir, `${name}.copy`));
    const fd = openSync(file, 'w');
    const out = chunked((s) => writeSync(fd, s));
    for (const r of rows()) out.line(r.map(nul).join('\t'));
    out.end();
    closeSync(fd);
    chmodSync(file, 0o644);
  };
  table('orgs', () => ORGS.map((o, i) => [i + 1, o.sid, o.name, o.type, o.ident, o.parent, 'active']));
  const termId = (sid: string) => TERMS.findIndex((t) => t.sid === sid) + 1;
  table('terms', () => TERMS.map((t, i) => [i + 1, t.sid, '2030-2031', t.title, t.starts, t.ends, t.type, t.parent]));
  table('courses', function* () {
    for (let j = 0; j < n.courses; j++) yield [j + 1, `crs-${j}`, `CRS-${j}`, `Course ${j}`, 'org-s', 'active'];
  });
  table('parties', function* () {
    for (let p = 0; p < n.students + n.teachers; p++) {
      const u = person(n, p);
      yield [p + 1, u.sid, u.kind, u.given, u.family, u.email, u.grade && gradeIds.get(u.grade)!, 'active', 'org-s'];
    }
  });
  table('sections', function* () {
    for (let c = 0; c < n.classes; c++) {
      const k = classOf(n, c);
      const room = `Room ${k.course}`;
      yield [
        c + 1,
        k.sid,
        k.course + 1,
        termId(k.term),
        k.teacher + 1,
        k.title,
        `K${c}`,
        'scheduled',
        room,
        'org-s',
        'active',
      ];
    }
  });
  table('enrollments', function* () {
    for (let e = n.classes; e < n.classes + n.students * 5; e++) {
      const r = enrolment(n, e);
      yield [e - n.classes + 1, r.sid, r.cls + 1, r.person + 1];
    }
  });
  return files;
}
