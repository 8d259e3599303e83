import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// LTI 1.3 tool, continued (server/lti, docs/lti.md): a quiz a teacher deep-linked into a course of
// the platform. lti_resource_links: one row per pick (platform, deployment, the school's assignment
// that is the quiz, the teacher who picked it), completed by the first launch of the link with the
// platform's resource link id and the line item URL of its Assignment and Grade Services claim, where
// the students' scores are sent (server/lti/score-job.ts; each try is in the audit log).
export const ltiLinks: Migration = {
  version: '044-lti-links',
  async up(db) {
    await sql`
      CREATE TABLE platform.lti_resource_links (
        id bigserial PRIMARY KEY,
        platform_id int NOT NULL REFERENCES platform.lti_platforms(id) ON DELETE CASCADE,
        deployment_id text NOT NULL,
        assignment_id int NOT NULL,
        created_by uuid NOT NULL,
        resource_link_id text,
        line_item_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (platform_id, resource_link_id)
      );
      CREATE INDEX lti_resource_links_assignment ON platform.lti_resource_links (assignment_id);
    `.execute(db);
  },
};
