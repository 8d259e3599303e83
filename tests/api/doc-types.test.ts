// Document types (src/shared/entities/doc-types.ts, server/documents/doc-types.ts): platform types
// are the operators' and every school sees them; a school adds and changes only its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useApiTest();
beforeAll(async () => {
  // /ei/doc-types is blocked for schools by default (an operators' page); the demo school opens it
  await sql`UPDATE platform.app_controls SET blocked_paths = blocked_paths - '/ei/doc-types'
    WHERE tenant_id = (SELECT id FROM platform.tenants WHERE config->>'schema_name' = 'lms')`.execute(
    t.app.database.db,
  );
});

async function list(email: string, filter: unknown[] = []) {
  const r = await t.list(email, 'doc_types', 'doc_types', filter, { rowsize: 100 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
}

const NEW_TYPE = { name: 'Bus pass', applies_to: 'student', accepted_types: ['pdf', 'png'], max_size_kb: 300 };

describe('document types', () => {
  let own: { id: number; version: number };
  let platform: { id: number; version: number };

  it('a school sees the platform types and adds its own, which operators do not see', async () => {
    const seeded = await list(ADMIN);
    expect(seeded.filter((r) => r.is_platform).map((r) => r.name)).toContain('Teaching licence');
    const r = await t.call(ADMIN, 'POST', '/api/resources/doc_types', NEW_TYPE);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    own = r.body.data;
    expect(r.body.data).toMatchObject({ ...NEW_TYPE, required: false, expires: false });
    expect(r.body.data.tenant_id).not.toBeNull();
    expect((await list(ADMIN, [['search', 'ilike', '%bus%']])).map((x) => x.name)).toEqual(['Bus pass']);
    expect((await list(OPERATOR, [['search', 'ilike', '%bus%']])).length).toBe(0);
  });

  it('refuses bad input at its field and a second type of the same name', async () => {
    const bad = await t.call(ADMIN, 'POST', '/api/resources/doc_types', {
      ...NEW_TYPE,
      name: 'X',
      accepted_types: ['exe'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['accepted_types']);
    const none = await t.call(ADMIN, 'POST', '/api/resources/doc_types', {
      ...NEW_TYPE,
      name: 'Y',
      accepted_types: [],
    });
    expect(none.status).toBe(400);
    const size = await t.call(ADMIN, 'POST', '/api/resources/doc_types', { ...NEW_TYPE, name: 'Z', max_size_kb: 0 });
    expect(Object.keys(size.body.error.fields)).toEqual(['max_size_kb']);
    const twice = await t.call(ADMIN, 'POST', '/api/resources/doc_types', { ...NEW_TYPE, name: 'bus PASS' });
    expect(twice.status).toBe(409);
  });

  it('an operator creates a platform type the school sees; the school cannot change it (404)', async () => {
    const r = await t.call(OPERATOR, 'POST', '/api/resources/doc_types', {
      ...NEW_TYPE,
      name: 'Medical consent',
      required: true,
      expires: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    platform = r.body.data;
    expect(r.body.data.tenant_id).toBeNull();
    const seen = await list(ADMIN, [['search', 'ilike', 'medical%']]);
    expect(seen).toMatchObject([{ name: 'Medical consent', is_platform: true, required: true, expires: true }]);
    const edit = await t.call(ADMIN, 'PATCH', `/api/resources/doc_types/${platform.id}`, {
      name: 'Mine now',
      version: platform.version,
    });
    expect(edit.status).toBe(404);
    // nor does an operator change a school's own type
    const op = await t.call(OPERATOR, 'DELETE', `/api/resources/doc_types/${own.id}`);
    expect(op.status).toBe(404);
  });

  it('edits with the version, and deletes; a teacher may not read or write types', async () => {
    const ok = await t.call(ADMIN, 'PATCH', `/api/resources/doc_types/${own.id}`, {
      max_size_kb: 400,
      version: own.version,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ max_size_kb: 400, version: own.version + 1 });
    const stale = await t.call(ADMIN, 'PATCH', `/api/resources/doc_types/${own.id}`, { max_size_kb: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect((await t.list(TEACHER, 'doc_types', 'doc_types')).status).toBe(403);
    expect((await t.call(TEACHER, 'POST', '/api/resources/doc_types', { ...NEW_TYPE, name: 'T' })).status).toBe(403);
    expect((await t.call(ADMIN, 'DELETE', `/api/resources/doc_types/${own.id}`)).status).toBe(200);
    expect((await list(ADMIN, [['id', '=', own.id]])).length).toBe(0);
  });
});
