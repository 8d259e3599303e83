// The settings' term list (year_term_arr) and current term follow the term records, inside the
// write's transaction: a new term is listed, a renamed one is renamed in the list (and as the
// current term), a deleted one leaves it. The current term cannot be deleted, nor a term that
// has sections; "make current" writes current_year_term. Terms are ordered as the list shows them.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { ActionDef, Row } from '../resources/types.ts';

const yearTerm = (r: Row) => `${String(r.school_year)}/${String(r.term_name)}`;

async function settingsOf(trx: Db, ctx: QueryContext) {
  const r = await sql<{ current_year_term: string; year_term_arr: string[] }>`
    SELECT current_year_term, year_term_arr FROM platform.settings WHERE tenant_id = ${ctx.tenant.id} FOR UPDATE`.execute(
    trx,
  );
  return r.rows[0] ?? { current_year_term: '', year_term_arr: [] };
}

async function save(trx: Db, ctx: QueryContext, current: string, list: string[]) {
  await sql`UPDATE platform.settings SET current_year_term = ${current}, year_term_arr = ${JSON.stringify(list)}::jsonb,
    version = version + 1, updated_at = now() WHERE tenant_id = ${ctx.tenant.id}`.execute(trx);
}

export async function listNewTerm(trx: Db, row: Row, _v: unknown, ctx: QueryContext) {
  const st = await settingsOf(trx, ctx);
  const name = yearTerm(row);
  if (!st.year_term_arr.includes(name)) await save(trx, ctx, st.current_year_term || name, [...st.year_term_arr, name]);
}

export async function renameListedTerm(trx: Db, row: Row, _v: unknown, ctx: QueryContext, before?: Row) {
  if (!before || yearTerm(before) === yearTerm(row)) return;
  const st = await settingsOf(trx, ctx);
  const [from, to] = [yearTerm(before), yearTerm(row)];
  const list = st.year_term_arr.includes(from)
    ? st.year_term_arr.map((x) => (x === from ? to : x))
    : [...st.year_term_arr, to];
  await save(trx, ctx, st.current_year_term === from ? to : st.current_year_term, list);
}

export async function refuseDeletingUsedTerm(trx: Db, row: Row, ctx: QueryContext) {
  const st = await settingsOf(trx, ctx);
  if (st.current_year_term === yearTerm(row))
    throw badRequest(`${yearTerm(row)} is the current term: make another term current first`, 'current_term');
  const s = ctx.tenant.ident;
  const n = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.sections WHERE term_id = ${row.id}`.execute(
    trx,
  );
  if (n.rows[0].c > 0) throw conflict(`${yearTerm(row)} has ${n.rows[0].c} sections: it is kept`, 'term_in_use');
}

export async function unlistDeletedTerm(trx: Db, row: Row, ctx: QueryContext) {
  const st = await settingsOf(trx, ctx);
  const list = st.year_term_arr.filter((x) => x !== yearTerm(row));
  // the settings keep at least one term (their own rule); the current one is never deleted
  if (list.length) await save(trx, ctx, st.current_year_term, list);
}

export const makeCurrent: ActionDef = {
  label: 'Make current',
  permission: 'settings.update',
  maxIds: 1,
  apply: async (row, _input, ctx, trx) => {
    const st = await settingsOf(trx, ctx);
    const name = yearTerm(row);
    const list = st.year_term_arr.includes(name) ? st.year_term_arr : [...st.year_term_arr, name];
    await save(trx, ctx, name, list);
    return {};
  },
};
