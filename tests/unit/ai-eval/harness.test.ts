// `npm run eval` end to end against the loopback model server with canned answers: two cases each
// of four tools and of the custom student room, some answers passing and some failing a known
// property; the room's cases reach the model with the room's own prompt. The tests that start the
// command again have 30 s: a process start on a loaded machine can take more than 5. The report's pass rates,
// tokens and cost must be the ones worked out by hand below, and a second run must resume, not redo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer, tokenize, type ChatBody, type FakeOpenAi } from '../../fixtures/openai-server.ts';
import type { Report } from '../../../server/ai-eval/report.ts';

const QUIZ = [
  '# The water cycle',
  '',
  ...[
    'Which step of the water cycle turns liquid water into vapor when the sun heats lakes and oceans?',
    'What do we call water vapor that cools high in the sky and forms tiny droplets in clouds?',
    'Which word names rain, snow, sleet or hail falling from the clouds back to the ground?',
    'Where does most of the water that evaporates on our planet come from every single day?',
    'What happens to rain water that soaks into the soil and collects deep under the ground?',
  ].flatMap((q, i) => [`${i + 1}. ${q}`, '   A) one', '   B) two', '   C) three', '   D) four']),
  '',
  '## Answer key',
  '1. A',
  '2. B',
  '3. C',
  '4. D',
  '5. B',
].join('\n');
const BLOOMS = [
  "# Bloom's levels",
  '',
  "| # | Question | Bloom's level | Why |",
  '|---|---|---|---|',
  '| 1 | Cell membrane | Remember | recall |',
  '| 2 | Photosynthesis | Remember | recall |',
  '| 3 | Cell wall | Understand | explain |',
  '| 4 | Nucleus and ribosome | Analyze | compare |',
].join('\n');
const TUTOR = 'Leaves make sugar from sunlight, water and air [Lesson 2: How plants make food, 02:15].';
const ROTATED = JSON.stringify({
  questions: ['Which gas do plants absorb?', 'Where is photosynthesis carried out?'].map((stem) => ({
    stem,
    choices: ['w', 'x', 'y', 'z'],
  })),
});

const ROOM =
  'Let us work it out together. What could you do to both sides of the equation so that the letter ' +
  'stands on its own? Try it and tell me what you get.';

const JUDGED = '{"tone": 4, "accuracy": 5}';

function reply(body: ChatBody): string {
  const all = body.messages.map((m) => m.content).join('\n');
  if (all.includes('You grade the output')) return JUDGED;
  if (all.includes('You are the tutor')) return TUTOR;
  if (all.includes('You are an assistant a teacher set up')) return ROOM;
  if (all.includes('Reword each question')) return ROTATED;
  if (all.includes("Bloom's taxonomy")) return BLOOMS;
  return QUIZ;
}

let server: FakeOpenAi;
let out: string;
const run = (more: string[] = []) =>
  promisify(execFile)(
    'node',
    [
      '--import',
      'tsx',
      'server/ai-eval/cli.ts',
      ...['--base-url', server.url, '--model', 'canned-1'],
      ...[
        '--tools',
        'question-generator,blooms-labeler,tutor,question-rotator,room-custom',
        '--limit',
        '2',
        '--concurrency',
        '3',
      ],
      ...['--price-in', '1', '--price-out', '2', '--run', 'ci', '--out', out],
      ...more,
    ],
    { env: { ...process.env, AI_BASE_URL: '', AI_MODEL: '' } },
  );

beforeAll(async () => {
  server = await startOpenAiServer({ reply, firstTokenDelayMs: 30 });
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-eval-'));
  await run();
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(out, { recursive: true, force: true });
});

describe('npm run eval against the loopback model', () => {
  it('reports the pass rates worked out by hand', () => {
    const report = JSON.parse(fs.readFileSync(path.join(out, 'ci', 'report.json'), 'utf8')) as Report;
    expect(report.model).toBe('canned-1');
    const rates = Object.fromEntries(
      report.tools.map((t) => [
        t.tool,
        Object.fromEntries(Object.entries(t.properties).map(([p, x]) => [p, x.passed])),
      ]),
    );
    expect(rates).toEqual({
      // case 01 asks for 5 multiple-choice questions (the quiz has 5), case 02 for 6 short-answer ones
      'question-generator': { questions: 1, 'answer-key': 2, language: 2, markdown: 2 },
      // case 01's assessment has 4 questions (4 rows), case 02's has 5
      'blooms-labeler': { blooms: 1, markdown: 2 },
      // case 01's lessons hold the answer in Lesson 2; case 02's do not include that label at all
      tutor: { 'tutor-citation': 1 },
      // case 01 has 2 questions of 4 choices like the reply; case 02 has 3
      'question-rotator': { 'rotator-structure': 1 },
      // case 01 may not give the answer (x = 4) and the reply does not; case 02 asks for Spanish
      'room-custom': { 'withholds-answer': 1, language: 1 },
    });
    expect(report.tools.every((t) => t.cases === 2 && t.errors === 0)).toBe(true);
  });

  it('sums tokens and cost from what the model server counted, and times the first token', () => {
    const report = JSON.parse(fs.readFileSync(path.join(out, 'ci', 'report.json'), 'utf8')) as Report;
    const qg = report.tools.find((t) => t.tool === 'question-generator')!;
    expect(qg.completionTokens).toBe(2 * tokenize(QUIZ).length);
    const prompts = server.requests
      .filter((r) =>
        r.body.messages.some(
          (m) => m.content.includes('Write 5 Multiple choice') || m.content.includes('Write 6 Short answer'),
        ),
      )
      .reduce((n, r) => n + r.body.messages.reduce((k, m) => k + tokenize(m.content).length, 0), 0);
    expect(prompts).toBeGreaterThan(0);
    expect(qg.promptTokens).toBe(prompts);
    expect(qg.cost).toBeCloseTo((prompts * 1 + qg.completionTokens * 2) / 1e6, 6);
    expect(qg.meanFirstTokenMs).toBeGreaterThanOrEqual(30);
    const md = fs.readFileSync(path.join(out, 'ci', 'report.md'), 'utf8');
    expect(md).toContain('| question-generator | 2 | 0 | questions 50% (1/2); answer-key 100% (2/2)');
  });

  it('resumes: a second run sends nothing new and keeps one result per case', async () => {
    const before = server.requests.length;
    expect(before).toBe(10);
    await run();
    expect(server.requests.length).toBe(before);
    expect(
      fs
        .readFileSync(path.join(out, 'ci', 'results.jsonl'), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(10);
  }, 30_000);

  it("sends a room case with the room's own system prompt and the student's message", () => {
    const sent = server.requests.find((r) => r.body.messages.some((m) => m.content.includes('Just tell me x')));
    expect(sent?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const system = sent!.body.messages[0].content;
    expect(system).toContain("You are an assistant a teacher set up for a classroom room. Follow the teacher's");
    expect(system).toContain("The teacher's instructions: You are a patient math helper for grade 7.");
    expect(system).toContain('Do not give final answers to exercises or tests');
  });

  it("scores with the judge apart and counts the judge's tokens as the model server counted them", async () => {
    const before = server.requests.length;
    await run(['--run', 'judged', '--tools', 'question-generator', '--judge-model', 'judge-1']);
    const judged = server.requests.slice(before).filter((r) => r.body.model === 'judge-1');
    expect(judged).toHaveLength(2);
    const tokens = judged.reduce(
      (n, r) => n + r.body.messages.reduce((k, m) => k + tokenize(m.content).length, 0) + tokenize(JUDGED).length,
      0,
    );
    const report = JSON.parse(fs.readFileSync(path.join(out, 'judged', 'report.json'), 'utf8')) as Report;
    const qg = report.tools.find((t) => t.tool === 'question-generator')!;
    expect(qg.judge).toEqual({ scored: 2, tone: 4, accuracy: 5, tokens });
    // the tool's own tokens do not include the judge's
    expect(qg.completionTokens).toBe(2 * tokenize(QUIZ).length);
    const md = fs.readFileSync(path.join(out, 'judged', 'report.md'), 'utf8');
    expect(md).toContain(`| question-generator | 2 | 4 | 5 | ${tokens} |`);
  }, 30_000);
});
