// The mood charts draw a handful of classes, not every class of the school: a student's messages
// count in each of its classes, so a school has dozens, and one line or bar each made a legend of
// many pages over a solid block. The classes shown are the user's pick, by default those with the
// most messages; every other class is summed per week into one "Other classes" series.

export type MoodRow = {
  week: string;
  section: string;
  messages: number;
  students: number;
  average: number;
  negative: number;
};

export const OTHER_CLASSES = 'Other classes';
export const DEFAULT_SHOWN = 5;

/** the classes by how many messages they hold, most first (then by name) */
export function classesByMessages(rows: readonly MoodRow[]): string[] {
  const total = new Map<string, number>();
  for (const r of rows) total.set(r.section, (total.get(r.section) ?? 0) + r.messages);
  return [...total.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** the chosen classes' rows as they are, and the rest summed per week into "Other classes" (the
 * average weighted by messages; students is the largest class's count, as they overlap) */
export function groupClasses(rows: readonly MoodRow[], shown: readonly string[]): MoodRow[] {
  const keep = new Set(shown);
  const out: MoodRow[] = [];
  const other = new Map<string, MoodRow & { sum: number }>();
  for (const r of rows) {
    if (keep.has(r.section)) {
      out.push(r);
      continue;
    }
    const o = other.get(r.week) ?? { ...r, section: OTHER_CLASSES, messages: 0, negative: 0, students: 0, sum: 0 };
    o.messages += r.messages;
    o.negative += r.negative;
    o.students = Math.max(o.students, r.students);
    o.sum += r.average * r.messages;
    other.set(r.week, o);
  }
  for (const { sum, ...o } of other.values()) out.push({ ...o, average: Math.round((sum / o.messages) * 1000) / 1000 });
  return out.sort((a, b) => a.week.localeCompare(b.week) || a.section.localeCompare(b.section));
}
