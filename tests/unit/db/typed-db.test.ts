// The typed database handle: builder queries compile against the generated table interfaces
// (server/db/schema.gen.ts), so a misspelt table or column fails the type check (each expected
// error below would itself fail the type check if the compiler stopped catching it),
// and tenantDb() puts the tenant's schema on its tables while platform tables keep theirs.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db, PlatformDatabase } from '../../../server/db/database.ts';
import { tenantDb } from '../../../server/db/tenant-db.ts';

const db: Db = new Kysely<PlatformDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the typed database handle', () => {
  it('names platform tables qualified and checks their columns', () => {
    const q = db.selectFrom('platform.tenants').select(['id', 'title']).where('status', '=', 'active');
    expect(q.compile().sql).toBe('select "id", "title" from "platform"."tenants" where "status" = $1');
    // @ts-expect-error: no such column
    db.selectFrom('platform.tenants').select('titel');
    // @ts-expect-error: tenant tables are not reachable without the tenant's schema
    db.selectFrom('courses');
  });

  it("binds a tenant's tables to its schema and keeps platform tables qualified", () => {
    const t = tenantDb(db, 'lms');
    const q = t
      .selectFrom('courses')
      .innerJoin('platform.app_users', 'platform.app_users.user_id', 'courses.owner_user_id')
      .select(['courses.course_title', 'platform.app_users.email']);
    expect(q.compile().sql).toBe(
      'select "lms"."courses"."course_title", "platform"."app_users"."email" from "lms"."courses" inner join ' +
        '"platform"."app_users" on "platform"."app_users"."user_id" = "lms"."courses"."owner_user_id"',
    );
    // @ts-expect-error: a misspelt column of a tenant table
    t.selectFrom('courses').select('course_titel');
    // @ts-expect-error: the column's type is checked too (id is a number)
    t.selectFrom('courses').selectAll().where('id', '=', new Date());
  });

  it('refuses a schema name that is not a tenant schema', () => {
    expect(() => tenantDb(db, 'platform')).toThrow(/Invalid tenant schema name/);
    expect(() => tenantDb(db, 'x"; DROP')).toThrow(/Invalid tenant schema name/);
  });
});
