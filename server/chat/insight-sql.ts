// SQL shared by the mood scanner and chat insights (docs/ai-chat.md): the ISO week of a message
// (m), the class (section) of a student's conversation (c), and the weeks looked back over.
import { sql } from 'kysely';

export const WEEK = sql`to_char(date_trunc('week', m.created_at), 'IYYY-"W"IW')`;

/** Joins the student's active sections (se) and their courses (co); `section` names the class. */
export const classJoin = (s: ReturnType<typeof sql.id>) =>
  sql`LEFT JOIN ${s}.enrollments en ON en.student_party_id = c.party_id AND en.withdrawn_at IS NULL
      LEFT JOIN ${s}.sections se ON se.id = en.section_id
      LEFT JOIN ${s}.courses co ON co.id = se.course_id`;
export const CLASS_NAME = sql`coalesce(co.course_title || ' · ' || se.section_name, 'No class')`;

export const sinceWeeks = (weeks: number) =>
  sql`m.created_at >= date_trunc('week', now()) - make_interval(weeks => ${weeks - 1})`;
