// A OneRoster 1.2 REST roster (JSON records as the Rostering service answers them) turned into the
// rows of the OneRoster CSV files the roster engine reads (server/roster/spec.ts), so a REST sync is
// checked and written exactly as a CSV upload is. Only the connection's orgs (and the orgs under
// them) are taken: courses, classes, users and enrolments of other orgs are left out, and only the
// academic sessions the taken classes and courses name (with their parents). A provider
// that does not list a chosen org answers for another school: refused (oneroster_foreign_org).
// Each row remembers the record it came from, so the engine's errors (file and CSV line) are
// reported as the record they concern (`explain`).
import { ApiError } from '../errors.ts';
import type { RosterError } from '../roster/errors.ts';
import { FILES, type RosterFile } from '../roster/spec.ts';
import type { Collection } from './client.ts';

export type Row = Record<string, string>;
type Rec = Record<string, unknown>;
export type Fetched = Record<Collection, Rec[]>;
interface Origin {
  collection: Collection;
  index: number;
  sid: string;
}

const str = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const ref = (v: unknown) => (v && typeof v === 'object' ? str((v as Rec).sourcedId) : '');
const refs = (v: unknown) => (Array.isArray(v) ? v.map(ref).filter(Boolean).join(',') : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(str).join(',') : str(v));
/** a Date given as a DateTime is read as its day, as the CSV files carry it */
const day = (v: unknown) => (/^\d{4}-\d{2}-\d{2}T/.test(str(v)) ? str(v).slice(0, 10) : str(v));
const common = (r: Rec): Row => ({
  sourcedId: str(r.sourcedId),
  status: str(r.status) || 'active',
  dateLastModified: str(r.dateLastModified),
});

export class RestRoster {
  readonly rows = Object.fromEntries(FILES.map((f) => [f.file, []])) as unknown as Record<RosterFile, Row[]>;
  readonly errors: RosterError[] = [];
  /** how many records each collection had, and how many were taken */
  readonly taken: Record<string, { fetched: number; taken: number }> = {};
  private readonly origins = new Map<RosterFile, Origin[]>();

  constructor(fetched: Fetched, chosen: string[]) {
    const orgs = new Set(chosen);
    const listed = new Set(fetched.orgs.map((o) => ref(o)));
    const missing = chosen.filter((id) => !listed.has(id));
    if (missing.length)
      throw new ApiError(
        422,
        'oneroster_foreign_org',
        `The OneRoster provider does not list the org ${missing.join(', ')}: it answers for another school`,
      );
    // the orgs under a chosen one (a district's schools), however deep
    for (let grew = true; grew;) {
      grew = false;
      for (const o of fetched.orgs)
        if (orgs.has(ref(o.parent)) && !orgs.has(ref(o))) {
          orgs.add(ref(o));
          grew = true;
        }
    }
    const add = (file: RosterFile, c: Collection, index: number, row: Row) => {
      this.rows[file].push(row);
      const o = this.origins.get(file) ?? [];
      o.push({ collection: c, index, sid: row.userSourcedId && file === 'roles' ? row.userSourcedId : row.sourcedId });
      this.origins.set(file, o);
    };
    const each = (c: Collection, take: (r: Rec, i: number) => boolean) => {
      let n = 0;
      fetched[c].forEach((r, i) => {
        if (!r || typeof r !== 'object' || !str(r.sourcedId)) {
          this.errors.push({
            file: c,
            line: i + 1,
            field: 'sourcedId',
            message: `${c} record ${i + 1} has no sourcedId`,
          });
          return;
        }
        if (take(r, i)) n++;
      });
      this.taken[c] = { fetched: fetched[c].length, taken: n };
    };
    each('orgs', (r, i) => {
      if (!orgs.has(str(r.sourcedId))) return false;
      const parent = ref(r.parent);
      add('orgs', 'orgs', i, {
        ...common(r),
        ...{ name: str(r.name), type: str(r.type), identifier: str(r.identifier) },
        parentSourcedId: orgs.has(parent) ? parent : '',
      });
      return true;
    });
    // the sessions the taken classes and courses name, and the sessions above them
    const sessions = new Set<string>();
    for (const c of fetched.classes)
      if (orgs.has(ref(c?.school)))
        refs(c.terms)
          .split(',')
          .forEach((x) => sessions.add(x));
    for (const c of fetched.courses) if (orgs.has(ref(c?.org)) && ref(c.schoolYear)) sessions.add(ref(c.schoolYear));
    for (let grew = true; grew;) {
      grew = false;
      for (const a of fetched.academicSessions)
        if (sessions.has(ref(a)) && ref(a?.parent) && !sessions.has(ref(a.parent))) {
          sessions.add(ref(a.parent));
          grew = true;
        }
    }
    each('academicSessions', (r, i) => {
      if (!sessions.has(str(r.sourcedId))) return false;
      add('academicSessions', 'academicSessions', i, {
        ...common(r),
        ...{ title: str(r.title), type: str(r.type), startDate: day(r.startDate), endDate: day(r.endDate) },
        ...{ parentSourcedId: ref(r.parent), schoolYear: str(r.schoolYear) },
      });
      return true;
    });
    each('courses', (r, i) => {
      if (!orgs.has(ref(r.org))) return false;
      add('courses', 'courses', i, {
        ...common(r),
        ...{ schoolYearSourcedId: ref(r.schoolYear), title: str(r.title), courseCode: str(r.courseCode) },
        ...{ grades: list(r.grades), orgSourcedId: ref(r.org), subjects: list(r.subjects) },
        subjectCodes: list(r.subjectCodes),
      });
      return true;
    });
    const classes = new Set<string>();
    each('classes', (r, i) => {
      if (!orgs.has(ref(r.school))) return false;
      classes.add(str(r.sourcedId));
      add('classes', 'classes', i, {
        ...common(r),
        ...{ title: str(r.title), grades: list(r.grades), courseSourcedId: ref(r.course) },
        ...{ classCode: str(r.classCode), classType: str(r.classType), location: str(r.location) },
        ...{ schoolSourcedId: ref(r.school), termSourcedIds: refs(r.terms), subjects: list(r.subjects) },
        ...{ subjectCodes: list(r.subjectCodes), periods: list(r.periods) },
      });
      return true;
    });
    each('users', (r, i) => {
      const roles = (Array.isArray(r.roles) ? (r.roles as Rec[]) : []).filter((x) => x && orgs.has(ref(x.org)));
      if (!roles.length) {
        if (!Array.isArray(r.roles) || !r.roles.length)
          this.errors.push({
            file: 'users',
            line: i + 1,
            field: 'roles',
            message: `users ${str(r.sourcedId)}: no roles`,
          });
        return false;
      }
      const sid = str(r.sourcedId);
      const primaryOrg = ref(r.primaryOrg);
      add('users', 'users', i, {
        ...common(r),
        ...{ enabledUser: str(r.enabledUser), username: str(r.username), givenName: str(r.givenName) },
        ...{ familyName: str(r.familyName), middleName: str(r.middleName), identifier: str(r.identifier) },
        ...{ email: str(r.email), sms: str(r.sms), phone: str(r.phone), agentSourcedIds: refs(r.agents) },
        ...{ grades: list(r.grades), userMasterIdentifier: str(r.userMasterIdentifier) },
        ...{ preferredGivenName: str(r.preferredFirstName), preferredMiddleName: str(r.preferredMiddleName) },
        ...{ preferredFamilyName: str(r.preferredLastName), pronouns: str(r.pronouns) },
        primaryOrgSourcedId: orgs.has(primaryOrg) ? primaryOrg : '',
      });
      for (const x of roles)
        add('roles', 'users', i, {
          ...{ sourcedId: `${sid}:${str(x.role)}:${ref(x.org)}`, status: 'active', userSourcedId: sid },
          ...{ roleType: str(x.roleType), role: str(x.role), orgSourcedId: ref(x.org) },
          ...{ beginDate: day(x.beginDate), endDate: day(x.endDate), userProfileSourcedId: ref(x.userProfile) },
        });
      return true;
    });
    each('enrollments', (r, i) => {
      if (!orgs.has(ref(r.school)) || !classes.has(ref(r.class))) return false;
      add('enrollments', 'enrollments', i, {
        ...common(r),
        ...{ classSourcedId: ref(r.class), schoolSourcedId: ref(r.school), userSourcedId: ref(r.user) },
        ...{ role: str(r.role), primary: str(r.primary), beginDate: day(r.beginDate), endDate: day(r.endDate) },
      });
      return true;
    });
  }

  /** The engine's error (a CSV file and line) as the REST record it concerns. */
  explain(e: RosterError): RosterError {
    const file = e.file.replace(/\.csv$/, '') as RosterFile;
    const o = this.origins.get(file)?.[e.line - 2];
    if (!o) return e;
    return { file: o.collection, line: o.index + 1, field: e.field, message: `${o.collection} ${o.sid}: ${e.message}` };
  }
}
