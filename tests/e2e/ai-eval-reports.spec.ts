// /ai/eval-reports: an operator uploads a report.json through the page's button (a second model's
// report arrives through the API, as `npm run eval -- --publish` sends it), sees both models side
// by side (pass rate per tool, a tool opened to its properties, the bar chart drawn), deletes both
// from the stored reports; axe and 375 px hold with rows. (That a school's administrator has no such
// page: tests/unit/policies/operator.test.ts and the API test's 403s.)
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { PHONE } from './helpers/route-checks.ts';

const tool = (name: string, passed: number, total: number) => ({
  tool: name,
  cases: total,
  errors: 0,
  properties: { questions: { passed, total, rate: Math.round((passed / total) * 1000) / 1000 } },
  promptTokens: 1000,
  completionTokens: 500,
  meanFirstTokenMs: 420,
  cost: 0.0012,
});

test('an operator uploads reports, compares the models and deletes one', async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const a = {
    model: `e2e-a-${run}`,
    date: '2026-11-27',
    tools: [tool('question-generator', 9, 10), tool('rubric-generator', 5, 10)],
  };
  const b = { model: `e2e-b-${run}`, date: '2026-11-26', tools: [tool('question-generator', 4, 10)] };
  await signIn(page, 'operator@ei.test');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const published = await page.request.post('/api/ai/eval-reports', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: JSON.stringify(b),
  });
  expect(published.status()).toBe(201);

  await page.goto('/ai/eval-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'AI evaluations' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'report.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(a)) });
  await expect(page.getByText(`Stored the report of ${a.model} (2026-11-27)`)).toBeVisible();

  const compare = page.getByTestId('eval-compare');
  await expect(compare.getByRole('columnheader', { name: `${a.model} (2026-11-27)` })).toBeVisible();
  const qg = compare.getByRole('row').filter({ hasText: 'question-generator' }).first();
  await expect(qg).toContainText('90% (9/10)');
  await expect(qg).toContainText('40% (4/10)');
  await expect(compare.getByRole('row').filter({ hasText: 'rubric-generator' }).first()).toContainText('not run');
  await qg.getByRole('button', { name: /expand/i }).click();
  await expect(page.getByRole('table', { name: 'question-generator: properties' })).toContainText('questions');
  await expect(page.getByTestId('chart-eval-pass-rate').locator('canvas').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);

  for (const m of [a.model, b.model]) {
    await page.getByRole('button', { name: `Actions for ${m} ` + (m === a.model ? a.date : b.date) }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(compare.getByRole('columnheader', { name: new RegExp(m) })).toHaveCount(0);
  }
});
