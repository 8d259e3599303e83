// server/db/auto-prepare.ts on a real PostgreSQL server: a statement with parameters sent three times
// is prepared on its connection (pg_prepared_statements lists it) and answers as before; a script
// without parameters never is; a table altered under a prepared statement is answered again outside
// a transaction and refused once inside one; DATABASE_PREPARE_AFTER=0 prepares nothing.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connectDatabase } from '../../server/db/database.ts';
import { databaseUrl } from '../helpers/pg-admin.ts';

type Opened = Awaited<ReturnType<typeof connectDatabase>>;
const schema = `ap_${randomBytes(4).toString('hex')}`;
const t = sql.id(schema, 'things');
let d: Opened;

/** the statements prepared on the pool's one connection (parameterless, so never prepared itself) */
const preparedTexts = async (db: Opened['db']) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map(
    (r) => r.statement,
  );

beforeAll(async () => {
  d = await connectDatabase(databaseUrl(), 1, 3);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(d.db);
  await sql`CREATE TABLE ${t} (id int PRIMARY KEY, name text)`.execute(d.db);
  await sql`INSERT INTO ${t} VALUES (1, 'one'), (2, 'two'), (3, 'three')`.execute(d.db);
});
afterAll(async () => {
  await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(d.db);
  await d.close();
});

describe('auto-prepared statements', () => {
  it('prepares a statement with parameters on its third use and answers the same', async () => {
    const byId = (id: number) => sql<{ name: string }>`SELECT name FROM ${t} WHERE id = ${id}`.execute(d.db);
    const names = [];
    for (const id of [1, 2]) names.push((await byId(id)).rows[0].name);
    expect((await preparedTexts(d.db)).filter((s) => s.includes(schema))).toEqual([]);
    for (const id of [3, 1, 2]) names.push((await byId(id)).rows[0].name);
    expect(names).toEqual(['one', 'two', 'three', 'one', 'two']);
    const prepared = (await preparedTexts(d.db)).filter((s) => s.includes(schema));
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toContain('WHERE id = $1');
  });

  it('never prepares a script without parameters (several statements in one text)', async () => {
    for (let i = 0; i < 4; i++)
      await sql`UPDATE ${t} SET name = name WHERE id = 1; UPDATE ${t} SET name = name WHERE id = 2`.execute(d.db);
    expect((await preparedTexts(d.db)).filter((s) => s.includes('SET name = name'))).toEqual([]);
  });

  it('answers again after the table changed under a prepared statement', async () => {
    const all = (id: number) => sql<Record<string, unknown>>`SELECT * FROM ${t} WHERE id >= ${id} ORDER BY id`;
    for (let i = 0; i < 4; i++) await all(1).execute(d.db);
    await sql`ALTER TABLE ${t} ADD COLUMN grade int NOT NULL DEFAULT 7`.execute(d.db);
    // outside a transaction: dropped and sent again, unprepared this once
    expect((await all(3).execute(d.db)).rows).toEqual([{ id: 3, name: 'three', grade: 7 }]);
    await all(3).execute(d.db); // prepared again, under a new name
    await sql`ALTER TABLE ${t} ADD COLUMN level int NOT NULL DEFAULT 2`.execute(d.db);
    // inside one the failed statement has aborted the transaction: its caller gets the error once
    const tx = () => d.db.transaction().execute(async (trx) => (await all(2).execute(trx)).rows);
    await expect(tx()).rejects.toMatchObject({ code: '0A000' });
    expect(await tx()).toEqual([
      { id: 2, name: 'two', grade: 7, level: 2 },
      { id: 3, name: 'three', grade: 7, level: 2 },
    ]);
  });

  it('prepares nothing with DATABASE_PREPARE_AFTER=0', async () => {
    const off = await connectDatabase(databaseUrl(), 1, 0);
    try {
      for (let i = 0; i < 5; i++) await sql`SELECT name FROM ${t} WHERE id = ${1 + (i % 3)}`.execute(off.db);
      expect((await preparedTexts(off.db)).filter((s) => s.includes(schema))).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
