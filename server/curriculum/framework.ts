// The one shape both import formats (CASE JSON, CSV) are read into before anything is written, and
// the hierarchy checks they share: a package with a fault is refused whole, naming where it is.
import { unprocessable } from '../errors.ts';

export interface StandardIn {
  identifier: string;
  code: string;
  statement: string;
  parent: string | null;
  gradeLevels: string[];
  /** where the standard came from, for error messages: a CSV line or a CASE identifier */
  at: string;
}

export interface FrameworkIn {
  identifier: string;
  title: string;
  subject: string;
  source: 'case' | 'csv' | 'seed';
  standards: StandardIn[];
}

export const refuse = (message: string, at: Record<string, unknown>) => unprocessable(message, 'invalid_framework', at);

/** Duplicate identifiers, unknown parents and cycles; the standards come back parents first. */
export function checkHierarchy(f: FrameworkIn, where: (s: StandardIn) => Record<string, unknown>): FrameworkIn {
  const byId = new Map<string, StandardIn>();
  for (const s of f.standards) {
    if (byId.has(s.identifier)) throw refuse(`Duplicate identifier ${s.identifier} (${s.at})`, where(s));
    byId.set(s.identifier, s);
  }
  for (const s of f.standards) {
    if (s.parent !== null && !byId.has(s.parent)) throw refuse(`Unknown parent ${s.parent} of ${s.at}`, where(s));
  }
  const ordered: StandardIn[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (s: StandardIn) => {
    if (state.get(s.identifier) === 'done') return;
    if (state.get(s.identifier) === 'visiting') throw refuse(`The hierarchy has a cycle at ${s.at}`, where(s));
    state.set(s.identifier, 'visiting');
    if (s.parent !== null) visit(byId.get(s.parent)!);
    state.set(s.identifier, 'done');
    ordered.push(s);
  };
  f.standards.forEach(visit);
  return { ...f, standards: ordered };
}
