// GET /api/my/assignments: the signed-in student's published assignments across its active
// sections with a status worked out from its submission and grade: not_started, draft, submitted,
// late (its latest version was late), returned, graded (a released grade). A score is only answered
// once the teacher has released it. `attachments` counts the files the teacher attached (the
// assignment's page lists them, server/files/assignment-attachments.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import type { WorkStatus } from '../../src/shared/my-assignment.ts';

export interface MyAssignment {
  id: number;
  title: string;
  section_id: number;
  due_at: string | null;
  status: string;
  score?: number;
  released: boolean;
  attachments: number;
}

interface Row {
  id: number;
  title: string;
  section_id: number;
  due_at: Date | null;
  sub_status: string | null;
  late: boolean | null;
  score: number | null;
  released: boolean | null;
  attachments: number;
}

export function statusOf(r: Pick<Row, 'sub_status' | 'late' | 'score' | 'released'>): WorkStatus {
  if (r.released && r.score !== null) return 'graded';
  if (r.sub_status === 'returned') return 'returned';
  if (r.sub_status === 'submitted') return r.late ? 'late' : 'submitted';
  if (r.sub_status === 'draft') return 'draft';
  return 'not_started';
}

export async function myAssignments(db: Db, tenant: Tenant, p: Principal): Promise<MyAssignment[]> {
  if (!p.partyId) return [];
  const t = tenant.ident;
  const r = await sql<Row>`
    SELECT a.id, a.title, a.section_id,
      COALESCE(x.due_at, (a.due_date + 1)::timestamptz) AS due_at,
      s.status AS sub_status, v.late, g.score::float8 AS score, g.released,
      (SELECT count(*)::int FROM ${t}.assignment_attachments f WHERE f.assignment_id = a.id) AS attachments
    FROM ${t}.assignments a
    JOIN ${t}.enrollments e ON e.section_id = a.section_id AND e.student_party_id = ${p.partyId}
      AND e.withdrawn_at IS NULL
    LEFT JOIN ${t}.assignment_extensions x ON x.assignment_id = a.id AND x.student_party_id = ${p.partyId}
    LEFT JOIN ${t}.submissions s ON s.assignment_id = a.id AND s.student_party_id = ${p.partyId}
    LEFT JOIN LATERAL (SELECT late FROM ${t}.submission_versions sv WHERE sv.submission_id = s.id
      ORDER BY sv.version DESC LIMIT 1) v ON true
    LEFT JOIN ${t}.grades g ON g.assignment_id = a.id AND g.student_party_id = ${p.partyId}
    WHERE a.status = 'published'
    ORDER BY a.due_date NULLS LAST, a.id`.execute(db);
  return r.rows.map((row) => {
    const released = row.released === true && row.score !== null;
    return {
      id: row.id,
      title: row.title,
      section_id: row.section_id,
      due_at: row.due_at ? row.due_at.toISOString() : null,
      status: statusOf(row),
      ...(released ? { score: row.score! } : {}),
      released,
      attachments: row.attachments,
    };
  });
}
