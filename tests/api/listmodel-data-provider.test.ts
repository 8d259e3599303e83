// The Refine data provider against the real server on a port: reads through listmodel, writes
// through /api/resources, the 401 refresh-and-retry, and errors in Refine's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';
import { dataProvider } from '../../src/providers/data-provider.ts';
import { setApiBaseUrl, setAuthBridge } from '../../src/providers/http-client.ts';

// students have no screen yet (so no derived binding): the write resource is named in meta
const STUDENTS = { bizobjfile: 'students', api: 'students', writeResource: 'students' };

let t: AuthedApp;
let token = 'not-a-token';
let refreshed = 0;
beforeAll(async () => {
  t = await createAuthedApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  setApiBaseUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`);
  const good = await t.token('admin@demo-academy.test');
  // starts with a bad token: the first call must refresh once and retry
  setAuthBridge({
    getToken: async () => token,
    refresh: async () => {
      refreshed++;
      token = good;
      return true;
    },
    currentRole: () => undefined,
    onSessionLost: () => {
      throw new Error('session lost');
    },
  });
});
afterAll(async () => {
  setAuthBridge(undefined);
  await t?.close();
});

describe('data provider', () => {
  it('getList maps filters, sorters and pagination (after one refresh on 401)', async () => {
    const r = await dataProvider.getList({
      resource: '/admin/users',
      pagination: { currentPage: 2, pageSize: 2 },
      sorters: [{ field: 'email', order: 'asc' }],
      filters: [{ field: 'search', operator: 'contains', value: 'demo-academy' }],
    });
    expect(refreshed).toBe(1);
    expect(r.total).toBe(4);
    expect(r.data.map((u) => u.email)).toEqual(['student@demo-academy.test', 'teacher@demo-academy.test']);
  });

  it('getOne and getMany read by id', async () => {
    const list = await dataProvider.getList({ resource: 'courses', pagination: { currentPage: 1, pageSize: 3 } });
    const one = await dataProvider.getOne({ resource: 'courses', id: list.data[1].id! });
    expect(one.data).toMatchObject({ id: list.data[1].id, course_title: list.data[1].course_title });
    const many = await dataProvider.getMany!({ resource: 'courses', ids: [list.data[0].id!, list.data[2].id!] });
    expect(many.data.map((c) => c.id).sort()).toEqual([list.data[0].id, list.data[2].id].sort());
  });

  it('create, update with version, a stale update as a 409 HttpError, delete', async () => {
    const created = await dataProvider.create({
      resource: '/students',
      meta: STUDENTS,
      variables: { first_name: 'Grace', last_name: 'Hopper' },
    });
    const id = created.data.party_id as number;
    const updated = await dataProvider.update({
      resource: '/students',
      meta: STUDENTS,
      id,
      variables: { last_name: 'Hopper-Murray', version: 1 },
    });
    expect(updated.data).toMatchObject({ last_name: 'Hopper-Murray', version: 2 });
    await expect(
      dataProvider.update({ resource: '/students', meta: STUDENTS, id, variables: { last_name: 'Lost', version: 1 } }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Your changes are still in the form'),
      current: { last_name: 'Hopper-Murray' },
    });
    const read = await dataProvider.getOne({ resource: '/students', meta: STUDENTS, id });
    expect(read.data.last_name).toBe('Hopper-Murray');
    await dataProvider.deleteOne({ resource: '/students', meta: STUDENTS, id });
    await expect(dataProvider.getOne({ resource: '/students', meta: STUDENTS, id })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('deleteMany removes several records at once', async () => {
    const a = await dataProvider.create({
      resource: 'students',
      meta: STUDENTS,
      variables: { first_name: 'A', last_name: 'One' },
    });
    const b = await dataProvider.create({
      resource: 'students',
      meta: STUDENTS,
      variables: { first_name: 'B', last_name: 'Two' },
    });
    const r = await dataProvider.deleteMany!({
      resource: 'students',
      meta: STUDENTS,
      ids: [a.data.party_id as number, b.data.party_id as number],
    });
    expect(r.data).toHaveLength(2);
  });

  it('answers failures as Refine HttpErrors carrying the server message', async () => {
    await expect(
      dataProvider.getList({ resource: '/admin/users', filters: [{ field: 'password', operator: 'eq', value: 'x' }] }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('"password" is not filterable') });
    await expect(dataProvider.getList({ resource: '/nowhere' })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('/nowhere'),
    });
    await expect(
      dataProvider.getList({ resource: 'ei-tenants', meta: { bizobjfile: 'llm_trans', api: 'tenants' } }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
