// The list-query registry: every named query, grouped by module (bizobjfile), one file each.
import type { QueryEntry } from '../listmodel/types.ts';
import { securityUsers } from './security-users.ts';
import { students } from './students.ts';
import { llmTrans } from './llm-trans.ts';
import { lookups } from './lookups.ts';
import { teachers } from './teachers.ts';
import { courses } from './courses.ts';
import { audit } from './audit.ts';

export const QUERY_MODULES: readonly QueryEntry[][] = [
  securityUsers,
  students,
  llmTrans,
  lookups,
  teachers,
  courses,
  audit,
];

const byName = new Map<string, QueryEntry>();
for (const mod of QUERY_MODULES) for (const e of mod) byName.set(`${e.bizobjfile}/${e.api}`, e);

export function findQuery(bizobjfile: string, api: string): QueryEntry | undefined {
  return byName.get(`${bizobjfile}/${api}`);
}

export function allQueries(): QueryEntry[] {
  return [...byName.values()];
}
