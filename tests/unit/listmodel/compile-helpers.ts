// A Kysely that compiles PostgreSQL without a connection, and a principal/context to compile with.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Principal } from '../../../server/auth/principal.ts';
import type { QueryContext } from '../../../server/listmodel/types.ts';
import { tenantOf } from '../../../server/db/tenant.ts';

export const offline = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export function principal(over: Partial<Principal> = {}): Principal {
  return {
    sub: '11111111-1111-4111-8111-111111111111',
    userId: '11111111-1111-4111-8111-111111111111',
    partyId: 7,
    email: 'x@y.test',
    tenantId: 3,
    schema: 'lms',
    tenantTitle: 'Demo',
    tenantModel: 'B2B',
    roles: ['admin'],
    currentRole: 'admin',
    rolePermissions: [],
    blockedPaths: [],
    ...over,
  };
}

export function ctx(over: Partial<Principal> = {}): QueryContext {
  const p = principal(over);
  // compiled only: the tenant's typed handle is never built on this connection-less Kysely
  return { principal: p, tenant: tenantOf(offline as never, p) };
}
