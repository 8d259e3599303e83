// The cross-tenant probe matrix: every registered route, every list query and every writable
// resource with each of its declared actions, called by every demo account in each of its roles with another tenant's ids, schema
// name and file paths. No answer may carry the other tenant's markers, no write may change its
// rows, no file of it may be read, and nothing may answer 500. Operators (the app's own
// isOperator) may name other tenants by design; they are probed apart, and what they reach must
// stay out of every non-operator's reach.
import { channel } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/demo-data.ts';
import { allQueries } from '../../server/listmodel/query-registry.ts';
import { RESOURCES } from '../../server/resources/definitions/index.ts';
import { isOperator } from '../../server/auth/operator.ts';
import type { Principal } from '../../server/auth/principal.ts';
import { findLeaks } from './probe/leaks.ts';
import { problemsOf, serverError, type Outcome } from './probe/judge.ts';
import { queryProbes, routeProbes, writeProbes, type Probe, type RouteInfo } from './probe/plan.ts';
import { changed, fingerprint, prepareVictim, type Victim } from './probe/victim.ts';

// Probes whose failure is a known, reported issue the lead has not decided yet: subject and
// label as printed in the failure, and why. Empty means every probe must pass.
const KNOWN_ISSUES: readonly { subject: string; label: string; why: string }[] = [];

// The tenants whose data is attacked; each caller probes the first that is not its own.
const VICTIMS = ['ncsa_lms', 'lms'];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const CHUNK = 8;

interface Caller {
  email: string;
  role: string;
  schema: string;
  operator: boolean;
}

const routes: RouteInfo[] = [];
const init = channel('fastify.initialization');
const collect = (msg: unknown) => {
  const { fastify } = msg as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (r: RouteOptions) => {
    const schema = (r.schema ?? {}) as RouteInfo['schema'];
    for (const method of [r.method].flat()) {
      if (METHODS.has(method)) routes.push({ method, url: r.url, schema });
    }
  });
};

let t: AuthedApp;
const victims = new Map<string, Victim>();
const callers: Caller[] = [];
const counts = { probes: 0, nonOperatorProbes: 0, operatorProbes: 0 };
const reachedByOperators = new Set<string>();
const nonOperatorLeaks = new Map<string, string[]>();
/** per probe key, the non-operator callers that sent it */
const probedBy = new Map<string, Caller[]>();
let plans: Map<string, Probe[]>;

const keyOf = (p: Probe) => `${p.matrix} ${p.subject} [${p.label}]`;
const known = (p: Probe) => KNOWN_ISSUES.some((k) => k.subject === p.subject && k.label === p.label);

async function send(c: Caller, p: Probe) {
  const payload = p.payload === undefined ? undefined : JSON.stringify(p.payload);
  const res = await t.app.inject({
    method: p.method as 'GET',
    url: p.url,
    headers: {
      authorization: `Bearer ${await t.token(c.email)}`,
      'x-current-role': c.role,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.body, sent: { method: p.method, url: p.url, payload } };
}

// Markers a caller's own successful write copied into its tenant (a role named like one of B's):
// from then on they are that tenant's data too, not a leak, for callers of that tenant only.
const planted = new Map<string, Set<string>>();

// Reads run CHUNK at a time; anything that may write runs alone, so that a caller's own writes
// never race each other (a race is the caller's problem, not B's, and would make the run flaky).
function batches(probes: Probe[]): Probe[][] {
  const out: Probe[][] = [];
  let reads: Probe[] = [];
  for (const p of probes) {
    if (p.matrix === 'query' || ['GET', 'HEAD', 'OPTIONS'].includes(p.method)) {
      reads.push(p);
      if (reads.length < CHUNK) continue;
      out.push(reads);
    } else {
      if (reads.length) out.push(reads);
      out.push([p]);
    }
    reads = [];
  }
  if (reads.length) out.push(reads);
  return out;
}

async function run(c: Caller, probes: Probe[], victim: Victim): Promise<Outcome[]> {
  const out: Outcome[] = [];
  const where = `${victim.schema} into ${c.schema}`;
  const own = planted.get(where) ?? planted.set(where, new Set()).get(where)!;
  for (const batch of batches(probes)) {
    const results = await Promise.all(batch.map((p) => send(c, p)));
    for (const r of results) {
      const wrote = r.status === 201 || (r.status < 300 && ['PUT', 'PATCH'].includes(r.sent.method));
      if (!wrote) continue;
      const asked = `${decodeURIComponent(r.sent.url)} ${r.sent.payload ?? ''}`;
      for (const m of victim.markers) if (m.startsWith(victim.tag) && asked.includes(m)) own.add(m);
    }
    const markers = victim.markers.filter((m) => !own.has(m));
    results.forEach((r, j) =>
      out.push({
        caller: c,
        probe: batch[j],
        status: r.status,
        body: r.body,
        leaks: findLeaks(r.body, markers, r.sent),
      }),
    );
  }
  counts.probes += out.length;
  return out;
}

const describeOutcome = (o: Outcome, why: string) =>
  `${o.caller.email} as ${o.caller.role}: ${o.probe.method} ${o.probe.url}` +
  `${o.probe.payload === undefined ? '' : ` ${JSON.stringify(o.probe.payload).slice(0, 300)}`}` +
  ` -> ${o.status} ${why}; probe ${keyOf(o.probe)}; answer ${o.body.slice(0, 300)}`;

/** B's files, read back by B's own administrator: each still there with the same bytes. */
async function filesIntact(v: Victim): Promise<string[]> {
  const token = await t.token(v.adminEmail);
  const bad: string[] = [];
  for (const f of v.files) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/fs/files?${new URLSearchParams({ filePath: f.filePath })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200 || !res.rawPayload.equals(f.bytes)) bad.push(`${f.filePath} (${res.statusCode})`);
  }
  return bad;
}

beforeAll(async () => {
  init.subscribe(collect);
  try {
    // the matrix signs every account in once and probes for minutes on a loaded machine: its tokens
    // must outlive the run (expiry has its own tests)
    t = await createAuthedApp({ OIDC_ACCESS_TOKEN_TTL: '3600' });
  } finally {
    init.unsubscribe(collect);
  }
  const accounts = [...new Set(DEMO_ACCOUNTS.map((a) => a.email))];
  await Promise.all(accounts.map((e) => t.token(e)));
  for (const schema of VICTIMS) {
    const admin = DEMO_ACCOUNTS.find((a) => a.tenant === schema && a.roles.includes('admin'))!;
    victims.set(schema, await prepareVictim(t.app, schema, admin.email, await t.token(admin.email)));
  }
  for (const a of DEMO_ACCOUNTS) {
    for (const role of a.roles) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${await t.token(a.email)}`, 'x-current-role': role },
      });
      expect(res.statusCode, `${a.email} ${res.body}`).toBe(200);
      const principal = res.json() as Principal;
      expect(principal.currentRole).toBe(role);
      callers.push({ email: a.email, role, schema: principal.schema, operator: isOperator(principal) });
    }
  }
  plans = new Map();
  for (const [schema, v] of victims) {
    plans.set(schema, [
      ...routes.filter((r) => !r.url.includes(':resource')).flatMap((r) => routeProbes(r, v)),
      ...allQueries().flatMap((e) => queryProbes(e, v)),
      ...[...RESOURCES.values()].flatMap((d) => writeProbes(d, v)),
    ]);
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const victimOf = (c: Caller) => victims.get(VICTIMS.find((s) => s !== c.schema)!)!;

describe('the leak detector', () => {
  it('flags a marker of B in an answer, and not one the request carried itself', () => {
    const markers = ['prb0000course', '11111111-2222-4333-8444-555555555555'];
    const sent = { method: 'GET', url: '/api/x?id=11111111-2222-4333-8444-555555555555' };
    expect(findLeaks('{"rows":[{"course_title":"PRB0000COURSE"}]}', markers, sent)).toEqual(['prb0000course']);
    expect(findLeaks('{"error":"No record 11111111-2222-4333-8444-555555555555"}', markers, sent)).toEqual([]);
    expect(findLeaks('{"rows":[]}', markers, sent)).toEqual([]);
    expect(findLeaks('"prb0000coursedesc"', ['prb0000course', 'prb0000coursedesc'], sent)).toEqual([
      'prb0000coursedesc',
    ]);
  });

  it('fails a probe that leaks, answers 500, lets a schema be named or a HEAD differ from its GET', () => {
    const caller = { email: 'a@x.test', role: 'admin', schema: 'lms', operator: false };
    const probe: Probe = {
      matrix: 'query',
      subject: 's',
      label: 'l',
      method: 'POST',
      url: '/u',
      namesSchema: 'ncsa_lms',
    };
    const judge = (o: Partial<Outcome>, get?: number) =>
      problemsOf({ caller, probe, status: 403, body: '', leaks: [], ...o }, get);
    expect(judge({})).toEqual([]);
    expect(judge({ status: 200, leaks: ['prb0000course'] })).toEqual([
      "carries B's prb0000course",
      'named tenant ncsa_lms and was not refused',
    ]);
    expect(judge({ status: 500 })).toContain('server error');
    expect(judge({ status: 503, body: '{"error":{"code":"ai_not_configured"}}' })).toContain(
      'named tenant ncsa_lms and was not refused',
    );
    expect(judge({ status: 503, body: '{"error":{"code":"ai_not_configured"}}' })).not.toContain('server error');
    expect(judge({ probe: { ...probe, namesSchema: 'lms' }, status: 200 })).toEqual([]);
    expect(judge({ probe: { ...probe, method: 'HEAD', namesSchema: undefined }, status: 200 }, 404)).toEqual([
      'HEAD disagrees with GET (404)',
    ]);
  });

  it("sees B's markers when B reads its own rows, files and changes", async () => {
    for (const v of victims.values()) {
      const own = callers.find((c) => c.email === v.adminEmail && c.role === 'admin')!;
      const probes = plans.get(v.schema)!.filter((p) => p.subject === 'courses/courses' && p.label === 'bare');
      const [read] = await run(own, probes, v);
      expect(read.status).toBe(200);
      expect(read.leaks).toContain(`${v.tag}course`);
      const file = await send(own, {
        matrix: 'route',
        subject: 'GET /fs/files',
        label: 'own',
        method: 'GET',
        url: `/fs/files?${new URLSearchParams({ filePath: v.files[0].filePath })}`,
      });
      expect(findLeaks(file.body, v.markers, file.sent)).toContain(`${v.tag}filebytes`);
      const before = await fingerprint(t.app.database.db, v);
      await t.app.database.db.transaction().execute(async (trx) => {
        await sql`UPDATE ${sql.id(v.schema)}.courses SET version = version + 1 WHERE course_code = ${`${v.tag}code`}`.execute(
          trx,
        );
        expect(changed(before, await fingerprint(trx, v))).toEqual([`${v.schema}.courses`]);
        await sql`UPDATE ${sql.id(v.schema)}.courses SET version = version - 1 WHERE course_code = ${`${v.tag}code`}`.execute(
          trx,
        );
      });
      expect(changed(before, await fingerprint(t.app.database.db, v))).toEqual([]);
    }
  });
});

/** Waits until the job engine has delivered (or given up on) every queued message. */
async function settleJobs() {
  for (let i = 0; i < 60; i++) {
    const queued = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.notification_log
      WHERE status = 'queued'`.execute(t.app.database.db);
    if (queued.rows[0].c === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('cross-tenant probes', () => {
  it('non-operators: no answer carries B, no write changes B, no file of B is read, no 500', async () => {
    const failures: string[] = [];
    // the previous caller's fingerprint serves as this one's only if nobody ran in between whose
    // own tenant is this victim
    let last: { v: Victim; after: Map<string, string> } | undefined;
    for (const c of callers.filter((x) => !x.operator)) {
      const v = victimOf(c);
      // a caller's own messages (a test mail to itself) are delivered by the job engine a moment
      // later: let them land first, so a change in its own tenant is not blamed on the next caller
      await settleJobs();
      const before = last?.v === v ? last.after : await fingerprint(t.app.database.db, v);
      const outcomes = await run(c, plans.get(v.schema)!, v);
      counts.nonOperatorProbes += outcomes.length;
      const gets = new Map(outcomes.filter((o) => o.probe.method === 'GET').map((o) => [o.probe.url, o]));
      for (let o of outcomes) {
        probedBy.set(keyOf(o.probe), [...(probedBy.get(keyOf(o.probe)) ?? []), c]);
        let problems = problemsOf(o, gets.get(o.probe.url)?.status);
        const get = gets.get(o.probe.url);
        if (o.probe.method === 'HEAD' && get && problems.some((x) => x.startsWith('HEAD'))) {
          // asked again one after the other: the caller's own write in the same batch (a row that
          // took the id) may have come between the two
          const [get2, head2] = [...(await run(c, [get.probe], v)), ...(await run(c, [o.probe], v))];
          o = head2;
          problems = [...problemsOf(get2), ...problemsOf(head2, get2.status)];
        }
        if (o.leaks.length)
          nonOperatorLeaks.set(keyOf(o.probe), [...(nonOperatorLeaks.get(keyOf(o.probe)) ?? []), c.email]);
        if (problems.length && !known(o.probe)) failures.push(describeOutcome(o, problems.join('; ')));
      }
      await settleJobs();
      const after = await fingerprint(t.app.database.db, v);
      last = { v, after };
      const diff = changed(before, after);
      if (diff.length) failures.push(`${c.email} as ${c.role} changed ${v.schema}: ${diff.join(', ')}`);
      const files = await filesIntact(v);
      if (files.length) failures.push(`${c.email} as ${c.role} changed files of ${v.schema}: ${files.join(', ')}`);
    }
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 600_000);

  it('operators: never a 500; what they reach of B by design no non-operator reaches', async () => {
    const ops = callers.filter((x) => x.operator);
    expect(ops.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const c of ops) {
      const v = victimOf(c);
      const outcomes = await run(c, plans.get(v.schema)!, v);
      counts.operatorProbes += outcomes.length;
      for (const o of outcomes) {
        if (serverError(o) && !known(o.probe)) failures.push(describeOutcome(o, 'server error'));
        if (o.leaks.length) reachedByOperators.add(keyOf(o.probe));
      }
    }
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
    // operators do read other tenants (the list query's named schema at least)
    expect([...reachedByOperators].some((k) => k.includes('dbschema=B.schema'))).toBe(true);
    // each such probe was sent by non-operators of the operators' own tenant too, and reached nothing
    for (const k of reachedByOperators) {
      const sameTenant = (probedBy.get(k) ?? []).filter((c) => ops.some((o) => o.schema === c.schema));
      expect(sameTenant.length, k).toBeGreaterThan(0);
      expect(nonOperatorLeaks.get(k), k).toBeUndefined();
    }
  }, 600_000);
});

describe('coverage', () => {
  it('probes every route, query and write resource, and says how many', () => {
    const all = [...plans.values()].flat();
    const pattern = (url: string) =>
      new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+|\*/g, '[^?]+')}(\\?|$)`);
    const unprobed = routes.filter(
      (r) => !all.some((p) => p.method === r.method && pattern(r.url).test(p.url.replace(/%2F/gi, '/'))),
    );
    expect(unprobed.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const queries = new Set(all.filter((p) => p.matrix === 'query').map((p) => p.subject));
    expect(queries.size).toBe(allQueries().length);
    const writes = new Set(all.filter((p) => p.matrix === 'write').map((p) => p.subject));
    const actions = [...RESOURCES.values()].reduce((n, d) => n + Object.keys(d.actions ?? {}).length, 0);
    expect(actions).toBeGreaterThan(0);
    expect(writes.size).toBe(RESOURCES.size * 4 + actions);
    expect(counts.nonOperatorProbes).toBeGreaterThan(0);
    expect(counts.operatorProbes).toBeGreaterThan(0);
    console.log(
      `probe matrix: ${routes.length} routes, ${queries.size} list queries, ${RESOURCES.size} write resources ` +
        `(${writes.size} operations, ${actions} of them actions), ${callers.length} callers (${callers.filter((c) => c.operator).length} operator), ` +
        `${counts.probes} probes (${counts.nonOperatorProbes} non-operator, ${counts.operatorProbes} operator), ` +
        `${reachedByOperators.size} probes reach B only as an operator; ` +
        `markers copied by callers' own writes: ${[...planted]
          .filter(([, x]) => x.size)
          .map(([k, x]) => `${k}: ${[...x].join(' ')}`)
          .join('; ')}`,
    );
  });
});
