// Documents (server/documents/documents.ts): uploads against a type and its rules, the review
// workflow (approve, reject with a reason) with its audit and the owner's notification, and who
// sees which documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { multipart, pdf, png, windowsExe, type Part } from './files-samples.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
let studentParty: number;
let studentUser: string;
const types: Record<string, number> = {};

beforeAll(async () => {
  const u = (
    await sql<{ party_id: number; user_id: string }>`SELECT party_id, user_id FROM platform.app_users
      WHERE email = ${STUDENT}`.execute(db())
  ).rows[0];
  studentParty = u.party_id;
  studentUser = u.user_id;
  const rows = await sql<{ id: number; name: string; applies_to: string }>`
    SELECT id, name, applies_to FROM platform.doc_types WHERE tenant_id IS NULL`.execute(db());
  for (const r of rows.rows) types[`${r.applies_to}:${r.name}`] = r.id;
  // a tiny school type, to meet its size limit
  const tiny = await sql<{
    id: number;
  }>`INSERT INTO platform.doc_types (tenant_id, name, applies_to, accepted_types, max_size_kb)
    SELECT id, 'Tiny note', 'student', '["pdf"]', 1 FROM platform.tenants WHERE config->>'schema_name' = 'lms'
    RETURNING id`.execute(db());
  types.tiny = tiny.rows[0].id;
});

async function upload(email: string, dir: string, docTypeId: number, parts: Part[]) {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/fs/files?${new URLSearchParams({ dir, docTypeId: String(docTypeId) })}`,
    headers: { authorization: `Bearer ${await t.token(email)}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
async function rows(email: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, 'documents', api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
}
const docCount = async () =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.documents`.execute(db())).rows[0].n);
const act = (email: string, action: string, ids: number[], input?: unknown) =>
  t.call(email, 'POST', `/api/resources/documents/actions/${action}`, { ids, ...(input ? { input } : {}) });

describe('documents', () => {
  const dir = () => `students/${studentParty}/documents`;
  let docId: number;

  it('a student uploads a document of a type into its own folder; it is pending in its list', async () => {
    const r = await upload(STUDENT, dir(), types['student:Immunization record'], [{ name: 'shots.pdf', data: pdf() }]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    docId = r.body[0].documentId;
    expect(r.body[0]).toMatchObject({ name: 'shots.pdf', contentType: 'application/pdf' });
    const mine = await rows(STUDENT, 'my_documents', [['id', '=', docId]]);
    expect(mine).toMatchObject([{ doc_type: 'Immunization record', status: 'pending', owner_party_id: studentParty }]);
  });

  it('refuses a file the type does not take, one over its size, a disguised one and a wrong type, storing nothing', async () => {
    const before = await docCount();
    const listDir = async () =>
      ((await t.call(STUDENT, 'GET', `/fs/list?dir=${encodeURIComponent(dir())}`)).body.entries as { name: string }[])
        .map((e) => e.name)
        .sort();
    // the seeded documents' files are there too (server/demo/seed-document-files.ts)
    const filesBefore = await listDir();
    const wrong = await upload(STUDENT, dir(), types['student:Transcript'], [{ name: 'scan.png', data: png() }]);
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe('"scan.png" is a PNG image; Transcript accepts pdf');
    const big = await upload(STUDENT, dir(), types.tiny, [{ name: 'note.pdf', data: pdf('x'.repeat(2000)) }]);
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('"note.pdf" is larger than the 1 KB Tiny note allows');
    const exe = await upload(STUDENT, dir(), types['student:Transcript'], [{ name: 'grades.pdf', data: windowsExe() }]);
    expect(exe.status).toBe(415);
    const teacherType = await upload(STUDENT, dir(), types['teacher:Teaching licence'], [
      { name: 'a.pdf', data: pdf() },
    ]);
    expect(teacherType.status).toBe(400);
    expect(teacherType.body.error.fields).toEqual({ docTypeId: 'Teaching licence is for teachers' });
    expect(await docCount()).toBe(before);
    const names = await listDir();
    expect(names.filter((n) => n.endsWith('.png') || n === 'note.pdf' || n === 'grades.pdf')).toEqual([]);
    expect(names).toEqual(filesBefore);
  });

  it("an administrator sees it among the students' documents, filtered by type, status and missing types", async () => {
    const pending = await rows(ADMIN, 'student_documents', [
      ['status', '=', 'pending'],
      ['doc_type_id', '=', types['student:Immunization record']],
    ]);
    expect(pending.map((r) => r.id)).toContain(docId);
    expect(pending.every((r) => r.status === 'pending' && r.owner_kind === 'student')).toBe(true);
    // the student has no Photo ID yet, so its rows show it as missing
    const missing = await rows(ADMIN, 'student_documents', [['missing', '=', 'yes']]);
    const own = missing.find((r) => r.id === docId);
    expect(own?.missing_types).toContain('Photo ID');
    expect(missing.every((r) => typeof r.missing_types === 'string')).toBe(true);
    expect(
      (await rows(ADMIN, 'student_documents', [['missing', '=', 'no']])).every((r) => r.missing_types === null),
    ).toBe(true);
    expect((await t.list(STUDENT, 'documents', 'student_documents')).status).toBe(403);
  });

  it('rejecting without a reason is refused at the field; a student may not review', async () => {
    const none = await act(ADMIN, 'reject', [docId]);
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error.fields)).toEqual(['reason']);
    const blank = await act(ADMIN, 'reject', [docId], { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ reason: 'Reason is required' });
    expect((await act(STUDENT, 'reject', [docId], { reason: 'no' })).status).toBe(403);
    expect((await rows(STUDENT, 'my_documents', [['id', '=', docId]]))[0].status).toBe('pending');
  });

  it('rejects with a reason: audited, the owner is notified and sees it among its rejected documents', async () => {
    const r = await act(ADMIN, 'reject', [docId], { reason: 'The scan is blurred' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ succeeded: 1, failed: 0 });
    expect(r.body.data.results[0].data).toMatchObject({ status: 'rejected', reject_reason: 'The scan is blurred' });
    const audit = await sql<{ action: string }>`SELECT action FROM platform.audit_log
      WHERE resource = 'documents' AND record_id = ${String(docId)} ORDER BY id`.execute(db());
    expect(audit.rows.map((a) => a.action)).toEqual(['reject']);
    const note = await sql<{ title: string; link: string }>`SELECT title, link FROM platform.user_notifications
      WHERE user_id = ${studentUser} AND event = 'document_rejected'`.execute(db());
    expect(note.rows).toEqual([
      { title: 'Your document "Immunization record" was rejected', link: '/rejected-documents' },
    ]);
    const mail = await sql<{
      recipient: string;
      body_text: string;
      body_html: string;
    }>`SELECT recipient, body_text, body_html FROM platform.notification_log
      WHERE event = 'document_rejected' AND recipient = ${STUDENT}`.execute(db());
    expect(mail.rows[0].body_text).toContain('The scan is blurred');
    // the mail links back to the owner's rejected documents in the app
    expect(mail.rows[0].body_html).toContain(`<a href="${t.app.config.publicUrl}/rejected-documents">`);

    const mine = await rows(STUDENT, 'rejected_documents');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.owner_party_id === studentParty)).toBe(true);
    expect(mine.find((x) => x.id === docId)).toMatchObject({ reject_reason: 'The scan is blurred', reuploaded: false });
    const all = await rows(ADMIN, 'rejected_documents');
    expect(all.some((x) => x.owner_party_id !== studentParty)).toBe(true);
    expect((await rows(TEACHER, 'rejected_documents')).every((x) => x.owner_party_id !== studentParty)).toBe(true);
  });

  it('the owner uploads again; the rejection shows it; approval clears the reason', async () => {
    const again = await upload(STUDENT, dir(), types['student:Immunization record'], [
      { name: 'shots2.pdf', data: pdf() },
    ]);
    expect(again.status).toBe(201);
    expect((await rows(STUDENT, 'rejected_documents', [['id', '=', docId]]))[0].reuploaded).toBe(true);
    const ok = await act(ADMIN, 'approve', [again.body[0].documentId]);
    expect(ok.body.data.results[0].data).toMatchObject({ status: 'approved', reject_reason: null });
    // another school's document id answers 404 at the id
    const other = await act('admin@riverside.test', 'approve', [docId]);
    expect(other.body.data.results[0]).toMatchObject({ ok: false, status: 404 });
  });
});

describe('expiry dates', () => {
  const dir = () => `students/${studentParty}/documents`;
  async function uploadExpiring(docTypeId: number, expiresOn: string) {
    const body = multipart([{ name: 'dated.pdf', data: pdf() }]);
    const q = new URLSearchParams({ dir: dir(), docTypeId: String(docTypeId), expiresOn });
    const res = await t.app.inject({
      method: 'POST',
      url: `/fs/files?${q}`,
      headers: { authorization: `Bearer ${await t.token(STUDENT)}`, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('stores the expiry date given with an upload of a type that expires', async () => {
    const r = await uploadExpiring(types['student:Immunization record'], '2030-06-30');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [doc] = await rows(STUDENT, 'my_documents', [['id', '=', r.body[0].documentId]]);
    expect(String(doc.expires_on).slice(0, 10)).toBe('2030-06-30');
  });

  it('refuses a past day, a non-day and a date on a type that does not expire, storing nothing', async () => {
    const before = await docCount();
    for (const [type, day] of [
      ['student:Immunization record', '2001-01-01'],
      ['student:Immunization record', '2030-02-30'],
      ['student:Transcript', '2030-06-30'],
    ] as const) {
      const r = await uploadExpiring(types[type], day);
      expect(r.status, day).toBe(400);
      expect(r.body.error.fields).toHaveProperty('expiresOn');
    }
    expect(await docCount()).toBe(before);
  });
});
