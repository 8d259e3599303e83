// Demo lesson transcripts for the EI tutor (/ai/ei-tutor, docs/ai-chat.md) and
// /ei/lesson-transcripts: two timed transcripts on the video lessons of the first course of Demo
// Academy and of EI (server/demo/seed-content.ts). Idempotent per tenant.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { saveTranscript } from '../transcripts/store.ts';
import { demoTenant } from './seed-once.ts';

const LESSONS: [lesson: string, chunks: [startMs: number, endMs: number, text: string][]][] = [
  [
    'Lesson 1: Inside the cell',
    [
      [0, 40_000, 'Every living thing is made of cells. Today we open one up and look at its parts.'],
      [
        95_000,
        150_000,
        'The nucleus holds the cell’s DNA and controls what the cell does. Mitochondria release energy from food.',
      ],
    ],
  ],
  [
    'Lesson 3: How plants make food',
    [
      [0, 45_000, 'Plants do not eat the way animals do. They make their own food in their leaves.'],
      [
        65_000,
        130_000,
        'Photosynthesis uses light energy to turn water and carbon dioxide into glucose, and gives off oxygen.',
      ],
    ],
  ],
];

export async function seedTutor(db: Db) {
  for (const schema of ['lms', 'ei_lms']) await seedTranscripts(db, schema);
}

async function seedTranscripts(db: Db, schema: string) {
  const tenant = await demoTenant(db, schema);
  const s = tenant.ident;
  const done = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.lesson_transcripts LIMIT 1`.execute(db);
  if (done.rows.length) return;
  for (const [lesson, chunks] of LESSONS) {
    const el = await sql<{ id: number }>`SELECT id FROM ${s}.content_elements WHERE title = ${lesson}
      ORDER BY id LIMIT 1`.execute(db);
    if (!el.rows.length) continue;
    await saveTranscript(db, tenant, {
      title: lesson,
      contentElementId: el.rows[0].id,
      format: 'vtt',
      fileName: 'demo-lesson.vtt',
      chunks: chunks.map(([startMs, endMs, text]) => ({ startMs, endMs, text })),
      createdBy: null,
    });
  }
}
