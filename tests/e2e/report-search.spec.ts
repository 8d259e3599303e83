// A search typed as soon as a report's table shows is kept while the report finishes starting: the
// assignment report's table used to start again once the current term was known (its key is its
// filters), on a slow machine after the teacher had typed, losing the text (seen as a CI flake of
// classroom-loop.spec.ts). The CPU is slowed 8× so the start takes long enough to type into.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

test('a search typed at once into the assignment report survives its start', async ({ page, consoleProblems }) => {
  test.slow();
  await signIn(page, 'teacher@demo-academy.test');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (const text of ['zzqq first', 'zzqq second']) {
    await page.goto('/assignment-average-report');
    const search = page.getByRole('searchbox', { name: 'Search assignment or course' });
    await search.fill(text);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`filters.*${text.replace(' ', '(\\+|%20)')}`));
    await expect(page.getByText('Nothing matches these filters')).toBeVisible();
    await expect(search).toHaveValue(text);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(consoleProblems).toEqual([]);
});
