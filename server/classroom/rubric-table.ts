// Reads the rubric generator's output (its template asks for a Markdown table: one row per
// criterion, one column per level, highest first, the points in each level's header, e.g.
// "| Criterion | Excellent (4 pts) | Good (3) |") into criteria and levels. A header without points
// takes them from the cell ("... (10 pts)"). Pure; null when the text holds no such table.
export interface RubricLevel {
  title: string;
  description: string;
  points: number;
}
export interface RubricCriterion {
  title: string;
  description: string;
  levels: RubricLevel[];
}

const POINTS = /\(?\s*(\d+(?:\.\d+)?)(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s*(?:pts?|points?)?\s*\)?\s*$/i;
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.replace(/\*\*|__/g, '').trim());
const isRule = (line: string) => /^\|?\s*:?-{2,}/.test(line.trim());

/** "Excellent (4 pts)" → ["Excellent", 4]; the number is the last one, a range "3-4" gives 3 */
function titleAndPoints(text: string): [string, number | undefined] {
  const m = text.match(POINTS);
  if (!m || m.index === 0) return [text, undefined];
  return [
    text
      .slice(0, m.index)
      .replace(/[\s:–-]+$/, '')
      .trim(),
    Number(m[1]),
  ];
}

export function parseRubricTable(markdown: string): RubricCriterion[] | null {
  const lines = markdown.split(/\r?\n/).filter((l) => l.trim().startsWith('|'));
  const ruleAt = lines.findIndex(isRule);
  if (ruleAt < 1) return null;
  const header = cells(lines[ruleAt - 1]).slice(1);
  if (header.length < 2) return null;
  const heads = header.map(titleAndPoints);
  const out: RubricCriterion[] = [];
  for (const line of lines.slice(ruleAt + 1)) {
    if (isRule(line)) continue;
    const row = cells(line);
    if (!row[0] || /^total/i.test(row[0])) continue;
    const [title] = titleAndPoints(row[0]);
    const levels: RubricLevel[] = [];
    heads.forEach(([levelTitle, headPoints], i) => {
      const cell = row[i + 1] ?? '';
      const points = headPoints ?? titleAndPoints(cell)[1];
      if (points !== undefined) levels.push({ title: levelTitle, description: cell, points });
    });
    if (levels.length) out.push({ title, description: '', levels });
  }
  return out.length ? out : null;
}
