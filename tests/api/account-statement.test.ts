// The account statement (server/records/statement*.ts) of a ledger written here, checked against
// hand-computed figures: opening balance before the period, running balance after each entry,
// totals per kind and the closing balance, as CSV and as PDF text; who may read whose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { pdfToText } from '../helpers/pdftotext.ts';
import { createApiTest, type ApiTest } from '../helpers/api.ts';

let t: ApiTest;
const db = () => t.app.database.db;
const ADMIN = 'admin@demo-academy.test';
const RAY = 900201; // a student of lms only
const PERIOD = 'from=2026-02-01&to=2026-03-31';

async function entry(kind: string, amount: number, day: string, description: string, refundOf: number | null = null) {
  const r = await sql<{ id: number }>`INSERT INTO lms.student_transactions
      (student_party_id, kind, amount, description, occurred_on, refund_of)
    VALUES (${RAY}, ${kind}, ${amount}, ${description}, ${day}, ${refundOf}) RETURNING id`.execute(db());
  return r.rows[0].id;
}

async function statement(email: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/student-transactions/statement/${RAY}?${query}`,
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
  return res;
}

beforeAll(async () => {
  t = await createApiTest();
  await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name) VALUES (${RAY}, 'student', 'Ray', 'Ledger')`.execute(
    db(),
  );
  await entry('charge', 500, '2026-01-05', 'Tuition');
  await entry('payment', 200, '2026-01-20', 'Cheque');
  await entry('charge', 75.5, '2026-02-03', 'Books');
  const paid = await entry('payment', 300, '2026-02-10', 'Card');
  await entry('refund', 50, '2026-02-15', 'Overpaid', paid);
  await entry('adjustment', -10.25, '2026-03-01', 'Sibling discount');
  await entry('charge', 20, '2026-04-01', 'Trip');
});
afterAll(async () => {
  await t?.close();
});

describe('account statement', () => {
  it('as CSV: opening balance, running balance per entry, closing balance (hand computed)', async () => {
    const res = await statement(ADMIN, `format=csv&${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.trim().split('\r\n')).toEqual([
      'Date,Kind,Description,Change to balance,Balance',
      // before February: 500 - 200
      '2026-02-01,,Opening balance,,300',
      '2026-02-03,charge,Books,75.5,375.5',
      '2026-02-10,payment,Card,-300,75.5',
      '2026-02-15,refund,Overpaid,50,125.5',
      '2026-03-01,adjustment,Sibling discount,-10.25,115.25',
      '2026-03-31,,Closing balance,,115.25',
    ]);
    // without a period: header, opening, all 7 entries, closing; ending 115.25 + 20
    const all = (await statement(ADMIN, 'format=csv')).body.trim().split('\r\n');
    expect(all).toHaveLength(10);
    expect(all.at(-1)).toBe(',,Closing balance,,135.25');
  });

  it('as PDF: the same figures and the totals per kind', async () => {
    const res = await statement(ADMIN, `format=pdf&${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    for (const s of [
      'Demo Academy',
      'Student: Ray Ledger',
      'Period: 2026-02-01 to 2026-03-31',
      'Opening balance: $300.00',
      'Sibling discount',
      'Charges $75.50, payments $300.00, refunds $50.00, adjustments -$10.25',
      'Closing balance: $115.25',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Tuition');
    expect(text).not.toContain('Trip');
  });

  it('refuses a bad period, and answers 404 outside the record scope or school', async () => {
    expect((await statement(ADMIN, 'format=csv&from=2026-02-30')).statusCode).toBe(400);
    expect((await statement(ADMIN, 'format=csv&from=2026-03-01&to=2026-02-01')).statusCode).toBe(400);
    expect((await statement(ADMIN, 'format=xls')).statusCode).toBe(400);
    expect((await statement('student@demo-academy.test', 'format=csv')).statusCode).toBe(404);
    expect((await statement('admin@ncsa.test', 'format=pdf')).statusCode).toBe(404);
  });

  it('as PDF: a description in Chinese, Japanese, Korean, Arabic and accented Latin reads back', async () => {
    const names = ['王小明', '山田太郎', '김민준', 'محمد', 'Zoë Ñúñez-Ødegård'];
    await entry('charge', 1, '2026-06-01', `Books for ${names.join(' / ')}`);
    const res = await statement(ADMIN, 'format=pdf&from=2026-06-01&to=2026-06-30');
    expect(res.statusCode).toBe(200);
    const text = pdfToText(res.rawPayload);
    for (const n of names) expect(text, text).toContain(n);
  });
});
