// The generated school of the OneRoster import benchmark (bench/roster.bench.ts): a district and a
// school, a school year with two terms, courses, classes, students and teachers with their roles,
// and enrolments, as a OneRoster 1.2 CSV zip that server/roster/ accepts (docs/rostering.md). The
// same rows as COPY files for the baseline: ./roster-copy.ts.
import { closeSync, openSync, writeSync } from 'node:fs';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { FILES, MANIFEST, codeToGrade, type RosterFile } from '../../server/roster/spec.ts';
import { manifestCsv } from '../../server/roster/manifest.ts';

/** 20,000 users and 100,000 enrolments at scale 1: each teacher leads 5 classes, each student is in 5. */
export function rosterSize(scale = 1) {
  const teachers = Math.max(1, Math.round(800 * scale));
  const students = teachers * 24; // 24 students in each class
  return { teachers, students, classes: teachers * 5, courses: Math.max(1, Math.round(200 * scale)) };
}
export type RosterSize = ReturnType<typeof rosterSize>;

type Rec = Record<string, string>;
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eva', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon', 'Kai', 'Lea'];
const LAST = ['Adams', 'Baker', 'Cruz', 'Diaz', 'Evans', 'Fox', 'Green', 'Hill', 'Ito', 'Jones', 'Khan'];
export const TERMS = [
  { sid: 'ses-y', title: 'Bench Year', type: 'schoolYear', starts: '2030-08-01', ends: '2031-06-30', parent: '' },
  { sid: 'ses-f', title: 'Bench Fall', type: 'term', starts: '2030-08-01', ends: '2030-12-20', parent: 'ses-y' },
  { sid: 'ses-s', title: 'Bench Spring', type: 'term', starts: '2031-01-06', ends: '2031-06-20', parent: 'ses-y' },
];
export const ORGS = [
  { sid: 'org-d', name: 'Bench District', type: 'district', ident: 'BD', parent: '' },
  { sid: 'org-s', name: 'Bench High', type: 'school', ident: 'BH', parent: 'org-d' },
];

// one person: index p < students is a student, else teacher p - students
export const person = (n: RosterSize, p: number) => {
  const student = p < n.students;
  const k = student ? `s${p}` : `t${p - n.students}`;
  return {
    sid: `usr-${k}`,
    kind: student ? 'student' : 'teacher',
    given: FIRST[p % FIRST.length],
    family: LAST[(p * 7) % LAST.length],
    email: `${k}@roster.bench.test`,
    grade: student ? String(p % 13).replace(/^0$/, 'K') : '',
  };
};
export const classOf = (n: RosterSize, c: number) => ({
  sid: `cls-${c}`,
  title: `Class ${c}`,
  course: c % n.courses,
  term: c % 2 ? 'ses-s' : 'ses-f',
  teacher: n.students + Math.floor(c / 5),
});
/** enrolment e: the first `classes` are each class's lead teacher, then 5 per student */
export const enrolment = (n: RosterSize, e: number) => {
  if (e < n.classes) return { sid: `enr-t${e}`, cls: e, person: classOf(n, e).teacher, role: 'teacher' };
  const s = Math.floor((e - n.classes) / 5);
  const k = (e - n.classes) % 5;
  return { sid: `enr-s${s}-${k}`, cls: (s % n.teachers) * 5 + k, person: s, role: 'student' };
};

function* records(n: RosterSize, file: RosterFile): Generator<Rec> {
  const active = { status: 'active' };
  if (file === 'orgs')
    for (const o of ORGS)
      yield { ...active, sourcedId: o.sid, name: o.name, type: o.type, identifier: o.ident, parentSourcedId: o.parent };
  if (file === 'academicSessions')
    for (const t of TERMS)
      yield { ...active, sourcedId: t.sid, title: t.title, type: t.type, startDate: t.starts, endDate: t.ends };
  if (file === 'courses')
    for (let j = 0; j < n.courses; j++)
      yield { ...active, sourcedId: `crs-${j}`, schoolYearSourcedId: 'ses-y', title: `Course ${j}` };
  if (file === 'classes')
    for (let c = 0; c < n.classes; c++) {
      const k = classOf(n, c);
      yield { ...active, sourcedId: k.sid, title: k.title, courseSourcedId: `crs-${k.course}`, classCode: `K${c}` };
    }
  const people = n.students + n.teachers;
  if (file === 'users')
    for (let p = 0; p < people; p++) {
      const u = person(n, p);
      const grades = u.grade && codeToGrade(u.grade);
      yield { ...active, sourcedId: u.sid, enabledUser: 'true', username: u.sid, givenName: u.given, grades };
    }
  if (file === 'roles')
    for (let p = 0; p < people; p++) {
      const u = person(n, p);
      yield { ...active, sourcedId: `rol-${u.sid}`, userSourcedId: u.sid, roleType: 'primary', role: u.kind };
    }
  if (file === 'enrollments')
    for (let e = 0; e < n.classes + n.students * 5; e++) {
      const r = enrolment(n, e);
      const primary = String(r.role === 'teacher');
      yield {
        ...active,
        sourcedId: r.sid,
        classSourcedId: `cls-${r.cls}`,
        userSourcedId: person(n, r.person).sid,
        role: r.role,
        primary,
      };
    }
}

/** The values each file's rows share beyond `records` (kept apart so the lines above stay short). */
function complete(n: RosterSize, file: RosterFile, r: Rec): Rec {
  if (file === 'academicSessions') {
    const t = TERMS.find((x) => x.sid === r.sourcedId)!;
    return { ...r, parentSourcedId: t.parent, schoolYear: '2031' };
  }
  if (file === 'courses') return { ...r, courseCode: r.sourcedId.toUpperCase(), orgSourcedId: 'org-s' };
  if (file === 'classes') {
    const c = classOf(n, Number(r.sourcedId.slice(4)));
    return {
      ...r,
      classType: 'scheduled',
      location: `Room ${c.course}`,
      schoolSourcedId: 'org-s',
      termSourcedIds: c.term,
    };
  }
  if (file === 'users') {
    const p = r.sourcedId.startsWith('usr-s')
      ? Number(r.sourcedId.slice(5))
      : n.students + Number(r.sourcedId.slice(5));
    const u = person(n, p);
    return { ...r, familyName: u.family, email: u.email, primaryOrgSourcedId: 'org-s' };
  }
  if (file === 'roles' || file === 'enrollments') return { ...r, orgSourcedId: 'org-s', schoolSourcedId: 'org-s' };
  return r;
}

/** Writes chunks of lines to a sink, a few hundred kB at a time. */
export function chunked(push: (s: string) => void) {
  let buf = '';
  return {
    line(s: string) {
      buf += s + '\n';
      if (buf.length < 256 * 1024) return;
      push(buf);
      buf = '';
    },
    end: () => push(buf),
  };
}

/** The zip, streamed to `zipPath` file by file; answers the CSV bytes before compression. */
export function writeRosterZip(n: RosterSize, zipPath: string): number {
  const fd = openSync(zipPath, 'w');
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    writeSync(fd, chunk);
  });
  let bytes = 0;
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  for (const spec of FILES) {
    const entry = new ZipDeflate(`${spec.file}.csv`, { level: 6 });
    zip.add(entry);
    const out = chunked((s) => {
      bytes += s.length;
      entry.push(strToU8(s));
    });
    out.line(spec.columns.join(','));
    for (const r of records(n, spec.file)) {
      const full = complete(n, spec.file, r);
      out.line(spec.columns.map((c) => cell(full[c] ?? '')).join(','));
    }
    out.end();
    entry.push(new Uint8Array(0), true);
  }
  const manifest = new ZipDeflate(MANIFEST, { level: 6 });
  zip.add(manifest);
  manifest.push(strToU8(manifestCsv(new Set(FILES.map((f) => f.file)), 'bench')), true);
  zip.end();
  closeSync(fd);
  return bytes;
}
