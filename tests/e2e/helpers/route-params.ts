// Real rows for the every-route test's parameter routes, looked up through the API as the account
// that visits them: a `:name` segment with no lookup here, or a lookup that finds nothing, fails the
// test (a route is never skipped). A drawer's `:id` is a row of its page's list query.
import type { APIRequestContext } from '@playwright/test';
import { TOOL_CATALOGUE, toolHref } from '../../../src/shared/tools/catalogue.ts';
import { bindings, sectionTabKeys } from './route-table.ts';
import type { PlannedRoute } from './route-plan.ts';

/** The API as one signed-in account (its bearer token) or, without one, as a visitor. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token?: string,
  ) {}

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ data: T; headers: Record<string, string> }> {
    const res = await this.request.fetch(`/api${path}`, {
      method,
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      ...(body === undefined ? {} : { data: body }),
    });
    if (!res.ok()) throw new Error(`${method} /api${path} answered ${res.status()}: ${await res.text()}`);
    const type = res.headers()['content-type'] ?? '';
    return { data: (type.includes('json') ? await res.json() : undefined) as T, headers: res.headers() };
  }

  /** The rows of a list query. */
  async rows(bizobjfile: string, api: string): Promise<Record<string, unknown>[]> {
    const answer = await this.call<{ data: { rows: Record<string, unknown>[] }[] }>('POST', '/query/listmodel', {
      bizobjfile,
      api,
      rowsize: 50,
    });
    return answer.data.data[0]?.rows ?? [];
  }

  /** A column of the first row of the list query bound to a page (or resource name). */
  async first(page: string, field?: string, where: (r: Record<string, unknown>) => boolean = () => true) {
    const b = bindings[page];
    if (!b) throw new Error(`no list query is bound to ${page}`);
    const row = (await this.rows(b.bizobjfile, b.api)).find(where);
    const value = row?.[field ?? b.idField ?? 'id'];
    if (value === undefined || value === null) throw new Error(`${b.bizobjfile}/${b.api} has no row for ${page}`);
    return String(value);
  }

  async me() {
    return (await this.call<{ partyId: number | null }>('GET', '/me')).data;
  }
}

type Params = Record<string, string>;
type Lookup = (api: Api, signedIn: (email: string) => Promise<Api>) => Promise<Params[]>;

const one =
  (f: (api: Api) => Promise<Params>): Lookup =>
  async (api) => [await f(api)];
/** The demo teacher's seeded room "Class tutor" (server/demo/seed-rooms.ts). */
const demoRoom: Lookup = async (api) => {
  const rows = (await api.call<{ rows: { id: number; title: string }[] }>('GET', '/rooms')).data.rows;
  const room = rows.find((r) => r.title === 'Class tutor') ?? rows[0];
  if (!room) throw new Error('GET /api/rooms has no room for this account');
  return [{ roomId: String(room.id) }];
};
const ownParty = one(async (api) => ({ partyId: String((await api.me()).partyId ?? '') }));

/** An assignment the account grades (its hand-in view answers), with its enrolled students. */
async function gradedAssignment(api: Api) {
  for (const row of (await api.rows('assignments', 'assignments')).slice(0, 10)) {
    const view = await api
      .call<{ data: { students: { student_id: number }[] } }>('GET', `/assignments/${row.id}/hand-in`)
      .catch(() => undefined);
    if (view?.data.data.students.length)
      return { id: String(row.id), student: String(view.data.data.students[0].student_id) };
  }
  throw new Error('no assignment with students answers /api/assignments/:id/hand-in');
}
const assignmentOnly = one(async (api) => ({ assignmentId: (await gradedAssignment(api)).id }));

/** Parameter routes by pattern (a drawer's `:id` needs no entry). */
const LOOKUPS: Record<string, Lookup> = {
  '/tt/:slug': async () => TOOL_CATALOGUE.map((t) => ({ slug: toolHref(t).replace('/tt/', '') })),
  '/section/:sectionId': one(async (api) => ({ sectionId: await api.first('/sections') })),
  '/section/:sectionId/:tab': async (api) => {
    const sectionId = await api.first('/sections');
    return sectionTabKeys.map((tab) => ({ sectionId, tab }));
  },
  '/my-classes/lessons/:lessonId': one(async (api) => {
    const lesson = (await api.rows('classes', 'my_lessons')).find((r) => r.element_type !== 'unit');
    if (!lesson) throw new Error('classes/my_lessons has no lesson');
    return { lessonId: String(lesson.id) };
  }),
  '/student-profile/:partyId': ownParty,
  // the visitor's own work; an account with no classes of its own (an administrator) opens the demo student's
  '/my-work/:assignmentId': async (api, signedIn) => {
    const mine = async (a: Api) => (await a.call<{ data: { id: number }[] }>('GET', '/my/assignments')).data.data;
    const rows = (await mine(api)).length ? await mine(api) : await mine(await signedIn('student@demo-academy.test'));
    if (!rows[0]) throw new Error('/api/my/assignments has no assignment');
    return [{ assignmentId: String(rows[0].id) }];
  },
  '/course-home/:sectionId': one(async (api) => {
    const mine = (await api.rows('classes', 'my_classes'))[0]?.id;
    return { sectionId: mine ? String(mine) : await api.first('/sections') };
  }),
  // the demo student's room "Class tutor" (server/demo/seed-rooms.ts), through its course home's rooms
  '/my-rooms/:roomId': async (api, signedIn) => {
    const mine = (await api.rows('classes', 'my_classes')).length ? api : await signedIn('student@demo-academy.test');
    for (const section of await mine.rows('classes', 'my_classes')) {
      const rows = (await mine.call<{ rows: { id: number }[] }>('GET', `/sections/${section.id}/rooms`)).data.rows;
      if (rows[0]) return [{ roomId: String(rows[0].id) }];
    }
    throw new Error('no section of the demo student has a room');
  },
  '/teacher-profile/:partyId': ownParty,
  '/home-school-profile/:partyId': one(async (api) => ({ partyId: await api.first('/home-school') })),
  '/ind-teacher-profile/:partyId': one(async (api) => ({ partyId: await api.first('/individual-teachers') })),
  '/admin/role-permissions/:roleId': one(async (api) => ({ roleId: await api.first('/admin/roles') })),
  '/ei/role-permissions/:roleId': one(async (api) => {
    const roles = (await api.call<{ id: number }[]>('GET', '/admin/platform-roles')).data;
    if (!roles[0]) throw new Error('/api/admin/platform-roles has no role');
    return { roleId: String(roles[0].id) };
  }),
  '/admin/tbl/template/:templateId': one(async (api) => ({ templateId: await api.first('/admin/tbl/templates') })),
  '/admin/tbl/template/clone/:templateId': one(async (api) => ({
    templateId: await api.first('/admin/tbl/templates'),
  })),
  '/admin/tbl/template/create/:masterTemplateId': one(async (api) => ({
    masterTemplateId: await api.first('/admin/tbl/template-master'),
  })),
  '/admin/tbl/api-list/:bizobjfile/:api': one(async (api) => {
    const list = (await api.call<{ data: { bizobjfile: string; api: string }[] }>('GET', '/tbl/api-list')).data.data;
    if (!list[0]) throw new Error('/api/tbl/api-list lists no query');
    return { bizobjfile: list[0].bizobjfile, api: list[0].api };
  }),
  '/rooms/:roomId/live': demoRoom,
  '/rooms/:roomId/after': demoRoom,
  '/assignments/:assignmentId/hand-in': assignmentOnly,
  '/assignments/:assignmentId/quiz': assignmentOnly,
  '/assignments/:assignmentId/quiz/analysis': assignmentOnly,
  '/assignments/:assignmentId/grade/:studentId': one(async (api) => {
    const a = await gradedAssignment(api);
    return { assignmentId: a.id, studentId: a.student };
  }),
  // a code the server recorded when it issued a student's official transcript
  '/verify-transcript/:code': async (_api, signedIn) => {
    const student = await signedIn('student@demo-academy.test');
    const { partyId } = await student.me();
    const issued = await student.call('POST', `/student-transcripts/${partyId}/pdf`);
    return [{ code: issued.headers['x-verification-code'] }];
  },
  // no list of the partner pages is public: the seeded one, which must answer
  '/university/:university': async (api) => {
    await api.call('GET', '/public/universities/grace-university');
    return [{ university: 'grace-university' }];
  },
};

/** The concrete paths of a planned route (one per row it needs; several for a tab or a tool). */
export async function concretePaths(r: PlannedRoute, api: Api, signedIn: (email: string) => Promise<Api>) {
  if (!r.pattern.includes('/:')) return [r.pattern];
  const lookup = LOOKUPS[r.pattern];
  let sets: Params[];
  if (lookup) sets = await lookup(api, signedIn);
  else if (r.page && r.pattern === `${r.page}/:id/edit`) sets = [{ id: await api.first(r.page) }];
  else throw new Error(`${r.pattern}: the every-route test has no lookup for its parameters (route-params.ts)`);
  return sets.map((p) =>
    r.pattern.replace(/:(\w+)/g, (_m, name: string) => {
      if (!p[name]) throw new Error(`${r.pattern}: the lookup found no ${name}`);
      return encodeURIComponent(p[name]);
    }),
  );
}
