// "Teaches" in the classroom: the section's teacher or one of its co-teachers (section_teachers).
// The one SQL test for it, used by the course home and by the rooms a teacher opens (server/rooms).
import { sql, type RawBuilder } from 'kysely';
import type { Tenant } from '../db/tenant.ts';

/** SQL true when party `me` teaches the section whose alias is `sec` (a row of sections in scope). */
export const teaches = (t: Tenant, me: number | null, sec: string = 'sec'): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${sec}.teacher_party_id`)} = ${me}::integer OR EXISTS (SELECT 1 FROM
    ${t.table('section_teachers')} st WHERE st.section_id = ${sql.ref(`${sec}.id`)} AND st.teacher_party_id = ${me}::integer))`;
