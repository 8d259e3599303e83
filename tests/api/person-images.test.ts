// Photo galleries (server/images/): real image bytes made here with sharp go up through the API,
// come back re-encoded with a server-made thumbnail and without EXIF location; bad, disguised and
// oversized files are refused with nothing written; who may change whose photo; other schools 404.
// Also: the seeded documents have real files behind them (server/db/seed-document-files.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { multipart } from './files-samples.ts';

let t: ApiTest;
const db = () => t.app.database.db;
const ADMIN = 'admin@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const PIA = 900101; // a student of lms only
const TOM = 900102; // a teacher of lms only

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

async function put(email: string, kind: string, partyId: number, data: Buffer, name = 'photo.png') {
  const form = multipart([{ field: 'file', name, data, type: 'image/png' }]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/${kind}-images/${partyId}`,
    headers: { ...form.headers, authorization: `Bearer ${await t.token(email)}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function download(email: string, filePath: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/fs/files?${new URLSearchParams({ filePath })}`,
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
  return res;
}

const del = async (email: string, url: string) =>
  (await t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${await t.token(email)}` } }))
    .statusCode;
const photoRow = async (partyId: number) =>
  (await sql<{ photo_path: string }>`SELECT * FROM lms.person_photos WHERE party_id = ${partyId}`.execute(db()))
    .rows[0];
const storedFiles = async (dir: string) => {
  const r = await t.call(ADMIN, 'GET', `/fs/list?${new URLSearchParams({ dir })}`);
  return (r.body.entries ?? []).map((e: { name: string }) => e.name).sort();
};

beforeAll(async () => {
  t = await createApiTest();
  await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name)
    VALUES (${PIA}, 'student', 'Pia', 'Photo'), (${TOM}, 'teacher', 'Tom', 'Lens')`.execute(db());
});
afterAll(async () => {
  await t?.close();
});

describe('student photos', () => {
  let first: { photo_path: string; thumb_path: string };

  it('stores an uploaded PNG re-encoded, with a 160 px thumbnail made on the server', async () => {
    const r = await put(ADMIN, 'student', PIA, await png(300, 200));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ party_id: PIA, name: 'Pia Photo', width: 300, height: 200, editable: true });
    first = r.body;
    const thumb = await download(ADMIN, r.body.thumb_path);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 160, 160]);
    const list = await t.call(ADMIN, 'GET', '/api/student-images?search=Pia');
    expect(list.body.rows).toEqual([expect.objectContaining({ party_id: PIA, thumb_path: r.body.thumb_path })]);
  });

  it('drops EXIF location data and shrinks a large photo to 1024 px', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await put(ADMIN, 'student', PIA, jpeg, 'holiday.jpg');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect([r.body.width, r.body.height]).toEqual([1024, 768]);
    const stored = await download(ADMIN, r.body.photo_path);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    // the replaced photo and thumbnail are gone
    expect((await download(ADMIN, first.photo_path)).statusCode).toBe(404);
    expect(await storedFiles(`students/${PIA}/images`)).toHaveLength(2);
  });

  it('refuses an oversized, a disguised and a damaged image, writing nothing', async () => {
    const before = await photoRow(PIA);
    const files = await storedFiles(`students/${PIA}/images`);
    const real = await png(64, 64);
    const big = Buffer.concat([real, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await put(ADMIN, 'student', PIA, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('file_too_large');
    const text = await put(ADMIN, 'student', PIA, Buffer.from('just some text, not a picture'), 'fake.png');
    expect([text.status, text.body.error.code]).toEqual([422, 'invalid_image']);
    const damaged = await put(ADMIN, 'student', PIA, real.subarray(0, 40));
    expect([damaged.status, damaged.body.error.code]).toEqual([422, 'invalid_image']);
    expect(await photoRow(PIA)).toEqual(before);
    expect(await storedFiles(`students/${PIA}/images`)).toEqual(files);
  });

  it('lets a student change only its own photo and see only itself', async () => {
    const own = await put(
      STUDENT,
      'student',
      (await t.call(STUDENT, 'GET', '/api/student-images')).body.rows[0].party_id,
      await png(50, 50),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const list = await t.call(STUDENT, 'GET', '/api/student-images');
    expect(list.body.rows).toHaveLength(1);
    expect((await put(STUDENT, 'student', PIA, await png(50, 50))).status).toBe(404);
    expect(await del(STUDENT, `/api/student-images/${PIA}`)).toBe(404);
  });

  it("answers 404 for another school's student and 403 without the page permission", async () => {
    expect((await put('admin@ncsa.test', 'student', PIA, await png(20, 20))).status).toBe(404);
    expect((await t.call(TEACHER, 'GET', '/api/student-images')).status).toBe(403);
  });

  it('deletes a photo and its files', async () => {
    const row = await photoRow(PIA);
    expect(await del(ADMIN, `/api/student-images/${PIA}`)).toBe(204);
    expect(await photoRow(PIA)).toBeUndefined();
    expect((await download(ADMIN, row.photo_path)).statusCode).toBe(404);
    expect(await del(ADMIN, `/api/student-images/${PIA}`)).toBe(404);
  });
});

describe('teacher photos', () => {
  it("lets a teacher set its own photo but not another teacher's", async () => {
    const rows = (await t.call(TEACHER, 'GET', '/api/teacher-images')).body.rows as {
      party_id: number;
      editable: boolean;
    }[];
    const mine = rows.filter((r) => r.editable);
    expect(mine).toHaveLength(1);
    expect((await put(TEACHER, 'teacher', mine[0].party_id, await png(80, 120))).status).toBe(200);
    const other = await put(TEACHER, 'teacher', TOM, await png(80, 120));
    expect(other.status).toBe(403);
    expect(await photoRow(TOM)).toBeUndefined();
    expect((await put(ADMIN, 'teacher', TOM, await png(80, 120))).status).toBe(200);
  });
});

describe('seeded document files', () => {
  it('seeded PDF documents (first, middle, last) download at their stated size', async () => {
    const docs = (
      await sql<{ file_path: string; size: string }>`SELECT file_path, size::text FROM lms.documents
        WHERE content_type = 'application/pdf' ORDER BY id`.execute(t.app.database.db)
    ).rows;
    expect(docs.length).toBeGreaterThan(2);
    for (const d of [docs[0], docs[Math.floor(docs.length / 2)], docs.at(-1)!]) {
      const res = await download(ADMIN, d.file_path);
      expect(res.statusCode, d.file_path).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBe(Number(d.size));
    }
  });
});
