// The roster import reads and checks its CSV files in a worker thread (server/roster/parse-thread.ts,
// issue #28 item 1): the thread that parsed a real upload is not the one answering requests, and a
// worker that stops half-way (a crash) or finds a value over its limit in the last file leaves
// nothing written, although earlier files' rows had already been written in the transaction.
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { goodBundle, oneRosterZip, uploadRoster } from '../fixtures/oneroster-bundle.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';
import { lastParse } from '../../server/roster/parse-thread.ts';
import { MAX_CELL_CHARS } from '../../server/roster/limits.ts';

const t = useApiTest();
const upload = async (zip: Uint8Array, query = '') => uploadRoster(t.app, await t.token(ADMIN), zip, query);

/** Rows of the test bundle (sourcedIds with -rt) in the demo school. */
async function rostered() {
  const out: Record<string, number> = {};
  for (const table of ['orgs', 'terms', 'courses', 'sections', 'parties', 'enrollments']) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.${sql.id(table)}
      WHERE sourced_id LIKE '%-rt%'`.execute(t.app.database.db);
    out[table] = r.rows[0].n;
  }
  return out;
}
const NONE = { orgs: 0, terms: 0, courses: 0, sections: 0, parties: 0, enrollments: 0 };

afterEach(() => {
  delete process.env.ROSTER_TEST_WORKER_EXIT_AT;
});

describe('OneRoster import in a worker thread', () => {
  it('parses the upload in another thread than the one answering requests', async () => {
    lastParse.threadId = -1;
    const r = await upload(oneRosterZip(goodBundle()), '?dryRun=true');
    expect(r.status).toBe(200);
    expect(r.body.counts['users.csv']).toEqual({ create: 3, update: 0, delete: 0 });
    expect(lastParse.threadId).toBeGreaterThan(0);
    expect(lastParse.threadId).not.toBe(threadId);
  });

  it('answers a worker that stops half-way with 422 and writes nothing', async () => {
    process.env.ROSTER_TEST_WORKER_EXIT_AT = 'users';
    const r = await upload(oneRosterZip(goodBundle()));
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('roster_invalid');
    expect(r.body.errors).toEqual([
      {
        file: '',
        line: 0,
        field: '',
        message: 'The roster could not be read to the end; nothing was written. Try again',
      },
    ]);
    expect(await rostered()).toEqual(NONE);
    delete process.env.ROSTER_TEST_WORKER_EXIT_AT;
    expect((await upload(oneRosterZip(goodBundle()), '?dryRun=true')).status).toBe(200);
  });

  it('refuses a value over its limit in the last file and writes none of the earlier files', async () => {
    const bundle = goodBundle();
    bundle.enrollments[2][8] = '2030-08-01'.padEnd(MAX_CELL_CHARS + 1, 'x');
    const r = await upload(oneRosterZip(bundle));
    expect(r.status).toBe(422);
    expect(r.body.errors).toContainEqual({
      file: 'enrollments.csv',
      line: 4,
      field: 'beginDate',
      message: `beginDate is longer than ${MAX_CELL_CHARS.toLocaleString('en')} characters`,
    });
    expect(await rostered()).toEqual(NONE);
  });
});
