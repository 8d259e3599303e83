import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Every tenant's courses as the operators read them (docs/commerce.md):
// - all_tenant_courses(): one row per course of every tenant schema, read at call time, so a tenant
//   created later is included without another migration
// - pg_trgm for title similarity (PGlite loads it as an extension: server/db/database.ts)
// - tenant_course_links: an operator's decision about a tenant course (linked to a catalogue course,
//   or its suggestion dismissed); the BJU split reads the linked course's publisher
// - universities: the public partner pages (/university/:university)
export const tenantCourses: Migration = {
  version: '023-tenant-courses',
  async up(db) {
    await sql`
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
      CREATE FUNCTION platform.all_tenant_courses()
        RETURNS TABLE (tenant_id integer, tenant text, course_id integer, course_code text, course_title text, status text)
        LANGUAGE plpgsql STABLE AS $fn$
      DECLARE t record;
      BEGIN
        FOR t IN
          SELECT pt.id, pt.title, pt.config->>'schema_name' AS s FROM platform.tenants pt
          WHERE to_regclass(quote_ident(pt.config->>'schema_name') || '.courses') IS NOT NULL ORDER BY pt.id
        LOOP
          RETURN QUERY EXECUTE format(
            'SELECT %s::int, %L::text, c.id, c.course_code::text, c.course_title::text, c.status::text FROM %I.courses c',
            t.id, t.title, t.s);
        END LOOP;
      END
      $fn$;
      CREATE TABLE platform.tenant_course_links (
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        course_id integer NOT NULL,
        decision text NOT NULL CHECK (decision IN ('linked', 'dismissed')),
        catalog_course_id integer REFERENCES platform.catalog_courses(id) ON DELETE CASCADE,
        decided_by uuid,
        decided_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, course_id),
        CHECK ((decision = 'linked') = (catalog_course_id IS NOT NULL))
      );
      CREATE TABLE platform.universities (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
        name text NOT NULL,
        logo_url text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        sub_catalog_id integer REFERENCES platform.sub_catalogs(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
};
