// Lesson transcripts (/ei/lesson-transcripts): a WebVTT upload keeps its times and a phrase search
// answers the time in the lesson; SRT and plain text work too; a broken file is refused with its
// line and nothing is stored; searchTranscripts (the AI tutor's entry) narrows by course.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { searchTranscripts } from '../../server/transcripts/search.ts';
import { tenantBySchema } from '../../server/db/tenant.ts';
import { ADMIN, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useApiTest();
let elementId: number;
let courseId: number;

const VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
Welcome to the lesson on volcanoes.

2
00:02:05.500 --> 00:02:09.000
Magma chambers feed the eruption from deep below.
`;
const SRT = `1
00:00:00,000 --> 00:00:03,000
Glaciers carve valleys slowly.

2
00:01:30,250 --> 00:01:33,000
Moraines mark where the ice stopped.
`;

async function upload(email: string, name: string, body: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([body]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lesson-transcripts',
    headers: {
      authorization: `Bearer ${await t.token(email)}`,
      'content-type': req.headers.get('content-type')!,
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const count = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ei_lms.lesson_transcripts`.execute(t.app.database.db))
    .rows[0].n;

beforeAll(async () => {
  const el = await sql<{ id: number; course_id: number }>`SELECT id, course_id FROM ei_lms.content_elements
    WHERE element_type = 'video' ORDER BY id LIMIT 1`.execute(t.app.database.db);
  elementId = el.rows[0].id;
  courseId = el.rows[0].course_id;
});

describe('lesson transcripts', () => {
  it('stores a WebVTT transcript and finds a phrase with its time in the lesson', async () => {
    const r = await upload(OPERATOR, 'volcanoes.vtt', VTT, {
      title: 'Volcanoes',
      content_element_id: String(elementId),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ title: 'Volcanoes', source_format: 'vtt', chunks: 1 });
    const found = await t.call(
      OPERATOR,
      'GET',
      `/api/lesson-transcripts/search?q=${encodeURIComponent('"magma chambers"')}`,
    );
    expect(found.status).toBe(200);
    const hit = found.body.data.find((h: { transcriptId: number }) => h.transcriptId === r.body.data.id);
    // one chunk holds both cues, so it starts at the first cue (1 s) and ends with the last (129 s)
    expect(hit).toMatchObject({ startMs: 1000, endMs: 129000, contentElementId: elementId, courseId });
    expect(hit.snippet).toContain('<b>Magma</b> <b>chambers</b>');
  });

  it('keeps SRT times per chunk and reads plain text without times', async () => {
    const srt = `1\n00:00:00,000 --> 00:00:03,000\n${'Glaciers carve valleys slowly. '.repeat(20).trim()}\n\n2\n00:01:30,250 --> 00:01:33,000\nMoraines mark where the ice stopped.\n`;
    const r = await upload(OPERATOR, 'ice.srt', srt);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.chunks).toBe(2);
    const ei = (await tenantBySchema(t.app.database.db, 'ei_lms'))!;
    const hits = await searchTranscripts(t.app.database.db, ei, 'moraines');
    expect(hits.map((h) => [h.startMs, h.endMs])).toEqual([[90250, 93000]]);
    const text = await upload(OPERATOR, 'notes.txt', 'Tectonic plates drift a few centimetres a year.');
    expect(text.status).toBe(201);
    const plates = await searchTranscripts(t.app.database.db, ei, 'tectonic plates');
    expect(plates[0]).toMatchObject({ startMs: null, title: 'notes' });
    // narrowed to a course: the unlinked transcripts are left out
    expect(await searchTranscripts(t.app.database.db, ei, 'tectonic', { courseId })).toEqual([]);
    expect(SRT).toContain('Moraines');
  });

  it('refuses an invalid WebVTT or SRT file with the line at fault and stores nothing', async () => {
    const before = await count();
    const badVtt = await upload(
      OPERATOR,
      'bad.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nfine\n\n00:00:05 -> 6\nbroken\n',
    );
    expect(badVtt.status).toBe(422);
    expect(badVtt.body.error).toMatchObject({ code: 'invalid_transcript', line: 6 });
    const noHeader = await upload(OPERATOR, 'bad.vtt', '00:00:01.000 --> 00:00:04.000\nhello\n');
    expect(noHeader.body.error).toMatchObject({ code: 'invalid_transcript', line: 1 });
    const badSrt = await upload(
      OPERATOR,
      'bad.srt',
      '1\n00:00:01,000 --> 00:00:02,000\nok\n\nsecond\n00:00:03,000 --> 00:00:04,000\nno number\n',
    );
    expect(badSrt.status).toBe(422);
    expect(badSrt.body.error.line).toBe(5);
    expect(await count()).toBe(before);
  });

  it('renames, relinks and unlinks a transcript with its version, and deletes it with its chunks', async () => {
    const up = await upload(OPERATOR, 'rivers.vtt', VTT.replace('volcanoes', 'rivers'), { title: 'Rivers' });
    const id = up.body.data.id as number;
    const other = await sql<{ id: number }>`SELECT id FROM ei_lms.content_elements
      WHERE element_type <> 'unit' AND id <> ${elementId} ORDER BY id LIMIT 1`.execute(t.app.database.db);
    const url = `/api/lesson-transcripts/${id}`;
    const renamed = await t.call(OPERATOR, 'PATCH', url, { version: 1, title: '  Rivers, part 1 ' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toEqual({ id, title: 'Rivers, part 1', content_element_id: null, version: 2 });
    const linked = await t.call(OPERATOR, 'PATCH', url, { version: 2, content_element_id: other.rows[0].id });
    expect(linked.body.data).toMatchObject({
      title: 'Rivers, part 1',
      content_element_id: other.rows[0].id,
      version: 3,
    });
    // a stale version, an unknown lesson and an empty title change nothing
    const stale = await t.call(OPERATOR, 'PATCH', url, { version: 2, title: 'Late' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    const unknown = await t.call(OPERATOR, 'PATCH', url, { version: 3, content_element_id: 99999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('content_element_id');
    expect((await t.call(OPERATOR, 'PATCH', url, { version: 3, title: ' ' })).status).toBe(400);
    const unlinked = await t.call(OPERATOR, 'PATCH', url, { version: 3, content_element_id: null });
    expect(unlinked.body.data).toEqual({ id, title: 'Rivers, part 1', content_element_id: null, version: 4 });
    expect((await t.call(ADMIN, 'DELETE', url)).status).toBe(403);

    const before = await count();
    expect((await t.call(OPERATOR, 'DELETE', url)).body).toEqual({ data: { id } });
    expect(await count()).toBe(before - 1);
    const chunks = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ei_lms.transcript_chunks
      WHERE transcript_id = ${id}`.execute(t.app.database.db);
    expect(chunks.rows[0].n).toBe(0);
    expect((await t.call(OPERATOR, 'DELETE', url)).status).toBe(404);
    expect((await t.call(OPERATOR, 'PATCH', url, { version: 4, title: 'Gone' })).status).toBe(404);
  });

  it('is for the pages that allow it: a school that blocks /ei/lesson-transcripts is refused', async () => {
    const r = await t.call(ADMIN, 'GET', '/api/lesson-transcripts/search?q=volcano');
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('blocked_path');
  });
});
