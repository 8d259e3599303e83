// Opening a deep-linked saved tool output (docs/lti.md): its launch carries the custom
// saved_output_id the deep-linking answer put there. A saved output is private to the teacher who
// saved it (as in My collection), so only that teacher lands on it, reopened in its tool
// (/tt/<tool>?saved=<id>); anyone else (another teacher, a learner) lands where any launch does.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { findTool, toolHref } from '../../src/shared/tools/catalogue.ts';
import { CLAIM, type Launch } from './verify.ts';

export async function outputLanding(db: Db, launch: Launch, userId: string): Promise<string | undefined> {
  const custom = (launch.claims[`${CLAIM}custom`] ?? {}) as Record<string, unknown>;
  const id = custom.saved_output_id;
  if (launch.role !== 'teacher' || typeof id !== 'string' || !/^[1-9][0-9]{0,17}$/.test(id)) return undefined;
  const own = (
    await sql<{ tool_slug: string }>`SELECT tool_slug FROM platform.ai_saved_outputs WHERE id = ${id}::bigint
      AND user_id = ${userId} AND tenant_id = ${launch.platform.tenant_id}`.execute(db)
  ).rows[0];
  if (!own) return undefined;
  const tool = findTool(own.tool_slug);
  return tool ? `${toolHref(tool)}?saved=${id}` : '/teacher/my-collection';
}
