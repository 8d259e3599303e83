// The EI tutor's retrieval (docs/ai-chat.md) against the loopback model server: a follow-up
// question is looked up with the conversation's earlier questions, and lessons that are not
// published (yet, or any more) are never searched, cited or sent to the model.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createToolsApp, parseSse, textOf, type ToolsApp } from './tools-support.ts';
import { saveTranscript } from '../../server/transcripts/store.ts';
import { tenantBySchema } from '../../server/db/tenant.ts';
import type { Chunk } from '../../server/transcripts/chunks.ts';

const TUTOR = '/api/ai/tutor/conversations';
const STUDENT = 'student@demo-academy.test';
const IGNEOUS = 'Igneous rocks form when hot magma cools and hardens deep underground.';
const SEDIMENTARY = 'Sedimentary rocks form from layers of sand and mud pressed together over millions of years.';
let t: ToolsApp;
let courseId: number;
const db = () => t.app.database.db;

/** A lesson of the student's course with its transcript; `publish` sets its publish dates. */
async function lesson(title: string, chunks: Chunk[], publish = sql`NULL, NULL`) {
  const el = await sql<{ id: number }>`INSERT INTO lms.content_elements
      (course_id, element_type, title, publish_at, unpublish_at)
    VALUES (${courseId}, 'video', ${title}, ${publish}) RETURNING id`.execute(db());
  await saveTranscript(db(), (await tenantBySchema(db(), 'lms'))!, {
    title: `${title} (transcript)`,
    contentElementId: el.rows[0].id,
    format: 'vtt',
    fileName: 'lesson.vtt',
    chunks,
    createdBy: null,
  });
  return el.rows[0].id;
}

/** A text lesson (content element of type 'text') of the student's course. */
async function textLesson(title: string, body: string, publish = sql`NULL, NULL`) {
  await sql`INSERT INTO lms.content_elements (course_id, element_type, title, body, publish_at, unpublish_at)
    VALUES (${courseId}, 'text', ${title}, ${body}, ${publish})`.execute(db());
}

async function ask(id: number, content: string, action = 'messages') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${TUTOR}/${id}/${action}`,
    headers: bearer(await t.token(STUDENT)),
    ...(action === 'messages' ? { payload: { content } } : {}),
  });
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body);
  expect(events[0].event).toBe('sources');
  return { events, sources: events[0].data.sources as { label: string; text: string; transcriptId: number | null }[] };
}

const newConversation = async () => (await t.call(STUDENT, 'POST', TUTOR, { courseId })).body.id as number;

beforeAll(async () => {
  t = await createToolsApp();
  const enrolled = await sql<{ course_id: number }>`
    SELECT DISTINCT sec.course_id FROM lms.enrollments e JOIN lms.sections sec ON sec.id = e.section_id
    WHERE e.withdrawn_at IS NULL AND e.student_party_id =
      (SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}) ORDER BY 1`.execute(db());
  courseId = enrolled.rows[0].course_id;
  await lesson('Lesson 5: Kinds of rock', [
    { startMs: 20_000, endMs: 70_000, text: IGNEOUS },
    { startMs: 75_000, endMs: 140_000, text: SEDIMENTARY },
  ]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => t.model.reset());

describe('EI tutor retrieval', () => {
  it('looks a follow-up question up with the earlier questions of the conversation', async () => {
    const conv = await newConversation();
    const first = await ask(conv, 'How do igneous and sedimentary rocks form?');
    expect(first.sources.map((s) => s.label).sort()).toEqual([
      'Lesson 5: Kinds of rock, 00:20',
      'Lesson 5: Kinds of rock, 01:15',
    ]);

    // On its own this question matches no passage of the lessons (a fresh conversation says so) ...
    const alone = await ask(await newConversation(), 'And what about the second kind?');
    expect(alone.sources).toEqual([]);
    expect(textOf(alone.events)).toContain('could not find this in the lessons');
    expect(t.model.requests).toHaveLength(1);

    // ... but after the first question it finds the passages the conversation is about.
    t.model.set({ reply: 'What do you think presses the layers together? [Lesson 5: Kinds of rock, 01:15]' });
    const followUp = await ask(conv, 'And what about the second kind?');
    expect(followUp.sources.map((s) => s.text).sort()).toEqual([IGNEOUS, SEDIMENTARY]);
    expect(textOf(followUp.events)).toContain('presses the layers together');
    const sent = t.model.requests[1].body.messages;
    expect(sent[0].content).toContain(`[Lesson 5: Kinds of rock, 01:15] ${SEDIMENTARY}`);
    expect(sent.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'How do igneous and sedimentary rocks form?',
      'And what about the second kind?',
    ]);

    // regenerating the follow-up's answer grounds it the same way
    const again = await ask(conv, '', 'regenerate');
    expect(again.sources.map((s) => s.text).sort()).toEqual([IGNEOUS, SEDIMENTARY]);
    expect(t.model.requests[2].body.messages[0].content).toContain(SEDIMENTARY);
  });

  it('never searches, cites or sends the model a lesson that is not published', async () => {
    const draft = await lesson(
      'Lesson 9: Volcanoes (draft)',
      [{ startMs: 5_000, endMs: 30_000, text: 'Basalt lava erupts from shield volcanoes. DRAFT-PASSAGE.' }],
      sql`now() + interval '7 days', NULL`,
    );
    await lesson(
      'Lesson 8: Obsidian (withdrawn)',
      [{ startMs: 5_000, endMs: 30_000, text: 'Obsidian is volcanic glass from basalt lava. WITHDRAWN-PASSAGE.' }],
      sql`now() - interval '30 days', now() - interval '1 day'`,
    );
    await textLesson(
      'Lesson 10: Lava (draft)',
      'Shield volcanoes erupt runny basalt lava. DRAFT-TEXT-PASSAGE.',
      sql`now() + interval '1 day', NULL`,
    );
    const question = 'What do shield volcanoes erupt, basalt lava or obsidian?';
    const conv = await newConversation();
    const hidden = await ask(conv, question);
    expect(hidden.sources).toEqual([]);
    expect(textOf(hidden.events)).toContain('could not find this in the lessons');
    expect(t.model.requests).toHaveLength(0);
    // not through an earlier turn either: a follow-up after it finds nothing and asks no model
    expect((await ask(conv, 'and the second kind?')).sources).toEqual([]);
    expect(t.model.requests).toHaveLength(0);
    const kept = await t.call(STUDENT, 'GET', `${TUTOR}/${conv}`);
    expect(JSON.stringify(kept.body.messages)).not.toMatch(/DRAFT-PASSAGE|WITHDRAWN-PASSAGE|DRAFT-TEXT-PASSAGE/);

    // once the draft is published, the same question finds it (and still not the withdrawn one)
    await sql`UPDATE lms.content_elements SET publish_at = now() - interval '1 minute' WHERE id = ${draft}`.execute(
      db(),
    );
    const shown = await ask(await newConversation(), question);
    expect(shown.sources.map((s) => s.label)).toEqual(['Lesson 9: Volcanoes (draft), 00:05']);
    const system = t.model.requests[0].body.messages[0].content;
    expect(system).toContain('DRAFT-PASSAGE');
    expect(system).not.toContain('WITHDRAWN-PASSAGE');
    expect(system).not.toContain('DRAFT-TEXT-PASSAGE');
  });

  it("grounds answers on the course's text lessons as well, citing the lesson", async () => {
    const body = [
      'Rocks change over time.',
      'Metamorphic rocks are igneous or sedimentary rocks changed by great heat and pressure deep in the crust.',
      'Marble, for example, was once limestone.',
    ].join(' ');
    await textLesson('Lesson 6: Metamorphic rock', body);
    await textLesson(
      'Lesson 11: Marble quarries (draft)',
      'Metamorphic marble is cut in quarries.',
      sql`now() + interval '1 day', NULL`,
    );
    t.model.set({ reply: 'What could heat and pressure do to a rock? [Lesson 6: Metamorphic rock]' });
    const { sources, events } = await ask(await newConversation(), 'What makes metamorphic rocks?');
    const text = sources.find((s) => s.label === 'Lesson 6: Metamorphic rock');
    expect(text).toMatchObject({ transcriptId: null, startMs: null });
    expect(text!.text).toContain(
      'Metamorphic rocks are igneous or sedimentary rocks changed by great heat and pressure',
    );
    expect(sources.map((s) => s.label)).not.toContain('Lesson 11: Marble quarries (draft)');
    expect(textOf(events)).toContain('[Lesson 6: Metamorphic rock]');
    expect(t.model.requests[0].body.messages[0].content).toContain('[Lesson 6: Metamorphic rock] ');
  });

  it("gives a new topic only its own passages, not the earlier questions' topic", async () => {
    const PLANTS = 'Green plants turn sunlight into sugar inside their leaves.';
    await lesson('Lesson 7: Plants', [{ startMs: 5_000, endMs: 30_000, text: PLANTS }]);
    const conv = await newConversation();
    const rocks = await ask(conv, 'How do igneous and sedimentary rocks form?');
    expect(rocks.sources.map((s) => s.text)).toEqual(expect.arrayContaining([IGNEOUS, SEDIMENTARY]));

    // the new question has passages of its own: the rocks of the earlier question stay out
    t.model.reset();
    const plants = await ask(conv, 'What do leaves make from sunlight?');
    const labels = plants.sources.map((s) => s.label);
    expect(labels).toContain('Lesson 7: Plants, 00:05');
    expect(labels.filter((l) => /^Lesson [56]:/.test(l))).toEqual([]);
    const system = t.model.requests[0].body.messages[0].content;
    expect(system).toContain(PLANTS);
    expect(system).not.toContain(IGNEOUS);
  });
});
