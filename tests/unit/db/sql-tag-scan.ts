// Finds the `sql` template tags in server/ source text and says which ones run a statement that
// hands rows back without saying their row type: the count the ratchet in typed-sql-ratchet.test.ts
// keeps from growing. A tag counts when it has no type argument (`sql\`...\``, not `sql<Row>\`...\``),
// is executed on the spot (`.execute(` right after the template), its result is used (not a bare
// `await sql\`...\`.execute(db);` statement) and its statement reads rows (SELECT, WITH, VALUES,
// SHOW, TABLE, or a RETURNING clause).
import fs from 'node:fs';
import path from 'node:path';

export interface SqlTag {
  file: string;
  line: number;
  typed: boolean;
  executed: boolean;
  resultUsed: boolean;
  readsRows: boolean;
}

/** The index just past the template literal whose opening backtick is at `start`. */
function templateEnd(src: string, start: number): number {
  let i = start + 1;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\') i += 2;
    else if (ch === '`') return i + 1;
    else if (ch === '$' && src[i + 1] === '{') i = expressionEnd(src, i + 2);
    else i++;
  }
  return src.length;
}

/** The index just past the `}` that closes a `${` expression starting at `start`. */
function expressionEnd(src: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '`') i = templateEnd(src, i);
    else if (ch === "'" || ch === '"') {
      i++;
      while (i < src.length && src[i] !== ch) i += src[i] === '\\' ? 2 : 1;
      i++;
    } else {
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return i + 1;
      i++;
    }
  }
  return src.length;
}

const READS_ROWS = /^\s*\(?\s*(SELECT|WITH|VALUES|SHOW|TABLE)\b|\bRETURNING\b/i;

export function scanSource(file: string, src: string): SqlTag[] {
  const tags: SqlTag[] = [];
  // `sql` as a whole word, then an optional type argument (one level of nested <> is enough here)
  const tag = /\bsql(<(?:[^<>]|<[^<>]*>)*>)?`/g;
  for (let m = tag.exec(src); m; m = tag.exec(src)) {
    const open = m.index + m[0].length - 1;
    const end = templateEnd(src, open);
    const text = src.slice(open + 1, end - 1);
    const lineStart = src.lastIndexOf('\n', m.index) + 1;
    tags.push({
      file,
      line: src.slice(0, m.index).split('\n').length,
      typed: m[1] !== undefined,
      executed: /^\s*\.execute\(/.test(src.slice(end, end + 40)),
      resultUsed: !/^\s*await\s*$/.test(src.slice(lineStart, m.index)),
      readsRows: READS_ROWS.test(text),
    });
    tag.lastIndex = open + 1;
  }
  return tags;
}

export function scanTree(dir: string): SqlTag[] {
  const out: SqlTag[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...scanTree(p));
    else if (/\.tsx?$/.test(e.name)) out.push(...scanSource(p, fs.readFileSync(p, 'utf8')));
  }
  return out;
}

/** Executed tags that hand rows back untyped: the ratchet's count. */
export const untypedRowTags = (tags: SqlTag[]) =>
  tags.filter((t) => !t.typed && t.executed && t.resultUsed && t.readsRows);
