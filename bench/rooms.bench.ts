// #33: one room, 35 students sending at once while the teacher's live view is open. The real server
// (its own process, the classroom benches' database and 35 signed-in students) answers through the
// loopback model server. Each round every student POSTs /api/my/rooms/:id/messages at the same
// moment (after one warm-up round); the teacher's GET /api/rooms/:id/live must show every student's message and every answer,
// and the delay from a student's send to the live view seeing that student's `message` is measured
// (target: p95 under 1 s). Then the time to first token of a room message against the plain chat
// path (POST /api/ai/chat/conversations/:id/messages, a new conversation each) by the same
// students, one at a time, alternating (target: under 5 ms added at p50).
import os from 'node:os';
import { sql } from 'kysely';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { call, classroom, figure, TEACHER, type Classroom } from './helpers/classroom.ts';
import { signIn } from './files.bench.ts';
import { firstToken } from './ai.bench.ts';
import { openStream } from '../tests/helpers/event-stream.ts';
import { startOpenAiServer } from '../tests/fixtures/openai-server.ts';

const ROUNDS = 3;
const TTFT_SAMPLES = 30;
const REPLY = 'word '.repeat(20);
const TOKEN_MS = 20;

/** A room of the bench section, open now for a day, made for this run. */
async function makeRoom(c: Classroom, title: string): Promise<number> {
  const db = c.database.db;
  const id = (
    await sql<{ id: number }>`INSERT INTO lms.rooms (title, kind, instructions, starts_at, ends_at, message_cap,
      created_by_user) VALUES (${title}, 'custom', 'Help the student practise verbs.', now() - interval '1 minute',
      now() + interval '1 day', 1000, 'bench') RETURNING id`.execute(db)
  ).rows[0].id;
  await sql`INSERT INTO lms.room_sections (room_id, section_id) VALUES (${id}, ${c.section})`.execute(db);
  return id;
}

/** Lifts the daily AI quotas (the platform's rows, as bench/ai.bench.ts does) so every stream is answered. */
async function liftQuotas(c: Classroom) {
  const operator = await signIn(c.served.url, 'operator@ei.test');
  for (const role of ['admin', '*'])
    await call(c.served, operator, 'PUT', `/api/ai-admin/rate-limits/${encodeURIComponent(role)}`, {
      tenantId: 'platform',
      requestsPerDay: null,
      tokensPerDay: null,
    });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const isDelta = (s: string) => s.includes('event: delta');

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const load = os.loadavg();
  const model = await startOpenAiServer({ reply: REPLY, tokenDelayMs: TOKEN_MS });
  // its own database (the classroom benches' ground, made the same way), so other benches' runs do not mix in
  const c = await classroom(log, {
    env: { AI_BASE_URL: model.url, AI_MODEL: 'bench-model', AI_API_KEY: 'sk-bench' },
    database: 'lms_bench_rooms',
  });
  try {
    await liftQuotas(c);
    const teacher = await signIn(c.served.url, TEACHER);
    const tokens: string[] = [];
    for (let i = 0; i < c.students.length; i += 5)
      tokens.push(...(await Promise.all(c.students.slice(i, i + 5).map((s) => signIn(c.served.url, s.email)))));
    log(`${tokens.length} students signed in`);
    const stamp = new Date().toISOString();
    const room = await makeRoom(c, `Rooms bench ${stamp}`);
    const send = (i: number, url: string) =>
      firstToken(`${c.served.url}${url}`, { content: `Is "run" a verb? (${i})` }, bearer(tokens[i]), isDelta);

    // ---- 35 at once, the live view open ------------------------------------------------------
    const live = await openStream(c.served.url, teacher, `/api/rooms/${room}/live`);
    const delays: number[] = [];
    const burstRoom: number[] = [];
    let missing = 0;
    try {
      if (live.status !== 200) throw new Error(`live view: HTTP ${live.status}`);
      await live.next((e) => e.event === 'snapshot', 30_000);
      // round 0 warms up (code paths, connections, caches) and is not counted
      for (let round = 0; round <= ROUNDS; round++) {
        const from = live.events.length;
        const sentAt = new Map<number, number>();
        await Promise.all(
          c.students.map((s, i) => {
            sentAt.set(s.partyId, performance.now());
            return send(i, `/api/my/rooms/${room}/messages`).then((ms) => round && burstRoom.push(ms));
          }),
        );
        const seen = (role: string) =>
          new Map(
            live.events
              .slice(from)
              .filter((e) => e.event === 'message' && e.data.role === role)
              .map((e) => [e.data.party_id as number, e.at]),
          );
        const t0 = performance.now();
        while (seen('assistant').size < c.students.length && performance.now() - t0 < 10_000)
          await new Promise((r) => setTimeout(r, 50));
        const asked = seen('user');
        const answered = seen('assistant');
        if (round) for (const [party, at] of asked) delays.push(at - sentAt.get(party)!);
        missing += 2 * c.students.length - asked.size - answered.size;
        log(`round ${round}: ${asked.size} questions and ${answered.size} answers on the live view`);
      }
    } finally {
      await live.close();
    }
    if (missing) throw new Error(`${missing} messages never reached the live view`);

    // the same bursts on the plain chat path (conversations made before), for the server's own load
    const burstChat: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const convs = await Promise.all(
        tokens.map((tk) =>
          call<{ id: number }>(c.served, tk, 'POST', '/api/ai/chat/conversations', { title: 'Bench' }, 201),
        ),
      );
      await Promise.all(
        convs.map((conv, i) =>
          send(i, `/api/ai/chat/conversations/${conv.id}/messages`).then((ms) => round && burstChat.push(ms)),
        ),
      );
    }

    // ---- time to first token: a room message against the plain chat -------------------------
    const ttftRoom = await makeRoom(c, `Rooms bench first token ${stamp}`);
    const [inRoom, inChat]: [number[], number[]] = [[], []];
    const chat = async (i: number) => {
      const conv = await call<{ id: number }>(
        c.served,
        tokens[i],
        'POST',
        '/api/ai/chat/conversations',
        {
          title: 'Bench',
        },
        201,
      );
      return send(i, `/api/ai/chat/conversations/${conv.id}/messages`);
    };
    model.set({ reply: 'word '.repeat(5) });
    for (let k = 0; k < 4; k++) await Promise.all([send(k, `/api/my/rooms/${ttftRoom}/messages`), chat(k)]); // warm-up
    for (let k = 0; k < TTFT_SAMPLES; k++) {
      const i = 4 + (k % (c.students.length - 4));
      inRoom.push(await send(i, `/api/my/rooms/${ttftRoom}/messages`));
      inChat.push(await chat(i));
    }
    const p50 = (xs: number[]) => quantile(xs, 0.5);
    return [
      {
        name: 'rooms: student send → teacher live view sees the message, 35 at once, p50',
        value: quantile(delays, 0.5),
        unit: 'ms',
        note: `${delays.length} messages over ${ROUNDS} rounds; every question and answer streamed to the live view`,
      },
      {
        name: 'rooms: student send → teacher live view sees the message, 35 at once, p95',
        value: quantile(delays, 0.95),
        unit: 'ms',
        target: '< 1000 ms',
        note: `max ${Math.max(...delays).toFixed(0)} ms; load average ${load[0].toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      },
      figure('rooms: time to first token, 35 at once, p95', 0.95, burstRoom, burstChat, 'plain chat path, 35 at once', {
        note: `p50 ${p50(burstRoom).toFixed(0)} ms against ${p50(burstChat).toFixed(0)} ms`,
      }),
      figure('rooms: time to first token of a room message, p50', 0.5, inRoom, inChat, 'plain chat path', {
        target: '< 5 ms added',
        note: `${(p50(inRoom) - p50(inChat)).toFixed(1)} ms added; ${inRoom.length} samples each, one at a time`,
      }),
    ];
  } finally {
    await c.close();
    await model.close();
  }
}
