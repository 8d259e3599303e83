import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Document types (server/documents/doc-types.ts): a platform row (tenant_id NULL) is an operator's
// type every school sees; a school adds its own. Students and teachers may see what was rejected of
// theirs (/rejected-documents), which the default roles did not grant.
export const records: Migration = {
  version: '009-records',
  async up(db) {
    await sql`
      CREATE TABLE platform.doc_types (
        id serial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id) ON DELETE CASCADE,
        name text NOT NULL,
        applies_to text NOT NULL CHECK (applies_to IN ('student', 'teacher')),
        required boolean NOT NULL DEFAULT false,
        accepted_types jsonb NOT NULL DEFAULT '["pdf"]',
        max_size_kb integer NOT NULL DEFAULT 5120 CHECK (max_size_kb > 0),
        expires boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE UNIQUE INDEX doc_types_name ON platform.doc_types (coalesce(tenant_id, 0), applies_to, lower(name));
      UPDATE platform.roles
      SET role_permissions = role_permissions || '["doc_rejections.read"]'::jsonb
      WHERE role_name IN ('student', 'teacher') AND NOT role_permissions ? 'doc_rejections.read';
    `.execute(db);
  },
};
