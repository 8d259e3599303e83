// The evaluation set covers every tool: each catalogue tool, the question rotator, the tutor and
// every student room kind has at least ten cases, every case names at least one property, and every
// property has a grader.
import { describe, expect, it } from 'vitest';
import { TOOL_CATALOGUE } from '../../../src/shared/tools/catalogue.ts';
import { findToolForm } from '../../../src/shared/tools/tool-forms.ts';
import { loadSet } from '../../../server/ai-eval/set.ts';
import { GRADERS } from '../../../server/ai-eval/graders/index.ts';
import { ROOM_CASE_FIELDS, ROOM_SETS } from '../../../server/ai-eval/room-case.ts';
import { ROOM_KINDS } from '../../../src/shared/rooms.ts';

const sets = loadSet();
const bySlug = new Map(sets.map((s) => [s.tool, s]));

describe('the evaluation set', () => {
  it('has at least ten cases for each of the 22 tools, the rotator and the tutor', () => {
    const wanted = [...TOOL_CATALOGUE.map((t) => t.slug), 'question-rotator', 'tutor'];
    expect(wanted).toHaveLength(24);
    const short = wanted.filter((slug) => (bySlug.get(slug)?.cases.length ?? 0) < 10);
    expect(short).toEqual([]);
  });
  it('names only properties that have a grader, at least one per case, with unique ids', () => {
    const cases = sets.flatMap((s) => s.cases);
    expect(cases.filter((c) => c.properties.length === 0).map((c) => c.id)).toEqual([]);
    const unknown = cases.flatMap((c) => c.properties.filter((p) => !GRADERS[p]).map((p) => `${c.id}: ${p}`));
    expect(unknown).toEqual([]);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });
  it("gives each tool case only its form's fields, with every required one", () => {
    const wrong: string[] = [];
    for (const s of sets.filter((x) => x.tool !== 'tutor' && !ROOM_SETS[x.tool])) {
      const form = findToolForm(s.tool)!;
      const names = new Set(form.fields.map((f) => f.name));
      for (const c of s.cases) {
        for (const k of Object.keys(c.inputs)) if (!names.has(k)) wrong.push(`${c.id}: ${k}`);
        for (const f of form.fields)
          if (f.required && c.inputs[f.name] === undefined) wrong.push(`${c.id}: no ${f.name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
  it('has at least ten cases for each room kind, each a room setting and a message', () => {
    const kinds = Object.entries(ROOM_SETS);
    expect(kinds.map(([, k]) => k).sort()).toEqual([...ROOM_KINDS].sort());
    expect(kinds.filter(([set]) => (bySlug.get(set)?.cases.length ?? 0) < 10).map(([set]) => set)).toEqual([]);
    const wrong: string[] = [];
    for (const [set] of kinds)
      for (const c of bySlug.get(set)!.cases) {
        if (typeof c.inputs.message !== 'string' || !c.inputs.message) wrong.push(`${c.id}: no message`);
        for (const k of Object.keys(c.inputs)) if (!ROOM_CASE_FIELDS.includes(k)) wrong.push(`${c.id}: ${k}`);
        // withheld answers only where the room may not give them, and only with the answers to look for
        if (c.properties.includes('withholds-answer') && (c.inputs.may_give_answers === true || !c.context?.answers))
          wrong.push(`${c.id}: withholds-answer`);
        if (set === 'room-tutor' && (!c.context?.lessons?.length || c.context.answerIn === undefined))
          wrong.push(`${c.id}: no lessons`);
      }
    expect(wrong).toEqual([]);
  });

  it('gives the standards labeler its codes and the tutor its lessons', () => {
    expect(bySlug.get('standards-labeler')!.cases.filter((c) => !c.context?.standards?.length)).toEqual([]);
    const tutor = bySlug.get('tutor')!.cases;
    expect(tutor.filter((c) => !c.context?.lessons?.length || c.context.answerIn === undefined)).toEqual([]);
  });
});
