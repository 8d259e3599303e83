// The standards labeler labels only with the tenant's own imported standards (docs/curriculum.md):
// when the tenant has frameworks, the prompt lists the codes it may use (narrowed to the subject
// and grade asked for when those match) and says to write "none" rather than invent one; the
// answer's code column is then checked against the list and any code not in it is reported.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';

export interface Standard {
  code: string;
  statement: string;
}

/** At most this many codes go into a prompt (about 15k tokens of statements at worst). */
export const MAX_GROUNDING_CODES = 300;

export async function tenantStandards(
  db: Db,
  tenant: Tenant,
  ask: { subject?: string; grade?: number },
): Promise<{ standards: Standard[]; frameworks: string[]; total: number }> {
  const s = tenant.ident;
  const subject = ask.subject?.trim() ? `%${ask.subject.trim()}%` : null;
  const grade = ask.grade ?? null;
  // narrow by subject and grade only where that leaves something: a subject typed differently
  // from the framework's must not leave the labeler without codes
  const r = await sql<Standard & { framework: string; fits: number }>`
    SELECT st.code, st.statement, f.title AS framework,
      (CASE WHEN ${subject}::text IS NOT NULL AND (f.subject ILIKE ${subject} OR f.title ILIKE ${subject}) THEN 2 ELSE 0 END
       + CASE WHEN st.grade_levels ? ${String(grade)}::text OR st.grade_levels ? ${String(grade).padStart(2, '0')}::text
           THEN 1 ELSE 0 END) AS fits
    FROM ${s}.standards st JOIN ${s}.frameworks f ON f.id = st.framework_id
    WHERE st.code <> ''`.execute(db);
  if (!r.rows.length) return { standards: [], frameworks: [], total: 0 };
  const best = Math.max(...r.rows.map((x) => x.fits));
  const kept = r.rows.filter((x) => x.fits === best);
  kept.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  return {
    standards: kept.slice(0, MAX_GROUNDING_CODES).map(({ code, statement }) => ({ code, statement })),
    frameworks: [...new Set(kept.map((x) => x.framework))],
    total: kept.length,
  };
}

export function groundingInstruction(standards: readonly Standard[]): string {
  return [
    "Use only the standard codes of this school's frameworks listed below, exactly as written.",
    'If no listed standard fits a question, write "none" as its code. Never invent a code.',
    '',
    ...standards.map((x) => `- ${x.code}: ${x.statement}`),
  ].join('\n');
}

const EMPTY = new Set(['', 'none', 'n/a', '-', '—']);

/** The codes in the answer's Markdown table (the column whose header names a code) that the
 * school's list does not have. */
export function unknownCodes(answer: string, allowed: ReadonlySet<string>): string[] {
  const rows = answer
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|'))
    .map((l) =>
      l
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim().replace(/^[*`_]+|[*`_]+$/g, '')),
    );
  const header = rows.findIndex((cells) => cells.some((c) => /code/i.test(c)));
  if (header < 0) return [];
  const col = rows[header].findIndex((c) => /code/i.test(c));
  const lower = new Set([...allowed].map((c) => c.toLowerCase()));
  const out = new Set<string>();
  for (const cells of rows.slice(header + 1)) {
    const v = cells[col] ?? '';
    if (/^:?-{2,}:?$/.test(v)) continue;
    for (const code of v.split(/[,;]\s*/)) {
      const c = code.trim();
      if (!EMPTY.has(c.toLowerCase()) && !lower.has(c.toLowerCase())) out.add(c);
    }
  }
  return [...out];
}
