// Photo galleries (server/images/): real image bytes made here with sharp go up through the API,
// come back re-encoded with a server-made thumbnail and without EXIF location; several photos per
// person with one profile photo; bad, disguised and oversized files are refused with nothing
// written; who may change whose photo; other schools 404.
// Also: the seeded documents have real files behind them (server/demo/seed-document-files.ts).
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
    method: 'POST',
    url: `/api/${kind}-images/${partyId}/photos`,
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
const photoRows = async (partyId: number) =>
  (
    await sql<{ id: number; photo_path: string; is_profile: boolean }>`SELECT * FROM lms.person_photos
      WHERE party_id = ${partyId} ORDER BY id`.execute(db())
  ).rows;
const profileOf = async (partyId: number) => (await photoRows(partyId)).find((r) => r.is_profile);
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
    expect(r.body).toMatchObject({
      party_id: PIA,
      name: 'Pia Photo',
      width: 300,
      height: 200,
      photo_count: 1,
      editable: true,
    });
    expect(r.body.photos).toEqual([expect.objectContaining({ id: r.body.photo_id, is_profile: true })]);
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
    // the answer is the person: the new photo is the newest, the first stays the profile photo
    const added = r.body.photos[0];
    expect([added.width, added.height, added.is_profile]).toEqual([1024, 768, false]);
    const stored = await download(ADMIN, added.photo_path);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    expect([r.body.photo_count, r.body.photo_path]).toEqual([2, first.photo_path]);
    expect(r.body.photos.map((ph: { width: number }) => ph.width)).toEqual([1024, 300]);
    expect(await storedFiles(`students/${PIA}/images`)).toHaveLength(4);
  });

  it('sets the second photo as profile photo, and deleting it makes the other the profile', async () => {
    const [older, newer] = await photoRows(PIA);
    const set = await t.call(ADMIN, 'POST', `/api/student-images/${PIA}/photos/${newer.id}/profile`);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const list = await t.call(ADMIN, 'GET', '/api/student-images?search=Pia');
    expect(list.body.rows[0]).toMatchObject({ photo_id: newer.id, photo_path: newer.photo_path, photo_count: 2 });
    expect((await profileOf(PIA))?.id).toBe(newer.id);
    expect(await del(ADMIN, `/api/student-images/${PIA}/photos/${newer.id}`)).toBe(204);
    expect((await download(ADMIN, newer.photo_path)).statusCode).toBe(404);
    expect(await photoRows(PIA)).toEqual([expect.objectContaining({ id: older.id, is_profile: true })]);
    const after = await t.call(ADMIN, 'GET', '/api/student-images?search=Pia');
    expect(after.body.rows[0]).toMatchObject({ photo_id: older.id, photo_count: 1 });
    expect(await storedFiles(`students/${PIA}/images`)).toHaveLength(2);
  });

  it('refuses an oversized, a disguised and a damaged image, writing nothing', async () => {
    const before = await photoRows(PIA);
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
    expect(await photoRows(PIA)).toEqual(before);
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
    const piaPhoto = (await photoRows(PIA))[0].id;
    expect(await del(STUDENT, `/api/student-images/${PIA}/photos/${piaPhoto}`)).toBe(404);
  });

  it("answers 404 for another school's student and 403 without the page permission", async () => {
    expect((await put('admin@ncsa.test', 'student', PIA, await png(20, 20))).status).toBe(404);
    const rows = await photoRows(PIA);
    const url = `/api/student-images/${PIA}/photos/${rows[0].id}`;
    expect((await t.call('admin@ncsa.test', 'POST', `${url}/profile`)).status).toBe(404);
    expect(await del('admin@ncsa.test', url)).toBe(404);
    // a photo id that is not this person's is 404 too, even in the own school
    expect(await del(ADMIN, `/api/student-images/${PIA}/photos/${rows[0].id + 100000}`)).toBe(404);
    expect(await photoRows(PIA)).toEqual(rows);
    expect((await t.call(TEACHER, 'GET', '/api/student-images')).status).toBe(403);
  });

  it('deletes the last photo and its files', async () => {
    const [row] = await photoRows(PIA);
    expect(await del(ADMIN, `/api/student-images/${PIA}/photos/${row.id}`)).toBe(204);
    expect(await photoRows(PIA)).toEqual([]);
    expect((await download(ADMIN, row.photo_path)).statusCode).toBe(404);
    expect(await del(ADMIN, `/api/student-images/${PIA}/photos/${row.id}`)).toBe(404);
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
    expect(await photoRows(TOM)).toEqual([]);
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
