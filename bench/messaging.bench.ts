// #16: 1,000 notifications queued through server/mail/notify.ts (template compiled once, log rows,
// deliver-notification jobs) and delivered by the job engine over nodemailer to the loopback SMTP
// server (scripts/smtp-sink.mjs, a process of its own), against nodemailer's pooled transport, set
// up as server/mail/transport.ts sets it up, sending the same 1,000 rendered messages directly to
// the same SMTP server in the same run. Queued twice: all at once with sendNotifications (as a
// sender of many messages queues them; the target figure) and one call at a time with
// sendNotification. Rates count from the first message handed over to the last one the SMTP server
// accepted. The app runs as npm start runs it by default (PGlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { BenchResult } from './types.ts';
import { freePort } from './helpers/server.ts';
import { loadConfig } from '../server/config.ts';
import { startApp } from '../server/start.ts';
import { sendNotification, sendNotifications } from '../server/mail/notify.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 1000);
/** the engine's rate is taken over what arrived by then when it has not delivered all of them */
const WINDOW_MS = Number(process.env.BENCH_MAIL_SECONDS ?? 120) * 1000;

const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').length - 1 : 0);

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
  let sink = await startSink(port, ours);
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
    const bulk = await measure('bulk', () =>
      sendNotifications(
        app,
        'assignment_due',
        Array.from({ length: N }, (_, i) => ({ to: `bulk${i}@bench.test`, vars: vars(i) })),
        { tenantId },
      ),
    );
    const single = await measure('single', async () => {
      for (let i = 0; i < N; i++)
        await sendNotification(app, 'assignment_due', `single${i}@bench.test`, vars(i), { tenantId });
    });

    // baseline: the same rendered messages through nodemailer directly, to a second sink file
    const msgs = (
      await sql<{ recipient: string; subject: string; body_text: string; body_html: string; message_id: string }>`
      SELECT recipient, subject, body_text, body_html, message_id FROM platform.notification_log
      WHERE recipient LIKE 'bulk%' ORDER BY id`.execute(db)
    ).rows;
    sink.kill('SIGTERM');
    await new Promise((r) => sink.once('exit', r));
    const directFile = path.join(dataDir, 'direct.jsonl');
    sink = await startSink(port, directFile);
    const transport = nodemailer.createTransport({ pool: true, maxConnections: 4, host: '127.0.0.1', port });
    const d0 = performance.now();
    await Promise.all(
      msgs.map((m) =>
        transport.sendMail({
          from: app.config.mail.from,
          to: m.recipient,
          subject: m.subject,
          text: m.body_text,
          html: m.body_html,
          messageId: m.message_id,
        }),
      ),
    );
    const directEnd = (await arrived(directFile, msgs.length, d0 + 600_000)).at;
    transport.close();
    const direct = msgs.length / ((directEnd - d0) / 1000);
    const baseline = { name: 'nodemailer sending the same messages directly', value: direct };
    const load = os.loadavg()[0]!.toFixed(1);
    const result = (name: string, r: { rate: number; note: string }): BenchResult => ({
      name,
      value: r.rate,
      unit: 'messages/s',
      baseline,
      ratio: r.rate / direct,
      target: '>= 0.5 x baseline',
      note: `${r.rate / direct >= 0.5 ? 'met' : 'NOT met'}; ${r.note}; PGlite; load ${load}`,
    });
    return [
      result(`${N} notifications queued at once (sendNotifications) and delivered by the job engine`, bulk),
      result(`${N} notifications queued one call at a time (sendNotification) and delivered`, single),
    ];
  } finally {
    await app.close();
    if (sink.exitCode === null) sink.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
