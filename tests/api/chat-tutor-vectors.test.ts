// The EI tutor's retrieval by meaning (docs/ai-chat.md) with an embedding model configured: the
// lesson-embeddings job embeds a lesson when its transcript is uploaded or its text is written,
// through the OpenAI SDK against the loopback server's /embeddings (deterministic vectors:
// tests/fixtures/embeddings.ts), and a question in other words than the lesson's finds and cites it.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, parseSse, textOf, useToolsApp } from './tools-support.ts';
import { searchTranscripts } from '../../server/transcripts/search.ts';
import { rankingOf } from '../../server/chat/vector-search.ts';
import { anyWordQuery } from '../../server/chat/tutor.ts';
import { ADMIN, OPERATOR, STUDENT } from '../helpers/demo-accounts.ts';
import { saveTranscript } from '../../server/transcripts/store.ts';
import { tenantBySchema } from '../../server/db/tenant.ts';
import { queueLessonEmbeddings } from '../../server/transcripts/embedding-job.ts';
import { waitFor } from '../helpers/smtp-sink.ts';

const TUTOR = '/api/ai/tutor/conversations';
const MODEL = 'loopback-embed';
const IGNEOUS = 'Igneous rocks form when hot magma cools and hardens deep underground.';
const SEDIMENTARY = 'Sedimentary rocks form from layers of sand and mud pressed together over millions of years.';
const VTT = `WEBVTT\n\n00:00:20.000 --> 00:01:10.000\n${IGNEOUS}\n\n00:01:15.000 --> 00:02:20.000\n${SEDIMENTARY}\n`;
// no word of these is in the lessons (so full-text search finds nothing); their meaning is
const LAVA = 'What happens when molten lava gets chilly and becomes solid?';
const PLANTS = 'Does vegetation feed on sunshine?';

const t = useToolsApp({}, { AI_EMBEDDING_MODEL: MODEL, JOBS_POLL_SECONDS: '0.5' });
const db = () => t.app.database.db;
let courseId = 0;

const embedded = async (elementId: number, schema = 'lms') =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(schema)}.lesson_embeddings
      WHERE content_element_id = ${elementId} AND model = ${MODEL}`.execute(db())
  ).rows[0].n;

/** Uploads the rocks transcript at /ei/lesson-transcripts (the EI school's page, so the operator). */
async function uploadTranscript(elementId: number) {
  const form = new FormData();
  form.append('title', 'Kinds of rock (transcript)');
  form.append('content_element_id', String(elementId));
  form.append('file', new Blob([VTT]), 'rocks.vtt');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lesson-transcripts',
    headers: { ...bearer(await t.token(OPERATOR)), 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function ask(conv: number, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${TUTOR}/${conv}/messages`,
    headers: bearer(await t.token(STUDENT)),
    payload: { content },
  });
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  return { events, sources: events[0].data.sources as { label: string; text: string }[] };
}
const newConversation = async () => (await t.call(STUDENT, 'POST', TUTOR, { courseId })).body.id as number;

/** pgvector's (or the cubes') cosine similarity of a lesson's two passages equals the dot product of their real[]. */
async function sameSimilarity(elementId: number, ranking: 'pgvector' | 'cube') {
  const other =
    ranking === 'pgvector'
      ? sql`1 - (le.vec OPERATOR(public.<=>) le2.vec)`
      : sql`(SELECT 1 - sum(power(public.cube_distance(a, b), 2)) / 2 FROM unnest(le.cubes, le2.cubes) c(a, b))`;
  const same = await sql<{ pgv: number; dot: number }>`
    SELECT ${other} AS pgv,
      (SELECT sum(a * b) FROM unnest(le.embedding, le2.embedding) v(a, b)) AS dot
    FROM lms.lesson_embeddings le JOIN lms.lesson_embeddings le2 ON le2.content_element_id = le.content_element_id
      AND le2.id > le.id WHERE le.content_element_id = ${elementId}`.execute(db());
  expect(same.rows).toHaveLength(1);
  expect(same.rows[0].pgv).toBeCloseTo(same.rows[0].dot, 5);
  expect(same.rows[0].pgv).toBeLessThan(0.9);
}

describe('EI tutor retrieval by meaning', () => {
  it('embeds an uploaded transcript in the background', async () => {
    // a new video lesson of EI's (the demo seed gives EI's first lessons their transcripts)
    const el = await sql<{ id: number }>`INSERT INTO ei_lms.content_elements (course_id, element_type, title, url)
      SELECT course_id, 'video', 'Kinds of rock (upload)', 'https://video.test/rocks-upload'
      FROM ei_lms.content_elements WHERE course_id IS NOT NULL ORDER BY id LIMIT 1 RETURNING id`.execute(db());
    await uploadTranscript(el.rows[0].id);
    // the short cues make one chunk (server/transcripts/chunks.ts), embedded as one passage
    await waitFor(async () => (await embedded(el.rows[0].id, 'ei_lms')) === 1, 20_000, 'the transcript embedded');
    expect(t.model.embeddings.map((r) => [r.model, r.input])).toEqual([[MODEL, [`${IGNEOUS} ${SEDIMENTARY}`]]]);
  });

  it("cites a lesson's transcript for a question in other words than the lesson's", async () => {
    const enrolled = await sql<{ course_id: number }>`
      SELECT DISTINCT sec.course_id FROM lms.enrollments e JOIN lms.sections sec ON sec.id = e.section_id
      WHERE e.withdrawn_at IS NULL AND e.student_party_id =
        (SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}) ORDER BY 1`.execute(db());
    courseId = enrolled.rows[0].course_id;
    const el = await sql<{ id: number }>`INSERT INTO lms.content_elements (course_id, element_type, title, url)
      VALUES (${courseId}, 'video', 'Lesson 5: Kinds of rock', 'https://video.test/rocks') RETURNING id`.execute(db());
    const elementId = el.rows[0].id;
    const chunks = [
      { startMs: 20_000, endMs: 70_000, text: IGNEOUS },
      { startMs: 75_000, endMs: 140_000, text: SEDIMENTARY },
    ];
    const transcript = { title: 'Rocks', contentElementId: elementId, format: 'vtt' as const, fileName: 'rocks.vtt' };
    const lms = (await tenantBySchema(db(), 'lms'))!;
    await saveTranscript(db(), lms, { ...transcript, chunks, createdBy: null });
    await queueLessonEmbeddings(t.app.jobs.send, t.app.config, 'lms', elementId);
    await waitFor(async () => (await embedded(elementId)) === 2, 20_000, 'the transcript embedded');

    // where the server has pgvector (tenant migration 034) its column holds the same unit vector,
    // and on the embedded server (no pgvector, tenant migration 036) the cubes do: either's cosine
    // similarity is the real[] dot product
    const ranking = await rankingOf(db(), 'lms');
    const cube = await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'cube'`.execute(db());
    if (ranking !== 'pgvector' && cube.rows.length) expect(ranking).toBe('cube');
    if (ranking !== 'dot') await sameSimilarity(elementId, ranking);
    // the words alone do not find it ...
    const byWords = await searchTranscripts(db(), lms, anyWordQuery(LAVA), { courseId });
    expect(byWords.map((h) => h.text)).not.toContain(IGNEOUS);
    // ... the meaning finds the igneous passage, cited by lesson and time
    t.model.reset();
    t.model.set({ reply: 'What happens to magma as it cools? [Lesson 5: Kinds of rock, 00:20]' });
    const { sources, events } = await ask(await newConversation(), LAVA);
    expect(sources.map((s) => [s.label, s.text])).toEqual([['Lesson 5: Kinds of rock, 00:20', IGNEOUS]]);
    expect(t.model.embeddings).toEqual([{ model: MODEL, input: [LAVA], dimensions: undefined }]);
    expect(t.model.requests[0].body.messages[0].content).toContain(`[Lesson 5: Kinds of rock, 00:20] ${IGNEOUS}`);
    expect(textOf(events)).toContain('[Lesson 5: Kinds of rock, 00:20]');

    // meaning and words together: the lava by meaning (its similarity to the sedimentary passage
    // is about 0.1, under the minimum), the layers by the lesson's own word; the one by meaning first on a tie
    const both = await ask(await newConversation(), `${LAVA} And what about layers?`);
    expect(both.sources.map((s) => s.text)).toEqual([IGNEOUS, SEDIMENTARY]);
  });

  it("embeds a text lesson when it is written, again when its text changes, and keeps a new topic's passages its own", async () => {
    const made = await t.call(ADMIN, 'POST', '/api/resources/content_elements', {
      course_id: courseId,
      element_type: 'text',
      title: 'Lesson 7: Plants',
      body: 'Green plants turn sunlight into sugar inside their leaves.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    await waitFor(async () => (await embedded(id)) === 1, 20_000, 'the text lesson embedded');

    // a new topic after the rocks: only its own passage, by meaning
    const conv = await newConversation();
    expect((await ask(conv, LAVA)).sources.map((s) => s.text)).toEqual([IGNEOUS]);
    const plants = await ask(conv, PLANTS);
    expect(plants.sources.map((s) => s.label)).toEqual(['Lesson 7: Plants']);
    // a follow-up with no meaning of its own is looked up with the earlier questions
    expect((await ask(conv, 'And what about the other one?')).sources.map((s) => s.label)).toContain(
      'Lesson 7: Plants',
    );

    const changed = await t.call(ADMIN, 'PATCH', `/api/resources/content_elements/${id}`, {
      body: 'Plants drink water through their roots.',
      version: made.body.data.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const current = sql<{ text: string }>`SELECT text FROM lms.lesson_embeddings WHERE content_element_id = ${id}`;
    await waitFor(
      async () =>
        (await current.execute(db())).rows.map((r) => r.text).join() === 'Plants drink water through their roots.',
      20_000,
      'the changed text embedded again',
    );
    expect((await ask(await newConversation(), PLANTS)).sources).toEqual([]);
    const water = await ask(await newConversation(), 'Do flora absorb water?');
    // by meaning the plants lesson; its word "water" also finds a passage of the seeded photosynthesis
    // lesson (server/demo/seed-tutor.ts), fused after it
    expect(water.sources.map((s) => s.label)).toEqual(['Lesson 7: Plants', 'Lesson 3: How plants make food, 01:05']);
    expect(water.sources[0].text).toBe('Plants drink water through their roots.');
  });

  it('says the lessons do not cover an unrelated question, and searches by words when embedding fails', async () => {
    t.model.reset();
    const off = await ask(await newConversation(), 'Who won the football match yesterday?');
    expect(off.sources).toEqual([]);
    expect(textOf(off.events)).toContain('could not find this in the lessons');
    expect(t.model.embeddings).toHaveLength(1);
    expect(t.model.requests).toHaveLength(0);

    t.model.set({ embeddingsFailStatus: 500 });
    const words = await ask(await newConversation(), 'How does sand and mud become sedimentary rock?');
    expect(words.sources.map((s) => s.text)).toContain(SEDIMENTARY);
    expect((await ask(await newConversation(), LAVA)).sources).toEqual([]);
  });
});
