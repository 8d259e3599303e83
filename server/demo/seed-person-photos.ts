// Demo photos for /student-images and /teacher-images: a few students and teachers of each school
// get a profile photo, drawn here (a plain silhouette on a colour of the person's own, no committed
// binaries) and stored the way an upload is (makePhoto's re-encoded photo and thumbnail through the
// file service's storage, server/images/routes.ts). The rest keep the "no photo" card, as in a
// school that has only started. Runs once per data dir (the migration ledger's
// 'platform:seed-photos' scope), after the demo rows exist; skips a person who has photos.
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createStorage } from '../files/create-storage.ts';
import { tenantKey } from '../files/path-safety.ts';
import { putBytes } from '../files/put-bytes.ts';
import { makePhoto, type Photo } from '../images/photo.ts';
import { onceByLedger, tenantSchemas, demoTenant } from './seed-once.ts';

const VERSION = 'photos-1';
const PER_KIND = { student: 6, teacher: 4 } as const;
const HUES = [12, 38, 152, 200, 228, 268, 320];

/** a 320 px square PNG: head and shoulders in white on the colour `hue` */
async function silhouette(hue: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="hsl(${hue},55%,62%)"/>
    <circle cx="160" cy="124" r="62" fill="#fff" fill-opacity="0.9"/>
    <ellipse cx="160" cy="300" rx="112" ry="94" fill="#fff" fill-opacity="0.9"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** each colour is drawn and encoded once */
const drawn = new Map<number, Promise<Photo>>();
const photoOf = (hue: number) => {
  let p = drawn.get(hue);
  if (!p) drawn.set(hue, (p = silhouette(hue).then(makePhoto)));
  return p;
};

export async function seedPersonPhotos(config: Pick<Config, 'dataDir' | 'files'>, db: Db) {
  await onceByLedger(db, 'platform:seed-photos', VERSION, async () => {
    const storage = await createStorage(config);
    try {
      for (const schema of await tenantSchemas(db)) await schoolPhotos(db, storage, schema);
    } finally {
      await storage.close();
    }
  });
}

async function schoolPhotos(db: Db, storage: Awaited<ReturnType<typeof createStorage>>, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  for (const [kind, count] of Object.entries(PER_KIND)) {
    const people = (
      await sql<{ party_id: number }>`SELECT p.party_id FROM ${s}.parties p WHERE p.kind = ${kind}
        AND NOT EXISTS (SELECT 1 FROM ${s}.person_photos x WHERE x.party_id = p.party_id)
        ORDER BY p.party_id LIMIT ${count}`.execute(db)
    ).rows;
    for (const { party_id: id } of people) {
      const made = await photoOf(HUES[id % HUES.length]);
      const dir = `${kind}s/${id}/images`;
      const photoPath = `${dir}/photo-seed-${id}.jpg`;
      const thumbPath = `${dir}/thumb-seed-${id}.jpg`;
      await putBytes(storage, tenantKey(schema, photoPath), made.photo, 'image/jpeg');
      await putBytes(storage, tenantKey(schema, thumbPath), made.thumb, 'image/jpeg');
      await sql`INSERT INTO ${s}.person_photos (party_id, photo_path, thumb_path, width, height, bytes, is_profile)
        VALUES (${id}, ${photoPath}, ${thumbPath}, ${made.width}, ${made.height}, ${made.photo.length}, true)`.execute(
        db,
      );
    }
  }
}
