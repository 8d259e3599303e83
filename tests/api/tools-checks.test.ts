// The checks by code after a teacher tool's generation (server/ai-eval/output-checks.ts): the loopback
// model answers a quiz, and the stream carries one `checks` event before `done` with what the
// evaluation's graders found; none for a refinement or a tool without cheap checks.
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, useToolsApp, parseSse, MCQ_REQUEST } from './tools-support.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useToolsApp();
beforeEach(() => t.model.reset());

const STEMS = [
  'Which gas do green plants take in from the air to make their food during the day?',
  'Which part of the plant cell holds the green pigment that captures the light of the sun?',
  'What sugar do plants make when they turn sunlight, water and carbon dioxide into food?',
];
/** A multiple-choice quiz of the first `n` stems, four choices each, with its answer key. */
const quiz = (n: number) =>
  [
    '# Photosynthesis quiz',
    '',
    ...STEMS.slice(0, n).flatMap((q, i) => [
      `${i + 1}. ${q}`,
      '   A) oxygen',
      '   B) carbon dioxide',
      '   C) water',
      '   D) nitrogen',
    ]),
    '',
    '## Answer key',
    ...STEMS.slice(0, n).map((_, i) => `${i + 1}. B`),
  ].join('\n');

async function generate(slug: string, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tools/${slug}/generate`,
    headers: bearer(await t.token(TEACHER)),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return parseSse(res.body).filter((e) => e.event !== 'delta');
}

describe('checks after a generation', () => {
  it('says 2 questions came back when 3 were asked for, the key and language passing, before done', async () => {
    t.model.set({ reply: quiz(2) });
    const events = await generate('question-generator', { ...MCQ_REQUEST, count: 3 });
    expect(events.map((e) => e.event)).toEqual(['checks', 'done']);
    expect(events[0].data.checks).toEqual([
      { property: 'questions', pass: false, detail: '2 questions, asked for 3' },
      { property: 'answer-key', pass: true, detail: '2 key entries' },
      { property: 'language', pass: true, detail: 'detected eng, asked for eng (English)' },
    ]);
  });

  it('passes every check when the quiz is what was asked for', async () => {
    t.model.set({ reply: quiz(3) });
    const events = await generate('question-generator', { ...MCQ_REQUEST, count: 3 });
    const checks = events.find((e) => e.event === 'checks')!.data.checks as { property: string; pass: boolean }[];
    expect(checks.map((c) => [c.property, c.pass])).toEqual([
      ['questions', true],
      ['answer-key', true],
      ['language', true],
    ]);
  });

  it('sends none for a refinement, nor for a tool without cheap checks', async () => {
    t.model.set({ reply: quiz(2) });
    const conversation = [
      { role: 'assistant', content: quiz(3) },
      { role: 'user', content: 'Make it shorter' },
    ];
    expect((await generate('question-generator', { ...MCQ_REQUEST, conversation })).map((e) => e.event)).toEqual([
      'done',
    ]);
    const lab = await generate('lab-report-generator', { gradeLevel: 'Grade 7', topic: 'Growing beans in the dark' });
    expect(lab.map((e) => e.event)).toEqual(['done']);
  });
});

describe('flagged outputs in the usage', () => {
  it("keeps the failed checks with the usage row and counts them on the school's usage", async () => {
    const usage = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/ai-admin/usage?days=1',
        headers: bearer(await t.token(ADMIN)),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().rows as { email: string; tool_slug: string; requests: number; flagged: number }[];
      return (
        rows.find((r) => r.email === TEACHER && r.tool_slug === 'question-generator') ?? { requests: 0, flagged: 0 }
      );
    };
    const before = await usage();
    t.model.set({ reply: quiz(2) });
    await generate('question-generator', { ...MCQ_REQUEST, count: 3 });
    t.model.set({ reply: quiz(3) });
    await generate('question-generator', { ...MCQ_REQUEST, count: 3 });
    const after = await usage();
    expect([after.requests - before.requests, after.flagged - before.flagged]).toEqual([2, 1]);
  });
});
