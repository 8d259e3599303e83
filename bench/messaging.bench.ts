// #16: 1,000 notifications queued through server/mail/notify.ts (template compiled once, log rows,
// deliver-notification jobs) and delivered by the job engine over nodemailer to the loopback SMTP
// server (scripts/smtp-sink.mjs, a process of its own), against nodemailer's pooled transport, set
// up as server/mail/transport.ts sets it up, sending 1,000 messages rendered the same way directly
// to a second SMTP server of the same kind in the same run, before, between and after ours. Queued
// twice: all at once with sendNotifications (as a sender of many messages queues them) and one call
// at a time with sendNotification. Rates count from the first message handed over to the last one the SMTP server
// accepted. Both sides first send WARM messages untimed (compiled code, open SMTP connections, a
// warm SMTP server), so neither pays for starting up in its figure. The app runs as npm start runs
// it by default (PGlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { BenchResult } from './types.ts';
import { freePort } from './helpers/server.ts';
import { loadConfig } from '../server/config.ts';
import { startApp } from '../server/start.ts';
import { renderMessage, sendNotification, sendNotifications, templateFor } from '../server/mail/notify.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 1000);
/** the engine's rate is taken over what arrived by then when it has not delivered all of them */
const WINDOW_MS = Number(process.env.BENCH_MAIL_SECONDS ?? 120) * 1000;

const WARM = 100;

// lines of a sink file, counted from the bytes appended since the last look: polled every 10 ms
// while a run is timed, it must not take the process's time from the run itself
const counted = new Map<string, { bytes: number; lines: number }>();
function lines(file: string) {
  if (!fs.existsSync(file)) return 0;
  const c = counted.get(file) ?? { bytes: 0, lines: 0 };
  const size = fs.statSync(file).size;
  if (size > c.bytes) {
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(size - c.bytes);
    fs.readSync(fd, buf, 0, buf.length, c.bytes);
    fs.closeSync(fd);
    for (const b of buf) if (b === 10) c.lines++;
    c.bytes = size;
  }
  counted.set(file, c);
  return c.lines;
}

/** Waits for `n` messages at the SMTP server or until `by`; answers when and how many arrived. */
async function arrived(file: string, n: number, by: number) {
  while (lines(file) < n && performance.now() < by) await new Promise((r) => setTimeout(r, 10));
  return { at: performance.now(), count: lines(file) };
}

async function startSink(port: number, file: string) {
  const sink = spawn(process.execPath, ['scripts/smtp-sink.mjs', String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => sink.stdout!.once('data', r));
  return sink;
}

const vars = (i: number) => ({
  name: `Student ${i}`,
  assignment: `Essay ${i}`,
  due: '2026-12-01',
  section: 'Maths 7A',
});

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-mail-'));
  const port = await freePort();
  const ours = path.join(dataDir, 'ours.jsonl');
  const sink = await startSink(port, ours);
  // the direct runs go to a second SMTP server of the same kind, so they can come between ours
  const directPort = await freePort();
  const directFile = path.join(dataDir, 'direct.jsonl');
  const directSink = await startSink(directPort, directFile);
  const app = await startApp(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
    }),
    { logger: false },
  );
  const transport = nodemailer.createTransport({ pool: true, maxConnections: 4, host: '127.0.0.1', port: directPort });
  try {
    await app.ready();
    const db = app.database.db;
    const tenantId = (await sql<{ id: number }>`SELECT id FROM platform.tenants ORDER BY id LIMIT 1`.execute(db))
      .rows[0].id;
    const sentRows = async (tag: string) =>
      (
        await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.notification_log
          WHERE status = 'sent' AND recipient LIKE ${tag + '%'}`.execute(db)
      ).rows[0].c;
    /** queues N messages with `queue` and waits for the SMTP server to have accepted them */
    const measure = async (tag: string, queue: () => Promise<unknown>) => {
      const before = lines(ours);
      const t0 = performance.now();
      await queue();
      const queued = performance.now();
      const got = await arrived(ours, before + N, t0 + WINDOW_MS);
      const count = got.count - before;
      // the row is marked sent just after the SMTP answer: give the last updates a moment
      let sent = 0;
      for (let i = 0; i < 20 && sent < count; i++, await new Promise((r) => setTimeout(r, 100)))
        sent = await sentRows(tag);
      const secs = (got.at - t0) / 1000;
      const note = `${count} of ${N} arrived in ${secs.toFixed(2)} s; queueing took ${((queued - t0) / 1000).toFixed(2)} s of it; ${sent} rows marked sent`;
      return { rate: count / secs, note };
    };

    // baseline: the same messages, rendered as the pipeline renders them, through nodemailer directly
    const template = await templateFor(db, 'assignment_due', tenantId);
    const msgs = await Promise.all(
      Array.from({ length: N }, async (_, i) => ({
        to: `direct${i}@bench.test`,
        ...(await renderMessage(template, vars(i))),
        messageId: `<${randomUUID()}@localhost>`,
      })),
    );
    const sendAll = (list: typeof msgs) =>
      Promise.all(list.map((m) => transport.sendMail({ from: app.config.mail.from, ...m })));
    const direct = async () => {
      const before = lines(directFile);
      const d0 = performance.now();
      await sendAll(msgs);
      return N / (((await arrived(directFile, before + N, d0 + 600_000)).at - d0) / 1000);
    };

    await sendAll(msgs.slice(0, WARM));
    await sendNotifications(
      app,
      'assignment_due',
      Array.from({ length: WARM }, (_, i) => ({ to: `warm${i}@bench.test`, vars: vars(i) })),
      { tenantId },
    );
    await arrived(ours, WARM, performance.now() + WINDOW_MS);
    await arrived(directFile, WARM, performance.now() + WINDOW_MS);

    // direct runs before, between and after ours: each of ours against the two next to it, as the
    // load of a shared machine changes by the minute
    const directs = [await direct()];
    const bulk = await measure('bulk', () =>
      sendNotifications(
        app,
        'assignment_due',
        Array.from({ length: N }, (_, i) => ({ to: `bulk${i}@bench.test`, vars: vars(i) })),
        { tenantId },
      ),
    );
    directs.push(await direct());
    const single = await measure('single', async () => {
      for (let i = 0; i < N; i++)
        await sendNotification(app, 'assignment_due', `single${i}@bench.test`, vars(i), { tenantId });
    });
    directs.push(await direct());

    const load = os.loadavg()[0]!.toFixed(1);
    const result = (name: string, r: { rate: number; note: string }, k: number): BenchResult => {
      const value = (directs[k]! + directs[k + 1]!) / 2;
      const around = `direct ${directs[k]!.toFixed(0)} before, ${directs[k + 1]!.toFixed(0)} after`;
      return {
        name,
        value: r.rate,
        unit: 'messages/s',
        baseline: { name: 'nodemailer sending the same messages directly (mean of the runs before and after)', value },
        ratio: r.rate / value,
        target: '>= 0.5 x baseline',
        note: `${r.rate / value >= 0.5 ? 'met' : 'NOT met'}; ${r.note}; ${around}; PGlite; load ${load}`,
      };
    };
    return [
      result(`${N} notifications queued at once (sendNotifications) and delivered by the job engine`, bulk, 0),
      result(`${N} notifications queued one call at a time (sendNotification) and delivered`, single, 1),
    ];
  } finally {
    transport.close();
    await app.close();
    for (const s of [sink, directSink]) if (s.exitCode === null) s.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
