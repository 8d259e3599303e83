// Demo content elements (and, with them, lesson transcripts: seed-transcripts.ts) for the first
// course of the schools that show them: lms (/admin/crs_cls_content_elements) and ei_lms
// (/ei/lesson-transcripts). Idempotent per tenant.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

const ELEMENTS: [type: string, title: string, body: string, url: string | null][] = [
  ['unit', 'Unit 1: Cells', '', null],
  ['video', 'Lesson 1: Inside the cell', '', 'https://video.example.test/cells-1'],
  ['text', 'Lesson 2: Cell membranes', 'The membrane lets some molecules in and keeps others out.', null],
  ['link', 'Further reading: organelles', '', 'https://reading.example.test/organelles'],
  ['unit', 'Unit 2: Photosynthesis', '', null],
  ['video', 'Lesson 3: How plants make food', '', 'https://video.example.test/photosynthesis'],
];

export async function seedContent(db: Db, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  const course = await sql<{ id: number }>`SELECT id FROM ${s}.courses ORDER BY id LIMIT 1`.execute(db);
  if (!course.rows.length) return;
  const done = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.content_elements LIMIT 1`.execute(db);
  if (done.rows.length) return;
  const courseId = course.rows[0].id;
  for (const [i, [type, title, body, url]] of ELEMENTS.entries()) {
    await sql`INSERT INTO ${s}.content_elements (course_id, element_type, title, body, url, position, publish_at)
      VALUES (${courseId}, ${type}, ${title}, ${body}, ${url}, ${i + 1}, now() - interval '7 days')`.execute(db);
  }
}
