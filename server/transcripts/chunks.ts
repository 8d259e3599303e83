// Cuts a transcript into chunks for full-text search: timed cues are grouped into windows of about
// CHUNK_CHARS characters (each keeps the start of its first cue and the end of its last), plain text
// into paragraphs of about the same size (no time).
import type { Cue } from './timed-text.ts';

export const CHUNK_CHARS = 600;

export interface Chunk {
  startMs: number | null;
  endMs: number | null;
  text: string;
}

export function chunkCues(cues: readonly Cue[]): Chunk[] {
  const out: Chunk[] = [];
  let cur: Chunk | undefined;
  for (const c of cues) {
    if (!c.text) continue;
    if (cur && cur.text.length + c.text.length + 1 <= CHUNK_CHARS) {
      cur.text += ` ${c.text}`;
      cur.endMs = c.endMs;
    } else out.push((cur = { startMs: c.startMs, endMs: c.endMs, text: c.text }));
  }
  return out;
}

export function chunkText(text: string): Chunk[] {
  const out: Chunk[] = [];
  let cur = '';
  for (const para of text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim())) {
    if (!para) continue;
    // a paragraph longer than a chunk is cut at spaces
    for (const piece of para.match(new RegExp(`.{1,${CHUNK_CHARS}}(\\s|$)`, 'g')) ?? [para]) {
      if (cur && cur.length + piece.length + 1 > CHUNK_CHARS) {
        out.push({ startMs: null, endMs: null, text: cur });
        cur = '';
      }
      cur = cur ? `${cur} ${piece.trim()}` : piece.trim();
    }
  }
  if (cur) out.push({ startMs: null, endMs: null, text: cur });
  return out;
}
