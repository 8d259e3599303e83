// The list-query registry, as the listmodel route and the tests read it (assembled in registry.ts).
import type { QueryEntry } from './types.ts';
import { REGISTRY } from '../registry.ts';

export function findQuery(bizobjfile: string, api: string): QueryEntry | undefined {
  return REGISTRY.queries.get(`${bizobjfile}/${api}`);
}

export function allQueries(): QueryEntry[] {
  return [...REGISTRY.queries.values()];
}
