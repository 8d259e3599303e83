// The app (npm start's server, on the embedded PostgreSQL server) killed with SIGKILL while it
// writes: started again on the same DATA_DIR it stops the server the killed app left, starts on
// the same data, and every write it had acknowledged is there; a SIGTERM at the end stops the app
// and its PostgreSQL server. npm run bench embedded does this six times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killDuringWrites } from '../helpers/kill-writes.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-kill-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the app killed during writes', () => {
  it('loses no acknowledged write and starts again on the same data', { timeout: 240_000 }, async () => {
    const r = await killDuringWrites(dataDir, 1, (m) => console.log(`[kill] ${m}`));
    console.log(
      `[kill] ${r.acknowledged} acknowledged, ${r.lost} lost, restart ${r.restartMs.map((m) => m.toFixed(0))} ms`,
    );
    expect(r.acknowledged).toBeGreaterThan(0);
    expect(r.lost).toBe(0);
    expect(r.restartMs).toHaveLength(1);
    // and SIGTERM stops the app and then its PostgreSQL server
    expect(r.cleanStop).toBe(true);
  });
});
