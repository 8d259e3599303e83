// #13: the gradebook of a 35-student, 40-assignment section in a real browser: the time from a
// keystroke in a grade cell to the frame that shows it (the key event's own timestamp to the
// first task after the next animation frame, i.e. after that frame was painted), against the same
// measurement on a plain <input> outside React in the same page, typed in turn with the cells so
// the machine's load falls on both alike. Every typed score is saved as the teacher's would be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { chromium, type Page } from '@playwright/test';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { startServer } from './helpers/server.ts';
import { CHROMIUM_LAUNCH } from '../tests/e2e/helpers/chromium.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateAll } from '../server/db/migrate.ts';
import { seedDemo } from '../server/demo/seed.ts';

const STUDENTS = 35;
const ASSIGNMENTS = 40;
const KEYS = 150;
const TEACHER = 'teacher@demo-academy.test';

/** The demo school plus one section of the demo teacher this term: 35 students by 40 graded assignments. */
async function prepare(dataDir: string): Promise<number> {
  const d = await openDatabase({ dataDir, databasePoolSize: 1 });
  try {
    await migrateAll(d.db);
    await seedDemo(d.db);
    const section = await sql<{
      id: number;
    }>`INSERT INTO lms.sections (course_id, term_id, teacher_party_id, section_name)
      SELECT (SELECT min(id) FROM lms.courses),
             (SELECT tm.id FROM lms.terms tm JOIN platform.settings st ON st.current_year_term = tm.school_year || '/' || tm.term_name
                JOIN platform.tenants tn ON tn.id = st.tenant_id AND tn.name = 'lms'),
             (SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}), 'Keystroke bench'
      RETURNING id`.execute(d.db);
    const id = section.rows[0].id;
    await sql`WITH s AS (INSERT INTO lms.parties (kind, first_name, last_name)
        SELECT 'student', 'Bench', 'Student ' || lpad(i::text, 2, '0') FROM generate_series(1, ${STUDENTS}) i RETURNING party_id)
      INSERT INTO lms.enrollments (section_id, student_party_id) SELECT ${id}, party_id FROM s`.execute(d.db);
    await sql`INSERT INTO lms.assignments (section_id, title, category, max_points, due_date)
      SELECT ${id}, 'Task ' || lpad(i::text, 2, '0'), 'homework', 10, current_date - 50 + i FROM generate_series(1, ${ASSIGNMENTS}) i`.execute(
      d.db,
    );
    await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score)
      SELECT a.id, e.student_party_id, (a.id + e.student_party_id) % 11 FROM lms.assignments a
      JOIN lms.enrollments e ON e.section_id = a.section_id WHERE a.section_id = ${id}`.execute(d.db);
    return id;
  } finally {
    await d.close();
  }
}

/** In the page: every keydown's delay until the frame showing its result has been painted. */
function installProbe(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __keyLatency: { target: string; ms: number; shown: boolean }[] };
    w.__keyLatency = [];
    document.addEventListener(
      'keydown',
      (e) => {
        const target = e.target as HTMLInputElement;
        const start = e.timeStamp;
        const key = e.key;
        requestAnimationFrame(() =>
          setTimeout(() =>
            w.__keyLatency.push({
              target: target.dataset.cell ? 'cell' : 'plain',
              ms: performance.now() - start,
              shown: target.value.includes(key),
            }),
          ),
        );
      },
      true,
    );
    const plain = document.createElement('input');
    plain.id = 'bench-plain-input';
    plain.setAttribute('aria-label', 'baseline');
    plain.style.cssText = 'position:fixed;bottom:0;right:0;width:64px';
    document.body.appendChild(plain);
  });
}

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-keys-'));
  const sectionId = await prepare(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/section/${sectionId}/gradebook`);
    await page.fill('input[name="login"]', TEACHER);
    await page.fill('input[name="password"]', 'Welcome-2026');
    await page.click('button[type="submit"]');
    await page.locator(`[data-cell="${STUDENTS - 1}:${ASSIGNMENTS - 1}"]`).waitFor({ timeout: 60_000 });
    const cells = await page.locator('[data-cell]').count();
    await installProbe(page);
    const plain = page.locator('#bench-plain-input');
    for (let i = 0; i < KEYS; i++) {
      const digit = String((i % 9) + 1);
      const cell = page.locator(`[data-cell="${i % STUDENTS}:${Math.floor(i / STUDENTS) % ASSIGNMENTS}"]`);
      await cell.focus();
      await cell.evaluate((el: HTMLInputElement) => el.select());
      await page.keyboard.press(digit);
      await plain.focus();
      await plain.evaluate((el: HTMLInputElement) => el.select());
      await page.keyboard.press(digit);
      await page.waitForTimeout(40);
    }
    await page.waitForTimeout(1500); // the last saves
    const got = await page.evaluate(
      () => (window as unknown as { __keyLatency: { target: string; ms: number; shown: boolean }[] }).__keyLatency,
    );
    const of = (t: string) => got.filter((g) => g.target === t);
    const cellMs = of('cell').map((g) => g.ms);
    const plainMs = of('plain').map((g) => g.ms);
    const notShown = of('cell').filter((g) => !g.shown).length;
    const saved = await page.locator('[data-cell][data-state="error"], [data-cell][data-state="conflict"]').count();
    const p50 = quantile(cellMs, 0.5);
    const base50 = quantile(plainMs, 0.5);
    const p95 = quantile(cellMs, 0.95);
    const base95 = quantile(plainMs, 0.95);
    const note = `${cells} cells; ${cellMs.length} keystrokes each; ${notShown} not shown by the next frame; ${saved} cells in error after saving`;
    return [
      {
        name: 'gradebook 35×40: keystroke to the painted cell, p50',
        value: p50,
        unit: 'ms',
        baseline: { name: 'plain <input> in the same page', value: base50 },
        ratio: p50 / base50,
        target: '< 50 ms',
        note,
      },
      {
        name: 'gradebook 35×40: keystroke to the painted cell, p95',
        value: p95,
        unit: 'ms',
        baseline: { name: 'plain <input> in the same page', value: base95 },
        ratio: p95 / base95,
        target: '< 50 ms',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
