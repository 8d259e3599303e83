// Job schedules: a plain-language description with the next five runs; an unreadable cron is
// refused with the reason; operators change, disable and run a schedule; a school admin may look.
import { afterAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { waitFor } from '../helpers/smtp-sink.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useApiTest({ JOBS_POLL_SECONDS: '0.5' });

afterAll(async () => t?.close());

const rollup = async (email: string) =>
  (await t.call(email, 'GET', '/api/job-schedules')).body.rows.find((r: { name: string }) => r.name === 'usage-rollup');

describe('job schedules', () => {
  it('lists the shipped schedule with a description and the next five runs', async () => {
    const r = await rollup(ADMIN);
    expect(r).toMatchObject({ cron: '15 2 * * *', enabled: true, title: 'Nightly usage roll-up' });
    expect(r.reading.description).toBe('At 02:15 (UTC)');
    expect(r.reading.next).toHaveLength(5);
    for (const at of r.reading.next) expect(at).toMatch(/T02:15:00\.000Z$/);
    expect((await t.call(TEACHER, 'GET', '/api/job-schedules')).status).toBe(403);
  });

  it('refuses an unreadable cron with the reason', async () => {
    const bad = await t.call(ADMIN, 'POST', '/api/job-schedules/preview', { cron: '61 * * * *' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_cron');
    expect(bad.body.error.message).toContain('0-59');
    const r = await rollup(OPERATOR);
    const put = await t.call(OPERATOR, 'PUT', '/api/job-schedules/usage-rollup', {
      cron: '* * *',
      enabled: true,
      version: r.version,
    });
    expect(put.status).toBe(400);
    expect(put.body.error.fields.cron).toContain('five fields');
  });

  it('lets an operator change and disable a schedule (the engine follows) and run it now', async () => {
    const r = await rollup(OPERATOR);
    expect(
      (
        await t.call(ADMIN, 'PUT', '/api/job-schedules/usage-rollup', {
          cron: '0 3 * * 1',
          enabled: true,
          version: r.version,
        })
      ).status,
    ).toBe(403);
    const put = await t.call(OPERATOR, 'PUT', '/api/job-schedules/usage-rollup', {
      cron: '0 3 * * 1',
      enabled: false,
      version: r.version,
    });
    expect(put.status).toBe(200);
    expect(put.body.reading.description).toContain('Monday');
    expect(await t.app.jobs.boss.getSchedules('usage-rollup')).toHaveLength(0);
    const stale = { cron: '0 4 * * *', enabled: true, version: r.version };
    expect((await t.call(OPERATOR, 'PUT', '/api/job-schedules/usage-rollup', stale)).status).toBe(409);
    const on = await t.call(OPERATOR, 'PUT', '/api/job-schedules/usage-rollup', {
      ...stale,
      version: put.body.version,
    });
    expect(on.status).toBe(200);
    expect((await t.app.jobs.boss.getSchedules('usage-rollup')).map((s) => s.cron)).toEqual(['0 4 * * *']);

    const run = await t.call(OPERATOR, 'POST', '/api/job-schedules/usage-rollup/run');
    expect(run.status).toBe(200);
    await waitFor(
      async () => (await t.app.jobs.boss.getJobById('usage-rollup', run.body.jobId))?.state === 'completed',
      20_000,
      'run completed',
    );
  }, 90_000);
});
