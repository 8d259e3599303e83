// WebVTT and SRT cues with their times kept. A file that is not valid is refused whole with the
// line at fault (nothing is stored): the caller turns TimedTextError into a 422.
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

export class TimedTextError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

// hours optional in WebVTT ("01:02.500"), required in SRT ("00:01:02,500")
const VTT_TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d),(\d{3})$/;

function toMs(m: RegExpExecArray): number {
  return ((Number(m[1] ?? 0) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
}

function timing(line: string, n: number, format: 'vtt' | 'srt'): [number, number] {
  const [a, b] = line.split('-->').map((x) => x.trim());
  const end = b?.split(/\s+/)[0]; // WebVTT cue settings follow the end time
  const re = format === 'vtt' ? VTT_TIME : SRT_TIME;
  const from = a ? re.exec(a) : null;
  const to = end ? re.exec(end) : null;
  if (!from || !to) {
    const shape = format === 'vtt' ? '00:01:02.500 --> 00:01:05.000' : '00:01:02,500 --> 00:01:05,000';
    throw new TimedTextError(n, `expected a cue timing like ${shape}, found ${JSON.stringify(line.slice(0, 60))}`);
  }
  const [s, e] = [toMs(from), toMs(to)];
  if (e < s) throw new TimedTextError(n, 'the cue ends before it starts');
  return [s, e];
}

const stripTags = (s: string) => s.replace(/<[^>]*>/g, '');

/** Blocks of non-empty lines with the 1-based number of each block's first line. */
function blocks(lines: string[], from: number): { at: number; lines: string[] }[] {
  const out: { at: number; lines: string[] }[] = [];
  let cur: { at: number; lines: string[] } | undefined;
  for (let i = from; i < lines.length; i++) {
    if (lines[i].trim() === '') cur = undefined;
    else {
      if (!cur) out.push((cur = { at: i + 1, lines: [] }));
      cur.lines.push(lines[i]);
    }
  }
  return out;
}

const splitLines = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

export function parseWebVtt(text: string): Cue[] {
  const lines = splitLines(text);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    throw new TimedTextError(1, 'a WebVTT file starts with the line WEBVTT');
  }
  const cues: Cue[] = [];
  for (const b of blocks(lines, 1)) {
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(b.lines[0])) continue;
    // an optional cue identifier precedes the timing line
    const t = b.lines[0].includes('-->') ? 0 : 1;
    if (t === 1 && b.at === 2 && !b.lines[1]?.includes('-->')) continue; // header metadata lines
    // neither line holds a timing: the block's first line is the one at fault
    if (!b.lines[t]?.includes('-->')) {
      throw new TimedTextError(
        b.at,
        `expected a cue timing line with -->, found ${JSON.stringify(b.lines[0].slice(0, 60))}`,
      );
    }
    const [startMs, endMs] = timing(b.lines[t], b.at + t, 'vtt');
    cues.push({ startMs, endMs, text: stripTags(b.lines.slice(t + 1).join(' ')).trim() });
  }
  if (!cues.length) throw new TimedTextError(lines.length, 'the file has no cues');
  return cues;
}

export function parseSrt(text: string): Cue[] {
  const lines = splitLines(text);
  const cues: Cue[] = [];
  for (const b of blocks(lines, 0)) {
    if (!/^\d+$/.test(b.lines[0].trim())) {
      throw new TimedTextError(b.at, `expected the cue's number, found ${JSON.stringify(b.lines[0].slice(0, 60))}`);
    }
    if (!b.lines[1]) throw new TimedTextError(b.at + 1, 'expected a cue timing line with -->');
    const [startMs, endMs] = timing(b.lines[1], b.at + 1, 'srt');
    cues.push({ startMs, endMs, text: stripTags(b.lines.slice(2).join(' ')).trim() });
  }
  if (!cues.length) throw new TimedTextError(Math.max(lines.length, 1), 'the file has no cues');
  return cues;
}
