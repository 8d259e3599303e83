// Issuing an official transcript: a random verification code, the digest of what was printed, and
// the figures the public check shows, stored in platform.issued_transcripts (platform migration
// 017). The public check answers only the school, the issue date, GPA, credits and the digest:
// nothing else about the student.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Transcript } from './transcript.ts';
import type { VerifiedTranscript } from '../../src/shared/transcript-gpa.ts';

// unambiguous letters and digits (no 0/O, 1/I/L), 16 of them: about 80 bits
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_PATTERN = '^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$';

export function newCode() {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export async function recordIssue(
  db: Db,
  tenantId: number,
  t: Transcript,
  issuedBy: string,
): Promise<{ code: string; issuedAt: Date }> {
  const code = newCode();
  const issuedAt = new Date();
  const digest = createHash('sha256').update(JSON.stringify({ code, issuedAt, t })).digest('hex');
  await sql`INSERT INTO platform.issued_transcripts
      (code, tenant_id, student_party_id, digest, gpa_unweighted, gpa_weighted, credits, issued_by, issued_at)
    VALUES (${code}, ${tenantId}, ${t.student.party_id}, ${digest}, ${t.cumulative.unweighted},
      ${t.cumulative.weighted}, ${t.cumulative.earned}, ${issuedBy}, ${issuedAt})`.execute(db);
  return { code, issuedAt };
}

export async function verifyCode(db: Db, code: string): Promise<VerifiedTranscript | null> {
  const r = await sql<VerifiedTranscript>`
    SELECT t.title AS school, to_char(i.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS issued_at,
      i.gpa_unweighted::float8 AS gpa_unweighted, i.gpa_weighted::float8 AS gpa_weighted,
      i.credits::float8 AS credits, i.digest
    FROM platform.issued_transcripts i JOIN platform.tenants t ON t.id = i.tenant_id
    WHERE i.code = ${code}`.execute(db);
  return r.rows[0] ?? null;
}
