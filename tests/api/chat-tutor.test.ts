// The EI tutor (/ai/ei-tutor, docs/ai-chat.md) against the loopback model server: it retrieves
// the lesson passage a question is about and hands it to the model with its lesson and time to
// cite; with no matching passage it says so without asking the model; it only ever reads the
// transcripts of the student's own courses in the student's own school.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, useToolsApp, parseSse, textOf } from './tools-support.ts';
import { saveTranscript } from '../../server/transcripts/store.ts';
import { tenantBySchema } from '../../server/db/tenant.ts';
import type { Chunk } from '../../server/transcripts/chunks.ts';
import { STUDENT } from '../helpers/demo-accounts.ts';

const TUTOR = '/api/ai/tutor/conversations';
const OTHER_SCHOOL_ADMIN = 'admin@riverside.test';
const ANSWER = 'What do you think the chloroplast needs from the sun? [Lesson 7: Light and leaves, 02:05]';
const t = useToolsApp();
let courseId: number;
let otherCourseId: number;
let riversideCourseId: number;
const db = () => t.app.database.db;

/** A lesson (content element) of a course with its transcript, in one school's schema. */
async function lesson(schema: string, course: number, title: string, chunks: Chunk[]) {
  const s = sql.id(schema);
  const el = await sql<{ id: number }>`INSERT INTO ${s}.content_elements (course_id, element_type, title)
    VALUES (${course}, 'video', ${title}) RETURNING id`.execute(db());
  await saveTranscript(db(), (await tenantBySchema(db(), schema))!, {
    title: `${title} (transcript)`,
    contentElementId: el.rows[0].id,
    format: 'vtt',
    fileName: 'lesson.vtt',
    chunks,
    createdBy: null,
  });
}

async function ask(id: number, content: string, email = STUDENT) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${TUTOR}/${id}/messages`,
    headers: bearer(await t.token(email)),
    payload: { content },
  });
  return { status: res.statusCode, events: res.statusCode === 200 ? parseSse(res.body) : [] };
}

const tutorConversation = async (course: number, email = STUDENT) => t.call(email, 'POST', TUTOR, { courseId: course });

beforeAll(async () => {
  const enrolled = await sql<{ course_id: number }>`
    SELECT DISTINCT sec.course_id FROM lms.enrollments e JOIN lms.sections sec ON sec.id = e.section_id
    WHERE e.withdrawn_at IS NULL AND e.student_party_id =
      (SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}) ORDER BY 1`.execute(db());
  courseId = enrolled.rows[0].course_id;
  // a course of the school the student does not take
  otherCourseId = (
    await sql<{ id: number }>`INSERT INTO lms.courses (course_code, course_title)
      VALUES ('PHY-9', 'Physics of light') RETURNING id`.execute(db())
  ).rows[0].id;
  await lesson('lms', courseId, 'Lesson 7: Light and leaves', [
    { startMs: 0, endMs: 60_000, text: 'Welcome back. Today we look at leaves and why they are green.' },
    {
      startMs: 125_000,
      endMs: 190_000,
      text: 'Chloroplasts capture sunlight and use it to turn water and carbon dioxide into glucose and oxygen.',
    },
  ]);
  // The same words in a course the student does not take, and in another school's course.
  await lesson('lms', otherCourseId, 'Lesson 1: Solar panels', [
    { startMs: 30_000, endMs: 50_000, text: 'Panels capture sunlight like chloroplasts do. NOT-ENROLLED-COURSE.' },
  ]);
  const riverside = await sql<{ id: number }>`SELECT id FROM riverside_lms.courses ORDER BY id LIMIT 1`.execute(db());
  riversideCourseId = riverside.rows[0].id;
  await lesson('riverside_lms', riversideCourseId, 'Lesson 2: Plant cells', [
    { startMs: 10_000, endMs: 20_000, text: 'Chloroplasts capture sunlight in plant cells. OTHER-SCHOOL-PASSAGE.' },
  ]);
});
beforeEach(() => t.model.reset());

describe('EI tutor', () => {
  it("lists only the student's own courses and refuses a tutor conversation about another", async () => {
    const courses = await t.call(STUDENT, 'GET', '/api/ai/tutor/courses');
    expect(courses.status).toBe(200);
    const ids = courses.body.rows.map((c: { id: number }) => c.id);
    expect(ids).toContain(courseId);
    expect(ids).not.toContain(otherCourseId);
    expect((await tutorConversation(otherCourseId)).status).toBe(404);
    const noCourse = await t.call(STUDENT, 'POST', TUTOR, {});
    expect(noCourse.status).toBe(400);
    expect(noCourse.body.error.fields).toHaveProperty('courseId');
  });

  it("lists a course's past conversations when the page asks by ?courseId=, and refuses a bad one", async () => {
    const conv = await tutorConversation(courseId);
    expect(conv.status).toBe(201);
    const listed = await t.call(STUDENT, 'GET', `${TUTOR}?courseId=${courseId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.rows.map((c: { id: number }) => c.id)).toContain(conv.body.id);
    const other = await t.call(STUDENT, 'GET', `${TUTOR}?courseId=${otherCourseId}`);
    expect(other.status).toBe(200);
    expect(other.body.rows.map((c: { id: number }) => c.id)).not.toContain(conv.body.id);
    const bad = await t.call(STUDENT, 'GET', `${TUTOR}?courseId=seven`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeTruthy();
  });

  it('grounds the answer on the right passage and cites its lesson and time', async () => {
    t.model.set({ reply: ANSWER });
    const conv = await tutorConversation(courseId);
    expect(conv.status).toBe(201);
    expect(conv.body).toMatchObject({ kind: 'tutor', courseId, templateName: 'chat/Socratic tutor' });
    const { status, events } = await ask(conv.body.id, 'What do chloroplasts do with sunlight?');
    expect(status).toBe(200);
    expect(events[0].event).toBe('sources');
    const sources = events[0].data.sources as { label: string; startMs: number; text: string }[];
    // the passage at 2:05 of the student's own lesson comes first
    expect(sources[0]).toMatchObject({ label: 'Lesson 7: Light and leaves, 02:05', startMs: 125_000 });
    expect(sources[0].text).toContain('carbon dioxide into glucose');
    expect(textOf(events)).toBe(ANSWER);

    const [system, user] = t.model.requests[0].body.messages;
    expect(system.content).toContain('Socratic tutor');
    expect(system.content).toContain('[Lesson 7: Light and leaves, 02:05] Chloroplasts capture sunlight');
    expect(user).toEqual({ role: 'user', content: 'What do chloroplasts do with sunlight?' });

    const kept = await t.call(STUDENT, 'GET', `${TUTOR}/${conv.body.id}`);
    const answer = kept.body.messages.at(-1);
    expect(answer).toMatchObject({ role: 'assistant', content: ANSWER });
    expect(answer.sources[0].label).toBe('Lesson 7: Light and leaves, 02:05');
  });

  it("never hands the model another course's or another school's transcripts", async () => {
    const conv = await tutorConversation(courseId);
    await ask(conv.body.id, 'chloroplasts capture sunlight');
    const system = t.model.requests[0].body.messages[0].content;
    expect(system).toContain('Lesson 7: Light and leaves');
    expect(system).not.toContain('NOT-ENROLLED-COURSE');
    expect(system).not.toContain('OTHER-SCHOOL-PASSAGE');
    // The other school's administrator, asking the same in a course of theirs, gets their own passage only.
    const theirs = (await t.call(OTHER_SCHOOL_ADMIN, 'GET', '/api/ai/tutor/courses')).body.rows;
    expect(theirs.map((c: { id: number }) => c.id)).toContain(riversideCourseId);
    const other = await tutorConversation(riversideCourseId, OTHER_SCHOOL_ADMIN);
    expect(other.status).toBe(201);
    await ask(other.body.id, 'chloroplasts capture sunlight', OTHER_SCHOOL_ADMIN);
    const theirSystem = t.model.requests[1].body.messages[0].content;
    expect(theirSystem).toContain('OTHER-SCHOOL-PASSAGE');
    expect(theirSystem).not.toContain('Lesson 7: Light and leaves');
    // a tutor conversation is only reached through the tutor's own API
    expect((await t.call(STUDENT, 'GET', `/api/ai/chat/conversations/${conv.body.id}`)).status).toBe(404);
    // and cannot open the student's conversation
    expect((await t.call(OTHER_SCHOOL_ADMIN, 'GET', `${TUTOR}/${conv.body.id}`)).status).toBe(404);
  });

  it('says the lessons do not cover a question instead of asking the model', async () => {
    const conv = await tutorConversation(courseId);
    const { status, events } = await ask(conv.body.id, 'Who won the 1966 World Cup?');
    expect(status).toBe(200);
    expect(events[0]).toEqual({ event: 'sources', data: { sources: [] } });
    expect(textOf(events)).toContain('could not find this in the lessons');
    expect(t.model.requests).toHaveLength(0);
    const kept = await t.call(STUDENT, 'GET', `${TUTOR}/${conv.body.id}`);
    expect(kept.body.messages.map((m: { role: string; sources: unknown }) => [m.role, m.sources])).toEqual([
      ['user', null],
      ['assistant', []],
    ]);
  });

  it("shows staff the tutor's use, topics and unanswered questions in chat insights, and students nothing", async () => {
    expect((await t.call(STUDENT, 'GET', '/api/insights/chat')).status).toBe(403);
    const res = await t.call('admin@demo-academy.test', 'GET', '/api/insights/chat');
    expect(res.status).toBe(200);
    // the three tutor questions the student asked above, all this week
    const tutor = res.body.usage.filter((r: { tool: string }) => r.tool === 'ei-tutor');
    expect(tutor).toEqual([expect.objectContaining({ role: 'student', messages: 3, users: 1 })]);
    expect(res.body.topics).toContainEqual({ word: 'chloroplasts', count: 2 });
    expect(res.body.topics.map((w: { word: string }) => w.word)).not.toContain('what');
    expect(res.body.unanswered).toEqual([
      expect.objectContaining({ question: 'Who won the 1966 World Cup?', course: expect.any(String) }),
    ]);
  });
});
