// #31: the grading view's next student in a real browser: the time from the click on "Next: <name>"
// (the click event's own timestamp) to the first task after the frame that shows that student's
// work (its name as the work's heading and the essay's text), for a 30-student essay, each student
// with a handed-in version, stepping forward through all and back again, twice, as a teacher would
// (a short pause on each student, as reading takes; the neighbours' work is fetched ahead). Against a
// plain button in the same page whose click shows a text outside React, clicked in turn with the
// real one so the machine's load falls on both alike. The target: p50 under 150 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { chromium } from '@playwright/test';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { startServer } from './helpers/server.ts';
import { CHROMIUM_LAUNCH } from '../tests/e2e/helpers/chromium.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateAll } from '../server/db/migrate.ts';
import { seedDemo } from '../server/demo/seed.ts';

const STUDENTS = 30;
const PASSES = 2;
const TEACHER = 'teacher@demo-academy.test';
const ESSAY = (i: number) => `Essay ${i}: the water cycle moves water between oceans, air and land. `.repeat(30);

/** The demo school plus a section of the demo teacher: 30 students, each with an essay handed in. */
async function prepare(dataDir: string): Promise<{ assignment: number; first: number }> {
  const d = await openDatabase({ dataDir, databasePoolSize: 1 });
  try {
    await migrateAll(d.db);
    await seedDemo(d.db);
    const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(d.db)).rows[0];
    const section = await one(sql<{ id: number }>`INSERT INTO lms.sections (course_id, term_id, teacher_party_id,
        section_name)
      SELECT (SELECT min(id) FROM lms.courses),
             (SELECT tm.id FROM lms.terms tm JOIN platform.settings st ON st.current_year_term = tm.school_year
                || '/' || tm.term_name JOIN platform.tenants tn ON tn.id = st.tenant_id AND tn.name = 'lms'),
             (SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}), 'Next student bench'
      RETURNING id`);
    await sql`WITH s AS (INSERT INTO lms.parties (kind, first_name, last_name)
        SELECT 'student', 'Bench', 'Student ' || lpad(i::text, 2, '0') FROM generate_series(1, ${STUDENTS}) i
        RETURNING party_id)
      INSERT INTO lms.enrollments (section_id, student_party_id) SELECT ${section.id}, party_id FROM s`.execute(d.db);
    const a = await one(sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, category, max_points,
        due_date, status, submission_kind)
      VALUES (${section.id}, 'Water cycle essay', 'homework', 10, current_date + 7, 'published', 'text')
      RETURNING id`);
    const students = await sql<{ id: number; n: number }>`SELECT e.student_party_id AS id,
        row_number() OVER (ORDER BY p.last_name)::int AS n
      FROM lms.enrollments e JOIN lms.parties p ON p.party_id = e.student_party_id
      WHERE e.section_id = ${section.id} ORDER BY p.last_name`.execute(d.db);
    for (const s of students.rows) {
      const sub = await one(sql<{ id: number }>`INSERT INTO lms.submissions (assignment_id, student_party_id, status)
        VALUES (${a.id}, ${s.id}, 'submitted') RETURNING id`);
      await sql`INSERT INTO lms.submission_versions (submission_id, version, body_text, late)
        VALUES (${sub.id}, 1, ${ESSAY(s.n)}, false)`.execute(d.db);
    }
    return { assignment: a.id, first: students.rows[0].id };
  } finally {
    await d.close();
  }
}

/** In the page: a click on next/previous (or the plain button) until the frame showing its result. A string, so
 * the TypeScript loader's helpers (it names inner functions) do not reach the page. */
const PROBE = `(() => {
  window.__shown = [];
  const heading = () => document.querySelector('[data-testid="work"] h2')?.textContent ?? '';
  document.addEventListener('click', (e) => {
    const button = e.target.closest('button');
    const start = e.timeStamp;
    const plain = button?.id === 'bench-plain-button';
    const testId = button?.dataset.testid;
    if (!plain && testId !== 'next-student' && testId !== 'previous-student') return;
    const name = plain ? 'shown' : button.textContent.replace(/^(Next|Previous): /, '').trim();
    const shown = () => (plain ? document.getElementById('bench-plain-text').textContent === name : heading() === name);
    const wait = () => shown()
      ? requestAnimationFrame(() => setTimeout(() => window.__shown.push({ target: plain ? 'plain' : testId,
          ms: performance.now() - start })))
      : requestAnimationFrame(wait);
    wait();
  }, true);
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;bottom:0;right:0;background:#fff';
  box.innerHTML = '<button id="bench-plain-button">baseline</button><span id="bench-plain-text"></span>';
  box.querySelector('button').addEventListener('click', () => {
    document.getElementById('bench-plain-text').textContent = 'shown';
  });
  document.body.appendChild(box);
})()`;

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-next-'));
  const { assignment, first } = await prepare(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/assignments/${assignment}/grade/${first}`);
    await page.fill('input[name="login"]', TEACHER);
    await page.fill('input[name="password"]', 'Welcome-2026');
    await page.click('button[type="submit"]');
    await page.getByTestId('work').waitFor({ timeout: 60_000 });
    await page.evaluate(PROBE);
    const plain = page.locator('#bench-plain-button');
    let clicks = 0;
    for (let pass = 0; pass < PASSES; pass++)
      for (const dir of ['next-student', 'previous-student'])
        for (let i = 0; i < STUDENTS - 1 && (await page.getByTestId(dir).isEnabled()); i++) {
          const name = (await page.getByTestId(dir).innerText()).replace(/^(Next|Previous): /, '').trim();
          await page.getByTestId(dir).click();
          await page.locator('[data-testid="work"] h2', { hasText: name }).waitFor();
          await page.getByTestId('work-text').waitFor();
          await page.evaluate("document.getElementById('bench-plain-text').textContent = ''");
          await plain.click();
          await page.waitForTimeout(300); // the teacher reads; the neighbours' work arrives meanwhile
          clicks++;
        }
    await page.waitForFunction(`window.__shown.length >= ${2 * clicks}`);
    const got = (await page.evaluate('window.__shown')) as { target: string; ms: number }[];
    const of = (t: string) => got.filter((g) => g.target === t).map((g) => g.ms);
    const next = of('next-student');
    const prev = of('previous-student');
    const base = of('plain');
    const figure = (q: number, label: string): BenchResult => ({
      name: `grading view, ${STUDENTS} students: "Next" click to the next student's work painted, ${label}`,
      value: quantile(next, q),
      unit: 'ms',
      baseline: { name: 'a plain button in the same page', value: quantile(base, q) },
      ratio: quantile(next, q) / quantile(base, q),
      ...(q === 0.5
        ? {
            target: '< 150 ms (#31)',
            note: `${quantile(next, 0.5) < 150 ? 'met' : 'NOT met'}; ${next.length} next, ${prev.length} previous (p50 ${quantile(prev, 0.5).toFixed(0)} ms) clicks`,
          }
        : {}),
    });
    return [figure(0.5, 'p50'), figure(0.9, 'p90')];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
