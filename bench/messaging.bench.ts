// #16: 1,000 notifications queued with sendNotification (server/mail/notify.ts: render, log row,
// deliver-notification job) and delivered by the job engine over nodemailer to the loopback SMTP
// server (scripts/smtp-sink.mjs, a process of its own), against nodemailer's pooled transport, set
// up as server/mail/transport.ts sets it up, sending the same 1,000 rendered messages directly to
// the same SMTP server in the same run. Both rates count from the first message handed over to the
// last one the SMTP server accepted. The app runs as npm start runs it by default (PGlite).
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
import { sendNotification } from '../server/mail/notify.ts';

const N = Number(process.env.BENCH_MESSAGES ?? 1000);
/** the engine's rate is taken over what arrived by then when it has not delivered all of them */
const WINDOW_MS = Number(process.env.BENCH_MAIL_SECONDS ?? 120) * 1000;

const lines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').length - 1 : 0);

/** Waits for `n` messages at the SMTP server or until `by`; answers when and how many arrived. */
async function arrived(file: string, n: number, by: number) {
  while (lines(file) < n && performance.now() < by) await new Promise((r) => setTimeout(r, 10));
  return { at: performance.now(), count: lines(file) };
}

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-mail-'));
  const port = await freePort();
  const sink = spawn(process.execPath, ['scripts/smtp-sink.mjs', String(port), path.join(dataDir, 'ours.jsonl')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((r) => sink.stdout!.once('data', r));
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const app = await startApp(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost',
    }),
    { logger: false },
  );
  try {
    await app.ready();
    const tenantId = (
      await sql<{ id: number }>`SELECT id FROM platform.tenants ORDER BY id LIMIT 1`.execute(app.database.db)
    ).rows[0].id;
    const vars = (i: number) => ({
      name: `Student ${i}`,
      assignment: `Essay ${i}`,
      due: '2026-12-01',
      section: 'Maths 7A',
    });
    // ours: queue all, then wait for the SMTP server to have accepted every one
    const t0 = performance.now();
    for (let i = 0; i < N; i++)
      await sendNotification(app, 'assignment_due', `student${i}@bench.test`, vars(i), { tenantId });
    const queued = performance.now();
    const got = await arrived(path.join(dataDir, 'ours.jsonl'), N, t0 + WINDOW_MS);
    const oursEnd = got.at;
    // the row is marked sent just after the SMTP answer: give the last updates a moment
    let sent = 0;
    for (let i = 0; i < 20 && sent < got.count; i++, await new Promise((r) => setTimeout(r, 100)))
      sent = (
        await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.notification_log
          WHERE status = 'sent'`.execute(app.database.db)
      ).rows[0].c;
    const ours = got.count / ((oursEnd - t0) / 1000);

    // baseline: the same rendered messages through nodemailer directly, to a second sink file
    const msgs = (
      await sql<{ recipient: string; subject: string; body_text: string; body_html: string; message_id: string }>`
      SELECT recipient, subject, body_text, body_html, message_id FROM platform.notification_log ORDER BY id`.execute(
        app.database.db,
      )
    ).rows;
    sink.kill('SIGTERM');
    await new Promise((r) => sink.once('exit', r));
    const sink2 = spawn(process.execPath, ['scripts/smtp-sink.mjs', String(port), path.join(dataDir, 'direct.jsonl')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((r) => sink2.stdout!.once('data', r));
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
    const directEnd = (await arrived(path.join(dataDir, 'direct.jsonl'), msgs.length, d0 + 600_000)).at;
    transport.close();
    sink2.kill('SIGTERM');
    const direct = msgs.length / ((directEnd - d0) / 1000);
    return [
      {
        name: `${N} notifications queued and delivered by the job engine`,
        value: ours,
        unit: 'messages/s',
        baseline: { name: 'nodemailer sending the same messages directly', value: direct },
        ratio: ours / direct,
        target: '>= 0.5 x baseline',
        note: `${ours / direct >= 0.5 ? 'met' : 'NOT met'}; ${got.count} of ${N} arrived in ${((oursEnd - t0) / 1000).toFixed(1)} s; queueing (render, log row, job) took ${((queued - t0) / 1000).toFixed(1)} s of ${((oursEnd - t0) / 1000).toFixed(1)} s; ${sent} rows marked sent; PGlite; JOBS_POLL_SECONDS ${app.config.jobs.pollSeconds}`,
      },
    ];
  } finally {
    await app.close();
    if (sink.exitCode === null) sink.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
