import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// LTI 1.3 tool, continued (server/lti, docs/lti.md):
// - lti_platforms.trust_emails: an administrator's choice (default off) to let a roster pull (Names
//   and Role Provisioning) link a platform person to the school's existing account by e-mail.
// - lti_contexts: a course of the platform seen in a launch: its title, the memberships URL of the
//   launch's NRPS claim (where the roster is pulled from) and the users who launched it as its
//   instructor (who may pull the roster).
// - lti_resource_links: a deep-linked room (room_id) as well as a quiz (assignment_id), one of them.
export const ltiNrps: Migration = {
  version: '049-lti-nrps',
  async up(db) {
    await sql`
      ALTER TABLE platform.lti_platforms ADD COLUMN trust_emails boolean NOT NULL DEFAULT false;
      CREATE TABLE platform.lti_contexts (
        id bigserial PRIMARY KEY,
        platform_id int NOT NULL REFERENCES platform.lti_platforms(id) ON DELETE CASCADE,
        context_id text NOT NULL,
        title text NOT NULL DEFAULT '',
        memberships_url text,
        instructors uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (platform_id, context_id)
      );
      ALTER TABLE platform.lti_resource_links ALTER COLUMN assignment_id DROP NOT NULL,
        ADD COLUMN room_id int,
        ADD CONSTRAINT lti_resource_links_one_target CHECK (num_nonnulls(assignment_id, room_id) = 1);
    `.execute(db);
  },
};
