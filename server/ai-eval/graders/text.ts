// Small readers of a Markdown answer shared by the graders: its lines split at a key or solutions
// heading, numbered items, and GFM tables as rows of trimmed cells.

const KEY_HEADING = /^\s*(?:#{1,6}\s*|\*\*)?\s*(answer key|answers|solutions?|scoring guide)\b/i;

/** The answer split at its first answer-key (or solutions) heading. */
export function splitAtKey(output: string): { body: string[]; key: string[] | undefined } {
  const lines = output.split('\n');
  const at = lines.findIndex((l) => KEY_HEADING.test(l));
  return at < 0 ? { body: lines, key: undefined } : { body: lines.slice(0, at), key: lines.slice(at + 1) };
}

const ITEM = /^\s{0,3}(?:#{1,6}\s*)?(?:\*\*)?(?:q(?:uestion)?\s*|problem\s*)?(\d{1,3})[.):](?:\*\*)?\s+\S/i;

/** The numbers of the top-level numbered items ("1." "2)" "**Question 3.**") in order. */
export function numberedItems(lines: string[]): number[] {
  return lines.map((l) => l.match(ITEM)).flatMap((m) => (m ? [Number(m[1])] : []));
}

/** Every GFM table in the text: rows of cells, the header first, the delimiter row left out. */
export function tables(output: string): string[][][] {
  const out: string[][][] = [];
  let current: string[][] | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    const cells = line
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
    if (!current) out.push((current = []));
    current.push(cells);
  }
  return out;
}

/** Strips Markdown emphasis and code marks from a cell. */
export const bare = (cell: string) => cell.replace(/^[*`_]+|[*`_]+$/g, '').trim();
