// A loopback OneRoster 1.2 REST provider for the sync's tests (server/oneroster-rest): the token
// endpoint (client credentials, client_secret_basic) and the Rostering service's six collections
// with limit/offset paging and X-Total-Count, over a generated `school` that a test may change.
// A test can refuse the token, fail or hang one page, or answer for other orgs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Rec = Record<string, unknown>;
export type School = Record<'orgs' | 'academicSessions' | 'courses' | 'classes' | 'users' | 'enrollments', Rec[]>;

export interface OneRosterLoopback {
  base: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  school: School;
  refuseToken: boolean;
  /** `${collection}:${offset}` of a page that answers 500, or that never answers (`hang`) */
  failPage: string | null;
  hangPage: string | null;
  /** the most records a page carries, whatever the limit asked (a provider's own cap) */
  maxLimit: number;
  /** GETs of the collections, as `${collection}:${offset}` */
  reads: string[];
  close(): Promise<void>;
}

const ROOT = '/ims/oneroster/rostering/v1p2/';
const MODIFIED = '2026-01-05T10:00:00.000Z';
const g = (type: string, sourcedId: string) => ({
  href: `https://sis.test${ROOT}${type}s/${sourcedId}`,
  sourcedId,
  type,
});

/** A school `org` (sourcedIds prefixed with `p`): 2 terms, 3 courses, 4 classes, 5 teachers, `students` students. */
export function generateSchool(p: string, org: string, students: number): School {
  const common = (sourcedId: string) => ({ sourcedId, status: 'active', dateLastModified: MODIFIED });
  const terms = ['fall', 'spring'].map((t, i) => ({
    ...common(`${p}-term-${t}`),
    title: `${t === 'fall' ? 'Fall' : 'Spring'} 2026 (${p})`,
    type: 'term',
    startDate: i ? '2027-01-05' : '2026-08-20',
    endDate: i ? '2027-06-10' : '2026-12-18',
    parent: null,
    schoolYear: '2027',
  }));
  const courses = ['Algebra', 'Biology', 'History'].map((title, i) => ({
    ...common(`${p}-course-${i + 1}`),
    title: `${title} (${p})`,
    courseCode: `${p.toUpperCase()}-${i + 1}`,
    grades: [],
    subjects: [],
    org: g('org', org),
  }));
  const teachers = Array.from({ length: 5 }, (_, i) => ({
    ...common(`${p}-t-${i + 1}`),
    username: `${p}.teacher${i + 1}`,
    enabledUser: true,
    givenName: `Teacher${i + 1}`,
    familyName: `Rest${p.toUpperCase()}`,
    email: `${p}.teacher${i + 1}@sis.test`,
    roles: [{ roleType: 'primary', role: 'teacher', org: g('org', org) }],
    primaryOrg: g('org', org),
  }));
  const pupils = Array.from({ length: students }, (_, i) => ({
    ...common(`${p}-s-${String(i + 1).padStart(3, '0')}`),
    username: `${p}.student${i + 1}`,
    enabledUser: true,
    givenName: `Pupil${i + 1}`,
    familyName: `Rest${p.toUpperCase()}`,
    preferredFirstName: i === 0 ? 'Pip' : '',
    email: `${p}.student${i + 1}@sis.test`,
    roles: [{ roleType: 'primary', role: 'student', org: g('org', org) }],
    primaryOrg: g('org', org),
  }));
  const classes = Array.from({ length: 4 }, (_, i) => ({
    ...common(`${p}-class-${i + 1}`),
    title: `Class ${i + 1} (${p})`,
    classCode: `C${i + 1}`,
    classType: 'scheduled',
    location: `Room ${i + 1}`,
    course: g('course', courses[i % 3].sourcedId),
    school: g('org', org),
    terms: [g('academicSession', terms[i % 2].sourcedId)],
  }));
  const enrollments: Rec[] = [];
  classes.forEach((c, i) =>
    enrollments.push({
      ...common(`${p}-enr-t-${i + 1}`),
      user: g('user', teachers[i].sourcedId),
      class: g('class', c.sourcedId),
      school: g('org', org),
      role: 'teacher',
      primary: true,
    }),
  );
  // each student in two classes
  pupils.forEach((s, i) =>
    [i % 4, (i + 1) % 4].forEach((k) =>
      enrollments.push({
        ...common(`${p}-enr-${s.sourcedId}-${k + 1}`),
        user: g('user', s.sourcedId),
        class: g('class', classes[k].sourcedId),
        school: g('org', org),
        role: 'student',
        primary: false,
      }),
    ),
  );
  return {
    orgs: [{ ...common(org), name: `School ${org}`, type: 'school', identifier: org, parent: null }],
    academicSessions: terms,
    courses,
    classes,
    users: [...teachers, ...pupils],
    enrollments,
  };
}

/** Two schools on one provider, as a district's server answers. */
export const merge = (a: School, b: School): School =>
  Object.fromEntries(Object.keys(a).map((k) => [k, [...a[k as keyof School], ...b[k as keyof School]]])) as School;

export async function startOneRosterLoopback(school: School, port = 0): Promise<OneRosterLoopback> {
  const tokens = new Set<string>();
  const hung: http.ServerResponse[] = [];
  const state = {
    school,
    refuseToken: false,
    failPage: null as string | null,
    hangPage: null as string | null,
    maxLimit: 1000,
  };
  const reads: string[] = [];
  const clientId = 'loop-client';
  const clientSecret = 'loop-secret';
  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        if (state.refuseToken || req.headers.authorization !== `Basic ${basic}`)
          return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
        if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
        const token = `tok-${tokens.size + 1}`;
        tokens.add(token);
        json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600, scope: form.get('scope') });
      });
      return;
    }
    const name = url.pathname.startsWith(ROOT) ? (url.pathname.slice(ROOT.length) as keyof School) : undefined;
    if (req.method !== 'GET' || !name || !(name in state.school)) return json(res, 404, { error: 'not found' });
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, '')))
      return json(res, 401, { imsx_codeMajor: 'failure', imsx_description: 'unauthorised' });
    const limit = Math.min(state.maxLimit, Number(url.searchParams.get('limit') ?? 100));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const page = `${name}:${offset}`;
    reads.push(page);
    if (state.hangPage === page) return void hung.push(res);
    if (state.failPage === page)
      return json(res, 500, { imsx_codeMajor: 'failure', imsx_description: 'database down' });
    const all = state.school[name];
    json(res, 200, { [name]: all.slice(offset, offset + limit) }, { 'x-total-count': String(all.length) });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    base,
    tokenUrl: `${base}/oauth/token`,
    clientId,
    clientSecret,
    reads,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hung) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** the browser test's school (tests/e2e/oneroster-rest.spec.ts), served by oneroster-loopback-main.ts */
export const E2E_SCHOOL = () => generateSchool('ore', 'org-e2e', 6);
