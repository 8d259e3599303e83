import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The platform's commerce (docs/commerce.md): the operators' course catalogue, sub-catalogues
// offered to chosen tenants, every subscription the platform sells (schools, families, teachers,
// students), the payments ledger and the Stripe events already processed (each event id once).
// A user's access row stays in the tenant's own subscriptions table (students/trekai_subscription);
// access_id is that row's id.
export const commerce: Migration = {
  version: '010-commerce',
  async up(db) {
    await sql`
      CREATE TABLE platform.catalog_courses (
        id serial PRIMARY KEY,
        title text NOT NULL,
        publisher text NOT NULL DEFAULT '',
        is_bju boolean NOT NULL DEFAULT false,
        grade_levels text NOT NULL DEFAULT '',
        subject text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        materials text NOT NULL DEFAULT '',
        price numeric(10, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'archived')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE platform.sub_catalogs (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE platform.sub_catalog_courses (
        sub_catalog_id integer NOT NULL REFERENCES platform.sub_catalogs(id) ON DELETE CASCADE,
        catalog_course_id integer NOT NULL REFERENCES platform.catalog_courses(id) ON DELETE CASCADE,
        PRIMARY KEY (sub_catalog_id, catalog_course_id)
      );
      CREATE TABLE platform.sub_catalog_tenants (
        sub_catalog_id integer NOT NULL REFERENCES platform.sub_catalogs(id) ON DELETE CASCADE,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        PRIMARY KEY (sub_catalog_id, tenant_id)
      );
      CREATE INDEX sub_catalog_tenants_tenant ON platform.sub_catalog_tenants (tenant_id);
      CREATE TABLE platform.course_subscriptions (
        id serial PRIMARY KEY,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        subscriber_kind text NOT NULL CHECK (subscriber_kind IN ('school', 'family', 'teacher', 'student')),
        app_user_id uuid,
        catalog_course_id integer REFERENCES platform.catalog_courses(id),
        plan text NOT NULL,
        term text,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'expired')),
        starts_at date NOT NULL DEFAULT current_date,
        ends_at date,
        renews boolean NOT NULL DEFAULT false,
        amount numeric(10, 2) NOT NULL DEFAULT 0,
        checkout_session_id text UNIQUE,
        stripe_subscription_id text,
        access_id integer,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX course_subscriptions_tenant ON platform.course_subscriptions (tenant_id, subscriber_kind);
      CREATE TABLE platform.payments (
        id serial PRIMARY KEY,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        app_user_id uuid,
        kind text NOT NULL CHECK (kind IN ('payment', 'subscription', 'refund')),
        plan text NOT NULL,
        amount numeric(10, 2) NOT NULL,
        currency text NOT NULL,
        checkout_session_id text UNIQUE,
        stripe_event_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE platform.stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
};
