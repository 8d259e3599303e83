// Turns the app's own registries into probes against a victim tenant B: every registered route
// (its params, querystring and body schema filled with B's values), every list query (B's schema
// in the tenant fields, B's ids in each filterable column) and every writable resource (create,
// update, delete and bulk delete of B's rows). Labels name B's values symbolically (B.user#0), so
// the same probe has the same label whichever tenant is the victim.
import type { QueryEntry } from '../../../server/listmodel/types.ts';
import type { ResourceDef } from '../../../server/resources/types.ts';
import { DEFAULT_OPERATORS, checkValue } from '../../../server/listmodel/value-types.ts';
import { RESOURCES } from '../../../server/resources/definitions/index.ts';
import { OPERATOR_TENANT as OPERATOR_SCHEMA } from '../../../src/policies/operator.ts';
import { fillObject, fitting, pick, type JsonSchema } from './fill.ts';
import type { Victim } from './victim.ts';

export interface RouteInfo {
  method: string;
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

export interface Probe {
  matrix: 'route' | 'query' | 'write';
  /** what is probed: "GET /api/x", "courses/courses", "courses update" */
  subject: string;
  /** which of B's values it carries, symbolically */
  label: string;
  method: string;
  url: string;
  payload?: unknown;
  /** the schema a list query's tenant field names: refused unless the caller's own or an operator's */
  namesSchema?: string;
}

interface Cand {
  value: unknown;
  name: string;
}

type Category = 'tenant' | 'user' | 'role' | 'path' | 'email' | 'id' | 'resource' | 'wild' | 'search';

/** Which of B's values a field of this name may carry. */
export function category(name: string): Category | null {
  if (name === '*') return 'wild';
  if (name === 'resource') return 'resource';
  if (/tenant|schema/i.test(name)) return 'tenant';
  if (/user/i.test(name)) return 'user';
  if (/role/i.test(name)) return 'role';
  if (/path|dir$|^dir|source|destination|^file/i.test(name)) return 'path';
  if (/email/i.test(name)) return 'email';
  if (/^search$|^q$/.test(name)) return 'search';
  if (/^ids?$|_ids?$|Ids?$/.test(name)) return 'id';
  return null;
}

export function pool(v: Victim, cat: Category | null): Cand[] {
  const each = <T>(xs: readonly T[], name: string, map: (x: T) => unknown = (x) => x) =>
    xs.map((x, i) => ({ value: map(x), name: `${name}#${i}` }));
  switch (cat) {
    case 'tenant':
      return [
        { value: v.schema, name: 'B.schema' },
        { value: v.tenantId, name: 'B.tenantId' },
        { value: String(v.tenantId), name: 'B.tenantId' },
      ];
    case 'user':
      return each(v.userIds, 'B.user');
    case 'role':
      return [...each(v.roleIds, 'B.role'), ...each(v.roleIds, 'B.role', String), ...each(v.roleNames, 'B.roleName')];
    case 'path': {
      const first = v.files[0].filePath;
      return [
        ...each(v.files, 'B.file', (f) => f.filePath),
        ...each(v.dirs, 'B.dir'),
        { value: `${v.schema}/${first}`, name: 'B.schema/B.file#0' },
        { value: `../${v.schema}/${first}`, name: '../B.schema/B.file#0' },
        { value: `/${v.schema}/${first}`, name: '/B.schema/B.file#0' },
      ];
    }
    case 'email':
      return each(v.emails, 'B.email');
    case 'search':
      return [{ value: v.tag, name: 'B.tag' }];
    case 'id':
      return [...each(v.intIds, 'B.id'), ...each(v.intIds, 'B.id', String), ...each(v.userIds, 'B.user')];
    case 'resource':
      return [...RESOURCES.keys()].map((r) => ({ value: r, name: r }));
    case 'wild':
      return [
        { value: v.userIds[0], name: 'B.user#0' },
        { value: `${v.schema}/${v.files[0].filePath}`, name: 'B.schema/B.file#0' },
      ];
    default:
      return [];
  }
}

/** The candidates of B that fit the field's schema, one per distinct value. */
function fitted(v: Victim, name: string, schema: JsonSchema | undefined, asString = false): Cand[] {
  const seen = new Set<string>();
  const out: Cand[] = [];
  for (const c of pool(v, category(name))) {
    const value = asString && typeof c.value === 'number' ? String(c.value) : c.value;
    for (const fit of fitting(schema, [value])) {
      const k = JSON.stringify(fit);
      if (!seen.has(k)) {
        seen.add(k);
        out.push({ value: fit, name: c.name });
      }
    }
  }
  return out;
}

const prefer = (v: Victim) => (name: string) => pool(v, category(name)).map((c) => c.value);
const relevant = (s: JsonSchema | undefined) =>
  Object.keys(s?.properties ?? {}).filter((k) => category(k) !== null && category(k) !== 'search');

/** Query fields a route might read a tenant from; sent where the route does not forbid extra fields. */
const tenantFields = (v: Victim) => ({
  tenant: v.schema,
  schema: v.schema,
  tenant_id: String(v.tenantId),
  tenantId: String(v.tenantId),
  dbschema: v.schema,
  tenantSchema: v.schema,
});

const qs = (o: Record<string, unknown>) => {
  const s = new URLSearchParams(Object.entries(o).map(([k, x]) => [k, String(x)])).toString();
  return s ? `?${s}` : '';
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeProbes(r: RouteInfo, v: Victim): Probe[] {
  const subject = `${r.method} ${r.url}`;
  const params = [...r.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
  const paramSchema = r.schema.params;
  const choices: Cand[][] = params.map((p) => {
    const sub = paramSchema?.properties?.[p];
    const fit = fitted(v, p, sub, true).slice(0, 16);
    if (fit.length) return fit;
    const filler = pick(sub, []);
    return [{ value: filler === undefined ? 'probe' : String(filler), name: `filler(${p})` }];
  });
  const combos = choices.reduce<Cand[][]>((acc, cs) => acc.flatMap((a) => cs.map((c) => [...a, c])), [[]]);
  const q = r.schema.querystring;
  const b = r.schema.body;
  const baseQuery = q ? fillObject(q, prefer(v)) : {};
  const hasBody = WITH_BODY.has(r.method) && (b !== undefined || r.method !== 'DELETE');
  const baseBody = b ? fillObject(b, prefer(v), relevant(b)) : {};
  const out: Probe[] = [];
  combos.forEach((combo, i) => {
    let path = r.url;
    combo.forEach((c, j) => {
      path = params[j] === '*' ? path.replace('*', String(c.value)) : path.replace(`:${params[j]}`, String(c.value));
    });
    const at = combo.map((c, j) => `${params[j]}=${c.name}`).join(' ');
    const probe = (label: string, query: Record<string, unknown>, payload?: unknown): Probe => ({
      matrix: 'route',
      subject,
      label: [at, label].filter(Boolean).join(' '),
      method: r.method,
      url: `${encodePath(path)}${qs(query)}`,
      ...(hasBody ? { payload: payload ?? baseBody } : {}),
    });
    out.push(probe('', baseQuery));
    if (i > 0) return; // the field variants once per route; the path variants above cover each param value
    for (const name of Object.keys(q?.properties ?? {})) {
      for (const c of fitted(v, name, q!.properties![name], true)) {
        out.push(probe(`query.${name}=${c.name}`, { ...baseQuery, [name]: c.value }));
      }
    }
    if (!q || q.additionalProperties !== false) {
      out.push(probe('query.tenant-fields=B', { ...baseQuery, ...tenantFields(v) }));
    }
    if (!hasBody) return;
    for (const name of Object.keys(b?.properties ?? {})) {
      for (const c of fitted(v, name, b!.properties![name])) {
        out.push(probe(`body.${name}=${c.name}`, baseQuery, { ...baseBody, [name]: c.value }));
      }
    }
    if (!b || b.additionalProperties !== false) {
      out.push(probe('body.tenant-fields=B', baseQuery, { ...baseBody, ...tenantFields(v) }));
    }
  });
  return out;
}

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

export function queryProbes(e: QueryEntry, v: Victim): Probe[] {
  const subject = `${e.bizobjfile}/${e.api}`;
  const base = { bizobjfile: e.bizobjfile, api: e.api, rowsize: 500 };
  const probe = (label: string, body: Record<string, unknown>, namesSchema?: string): Probe => ({
    matrix: 'query',
    subject,
    label,
    method: 'POST',
    url: '/api/query/listmodel',
    payload: { ...base, ...body },
    ...(namesSchema ? { namesSchema } : {}),
  });
  const out = [
    probe('bare', {}),
    probe('dbschema=B.schema', { dbschema: v.schema }, v.schema),
    probe('tenantSchema=B.schema', { tenantSchema: v.schema }, v.schema),
    probe('dbschema+tenantSchema=B.schema', { dbschema: v.schema, tenantSchema: v.schema }, v.schema),
    probe('schemaPattern=B.schema', { schemaPattern: v.schema }),
    // the operators' own tenant: naming it must not lend anyone their reach
    probe('dbschema=operators', { dbschema: OPERATOR_SCHEMA }, OPERATOR_SCHEMA),
  ];
  for (const [col, def] of Object.entries(e.columns)) {
    if (!def.filter) continue;
    const ops = def.filter === true ? DEFAULT_OPERATORS[def.type] : def.filter;
    const cat = category(col) ?? (def.type === 'uuid' ? 'user' : null);
    const cands = pool(v, cat).filter((c) => checkValue(def.type, c.value).ok);
    if (!cands.length) continue;
    if (ops.includes('in') && cands.length > 1) {
      out.push(probe(`filter ${col} in B.${cat}`, { filter: [[col, 'in', cands.map((c) => c.value)]] }));
    } else if (ops.includes('=')) {
      out.push(probe(`filter ${col} = ${cands[0].name}`, { filter: [[col, '=', cands[0].value]] }));
    } else if (ops.includes('ilike') && typeof cands[0].value === 'string') {
      out.push(probe(`filter ${col} ilike ${cands[0].name}`, { filter: [[col, 'ilike', `%${cands[0].value}%`]] }));
    }
  }
  return out;
}

export function writeProbes(def: ResourceDef, v: Victim): Probe[] {
  const at = `/api/resources/${def.name}`;
  const probe = (op: string, label: string, method: string, url: string, payload?: unknown): Probe => ({
    matrix: 'write',
    subject: `${def.name} ${op}`,
    label,
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  const create = (def.createSchema ?? { properties: {} }) as JsonSchema;
  const update = (def.updateSchema ?? { properties: {} }) as JsonSchema;
  const rows = v.resourceRows.get(def.name) ?? [];
  const out = [probe('create', 'B values', 'POST', at, fillObject(create, prefer(v), relevant(create)))];
  const changes = fillObject(update, prefer(v), Object.keys(update.properties ?? {}));
  rows.forEach((row, i) => {
    const id = encodeURIComponent(String(row.id));
    out.push(probe('update', `B.row#${i}`, 'PATCH', `${at}/${id}`, { ...changes, version: row.version ?? 1 }));
    out.push(probe('delete', `B.row#${i}`, 'DELETE', `${at}/${id}${qs(row.version ? { version: row.version } : {})}`));
  });
  const ids = rows.length ? rows.map((r) => r.id) : v.intIds;
  out.push(probe('bulk delete', 'B.rows', 'DELETE', at, { ids }));
  // each declared action on B's records, with an input filled from B's values where it takes one
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    const input = action.input
      ? fillObject(action.input as JsonSchema, prefer(v), relevant(action.input as JsonSchema))
      : undefined;
    out.push(probe(`action ${name}`, 'B.rows', 'POST', `${at}/actions/${name}`, input ? { ids, input } : { ids }));
  }
  return out;
}
