// Transcripts for a whole grade level (docs/records.md): a job on the engine (docs/messaging.md)
// that issues every student's official transcript of one grade (each with its own verification
// code, issue.ts) into one PDF, a page run per student, stored through the file service in the
// starter's own files; the run's output_path (platform migration 024) lets /admin/batch-jobs link
// to it. Progress is reported per student.
import { sql } from 'kysely';
import { defineJob } from '../jobs/define.ts';
import { tenantById } from '../db/tenant.ts';
import { createStorage } from '../files/create-storage.ts';
import { tenantKey } from '../files/path-safety.ts';
import { putBytes } from '../files/put-bytes.ts';
import { buildTranscript } from './transcript.ts';
import { recordIssue } from './issue.ts';
import { transcriptsPdf, type Verification } from './transcript-pdf.ts';
import type { Transcript } from './transcript.ts';

export interface GradeTranscriptsData {
  tenantId: number;
  startedBy: string;
  gradeLevelId: number;
}

export const GRADE_TRANSCRIPTS_JOB = 'grade-transcripts';

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'grade';

export const gradeTranscripts = defineJob<GradeTranscriptsData>({
  name: GRADE_TRANSCRIPTS_JOB,
  title: 'Transcripts for a grade level',
  async run(data, ctx) {
    const { db } = ctx;
    const tenant = await tenantById(db, data.tenantId);
    if (!tenant) throw new Error(`No school ${data.tenantId}`);
    const s = tenant.ident;
    const grade = (
      await sql<{ name: string }>`SELECT name FROM ${s}.grade_levels WHERE id = ${data.gradeLevelId}`.execute(db)
    ).rows[0];
    if (!grade) throw new Error(`No grade level ${data.gradeLevelId}`);
    const students = (
      await sql<{ party_id: number }>`SELECT party_id FROM ${s}.parties
        WHERE kind = 'student' AND grade_level_id = ${data.gradeLevelId}
        ORDER BY last_name, first_name, party_id`.execute(db)
    ).rows;
    const issued: { t: Transcript; v: Verification }[] = [];
    for (const [i, st] of students.entries()) {
      const t = await buildTranscript(db, tenant, st.party_id);
      if (t) {
        const v = await recordIssue(db, data.tenantId, t, data.startedBy);
        issued.push({ t, v: { ...v, url: `${ctx.config.publicUrl}/verify-transcript/${v.code}` } });
      }
      await ctx.progress(i + 1, students.length + 1);
    }
    const pdf = await transcriptsPdf(issued, grade.name);
    const day = new Date().toISOString().slice(0, 10);
    const filePath = `users/${data.startedBy}/transcripts/transcripts-${slug(grade.name)}-${day}-${ctx.jobId.slice(0, 8)}.pdf`;
    const storage = await createStorage(ctx.config);
    try {
      await putBytes(storage, tenantKey(tenant.schema, filePath), pdf, 'application/pdf');
    } finally {
      await storage.close();
    }
    await sql`UPDATE platform.job_runs SET output_path = ${filePath} WHERE job_id = ${ctx.jobId}`.execute(db);
    await ctx.progress(students.length + 1, students.length + 1);
  },
});
