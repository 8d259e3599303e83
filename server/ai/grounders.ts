// Tools whose answers must keep to the tenant's own records: before the generation, a grounder
// adds what the model may use to the prompt; after it, it checks the answer and the page gets a
// `grounding` event with what it found. Keyed by tool slug; a tool without one is unchanged.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { ToolInputs } from '../../src/shared/tools/field-types.ts';
import { groundingInstruction, tenantStandards, unknownCodes } from '../curriculum/standards-grounding.ts';
import { targetGrade } from './grade-target.ts';

export interface Grounding {
  /** added to the teacher's request in the prompt */
  instruction: string;
  /** what the page is told about the finished answer */
  check(answer: string): Record<string, unknown>;
}

type Grounder = (db: Db, tenant: Tenant, inputs: ToolInputs) => Promise<Grounding | undefined>;

const standardsLabeler: Grounder = async (db, tenant, inputs) => {
  const subject = typeof inputs.subject === 'string' ? inputs.subject : undefined;
  const found = await tenantStandards(db, tenant, { subject, grade: targetGrade(inputs.gradeLevel) });
  if (!found.standards.length) return undefined;
  const allowed = new Set(found.standards.map((x) => x.code));
  return {
    instruction: groundingInstruction(found.standards),
    check: (answer) => ({
      kind: 'standards',
      frameworks: found.frameworks,
      offered: found.standards.length,
      unknown: unknownCodes(answer, allowed),
    }),
  };
};

export const GROUNDERS: Readonly<Record<string, Grounder>> = { 'standards-labeler': standardsLabeler };
