// The EI tutor's grounding (docs/ai-chat.md): which courses a user may ask the tutor about, the
// lesson transcript passages that match a question (server/transcripts/search.ts, in the
// caller's own tenant schema and course only), and the system message that hands them to the
// model with their lesson and time to cite.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { notFound } from '../errors.ts';
import { searchTranscripts, type TranscriptHit } from '../transcripts/search.ts';
import { searchLessonText } from './lesson-text.ts';
import { searchByVector } from './vector-search.ts';
import type { Embedder } from '../transcripts/embeddings.ts';
import { fuse } from './fusion.ts';

export interface TutorCourse {
  id: number;
  title: string;
}

export interface TutorSource {
  /** null for a passage of a text lesson's body (lesson-text.ts) */
  transcriptId: number | null;
  contentElementId: number | null;
  lesson: string;
  startMs: number | null;
  endMs: number | null;
  /** "Lesson 3: How plants make food, 02:15" */
  label: string;
  text: string;
}

/** Passages handed to the model with one question. */
const TOP = 4;
/** Earlier questions of the conversation whose words help find a follow-up's passages. */
export const EARLIER_TURNS = 2;
/** How long a question waits for its embedding before the words alone are searched. */
const EMBED_TIMEOUT_MS = 5_000;

/**
 * The courses the tutor answers about for this user: a student's enrolled ones, a teacher's
 * taught or owned ones, every active course for an administrator.
 */
export async function tutorCourses(db: Db, t: Tenant, p: Principal): Promise<TutorCourse[]> {
  const s = t.ident;
  const party = p.partyId ?? null;
  const all = p.currentRole === 'admin';
  const res = await sql<TutorCourse>`
    SELECT c.id, c.course_title AS title FROM ${s}.courses c
    WHERE c.status = 'active' AND (${all} OR c.owner_user_id = ${p.userId} OR EXISTS (
      SELECT 1 FROM ${s}.sections sec WHERE sec.course_id = c.id AND (
        sec.teacher_party_id = ${party}::integer
        OR EXISTS (SELECT 1 FROM ${s}.section_teachers st WHERE st.section_id = sec.id AND st.teacher_party_id = ${party}::integer)
        OR EXISTS (SELECT 1 FROM ${s}.enrollments e WHERE e.section_id = sec.id
          AND e.student_party_id = ${party}::integer AND e.withdrawn_at IS NULL))))
    ORDER BY c.course_title, c.id`.execute(db);
  return res.rows;
}

export async function tutorCourse(db: Db, t: Tenant, p: Principal, courseId: number): Promise<TutorCourse> {
  const course = (await tutorCourses(db, t, p)).find((c) => c.id === courseId);
  if (!course) throw notFound('No course with that id among the ones you may ask the tutor about');
  return course;
}

/** mm:ss, or h:mm:ss past the hour. */
export function timeLabel(ms: number): string {
  const t = Math.floor(ms / 1000);
  const [h, m, sec] = [Math.floor(t / 3600), Math.floor((t % 3600) / 60), t % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/**
 * A question's words joined with "or": websearch_to_tsquery would otherwise require every word
 * of a spoken question to be in one passage; ts_rank still puts passages with more of them first.
 */
export const anyWordQuery = (question: string) =>
  (question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 40).join(' or ');

export interface TutorQuestion {
  question: string;
  /** the conversation's questions before it */
  earlier?: string[];
  /** the configured embedding model (embeddings.ts), or null: words only */
  embedder?: Embedder | null;
}

type Ranked = TutorSource & { rank: number };

type Hit = Omit<TranscriptHit, 'transcriptId' | 'title' | 'snippet' | 'courseId'> & {
  transcriptId: number | null;
  title?: string;
};
const transcriptSource = (h: Hit): Ranked => {
  const lesson = h.elementTitle ?? h.title ?? '';
  const label = h.startMs === null ? lesson : `${lesson}, ${timeLabel(h.startMs)}`;
  const { transcriptId, contentElementId, startMs, endMs, text, rank } = h;
  return { transcriptId, contentElementId, lesson, startMs, endMs, label, text, rank };
};
const textSource = (contentElementId: number, title: string, text: string, rank: number): Ranked => ({
  transcriptId: null,
  contentElementId,
  lesson: title,
  startMs: null,
  endMs: null,
  label: title,
  text,
  rank,
});

/** The best `TOP` of both kinds (a stable sort keeps transcripts first on a tie). */
const best = (found: Ranked[]): TutorSource[] =>
  found
    .sort((a, b) => b.rank - a.rank)
    .slice(0, TOP)
    .map(({ rank: _rank, ...source }) => source);

/** Full-text search of the transcripts and text lessons (`query`, `context`: anyWordQuery's). */
async function byWords(db: Db, t: Tenant, courseId: number, q: string, context: string) {
  if (!q && !context) return [];
  const [hits, texts] = await Promise.all([
    searchTranscripts(db, t, q, { courseId, limit: TOP, context, publishedOnly: true }),
    searchLessonText(db, t, courseId, q, context, TOP),
  ]);
  return best([
    ...hits.map(transcriptSource),
    ...texts.map((h) => textSource(h.contentElementId, h.title, h.text, h.rank)),
  ]);
}

/**
 * Vector similarity (vector-search.ts): the question alone, else with the question before it,
 * else with the two before it (the latest weighs most), the first that finds passages.
 */
async function byMeaning(db: Db, t: Tenant, courseId: number, e: Embedder, question: string, earlier: string[]) {
  const inputs = [question, ...earlier.map((_, i) => [...earlier.slice(earlier.length - 1 - i), question].join('\n'))];
  const vectors = await e.embed(inputs, EMBED_TIMEOUT_MS);
  for (const v of vectors) {
    const hits = await searchByVector(db, t, courseId, e, v, TOP);
    const found = hits.map((h) =>
      h.transcriptId === null ? textSource(h.contentElementId, h.elementTitle, h.text, h.rank) : transcriptSource(h),
    );
    if (found.length) return best(found);
  }
  return [];
}

/**
 * The passages of the course's published lessons a question is about: by meaning when an
 * embedding model is configured and the lessons are embedded (fused with what the question's own
 * words find), else (or when that finds nothing or fails) by their words. `earlier` are the conversation's questions before it; they are used
 * only when the question finds nothing on its own, so a follow-up ("and what about the second
 * kind?") finds what the conversation is about and a new topic gets only its own passages.
 */
export async function retrievePassages(
  db: Db,
  t: Tenant,
  courseId: number,
  { question, earlier = [], embedder = null }: TutorQuestion,
): Promise<TutorSource[]> {
  const before = earlier.slice(-EARLIER_TURNS);
  const context = before.join(' ');
  const q = anyWordQuery(question);
  // Both ways need the question's own words: searched while the embedding request is out, since
  // the answer's first token waits for all of it (docs/ai-chat.md, "Time to first token").
  const ownWords = byWords(db, t, courseId, q, '');
  ownWords.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  if (embedder && question.trim()) {
    try {
      const found = await byMeaning(db, t, courseId, embedder, question, before);
      if (found.length) return fuse(found, await ownWords, TOP);
    } catch (err) {
      console.warn(`[tutor] embedding the question failed, searching by words: ${(err as Error).message}`);
    }
  }
  const own = await ownWords;
  return own.length || !context ? own : byWords(db, t, courseId, q, anyWordQuery(context));
}

/** The part of the system message that grounds the answer on the passages. */
export function groundingPrompt(course: string, sources: Pick<TutorSource, 'label' | 'text'>[]): string {
  return [
    `You are the tutor of the course "${course}". Answer only from the lesson passages below.`,
    'After each point, cite the passage it comes from by its label in square brackets, for example [' +
      `${sources[0]?.label ?? 'Lesson 1, 00:00'}].`,
    'If the passages do not answer the question, say that the lessons do not cover it and suggest asking the teacher; never invent facts.',
    '',
    'Lesson passages:',
    ...sources.map((s, i) => `(${i + 1}) [${s.label}] ${s.text}`),
  ].join('\n');
}

/** The tutor's answer when no passage of the course's lessons matches: no model is asked. */
export const notCovered = (course: string) =>
  `I could not find this in the lessons of **${course}**, so I will not guess. ` +
  'Try asking with words from the lesson, or ask your teacher.';

/** Everything one tutor question is answered with: its course, the passages, the system text. */
export async function groundTutor(db: Db, t: Tenant, p: Principal, courseId: number, ask: TutorQuestion) {
  const course = await tutorCourse(db, t, p, courseId);
  const sources = await retrievePassages(db, t, course.id, ask);
  return { course, sources, prompt: groundingPrompt(course.title, sources) };
}
export type Grounding = Awaited<ReturnType<typeof groundTutor>>;
