// An uploaded transcript file to chunks: .vtt and .srt keep their cue times; .txt, .docx and .pdf
// are read as text (server/ai/extract-text.ts). A bad WebVTT or SRT file answers 422 with its line.
import { badRequest, unprocessable } from '../errors.ts';
import { extractUploadedText, tidyText } from '../ai/extract-text.ts';
import { parseSrt, parseWebVtt, TimedTextError } from './timed-text.ts';
import { chunkCues, chunkText, type Chunk } from './chunks.ts';

export type SourceFormat = 'vtt' | 'srt' | 'text' | 'docx' | 'pdf';

export function formatOf(fileName: string): SourceFormat {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'vtt' || ext === 'srt' || ext === 'docx' || ext === 'pdf') return ext;
  if (ext === 'txt' || ext === 'md' || ext === 'text') return 'text';
  throw badRequest('Upload a .vtt, .srt, .txt, .docx or .pdf file', 'unsupported_file');
}

export async function readTranscript(
  fileName: string,
  buf: Buffer,
): Promise<{ format: SourceFormat; chunks: Chunk[] }> {
  const format = formatOf(fileName);
  let chunks: Chunk[];
  if (format === 'vtt' || format === 'srt') {
    const text = buf.toString('utf8');
    if (text.includes('\u0000')) throw badRequest('That file is not text', 'unsupported_file');
    try {
      chunks = chunkCues(format === 'vtt' ? parseWebVtt(text) : parseSrt(text));
    } catch (e) {
      if (!(e instanceof TimedTextError)) throw e;
      throw unprocessable(
        `Not a valid ${format === 'vtt' ? 'WebVTT' : 'SRT'} file. ${e.message}`,
        'invalid_transcript',
        {
          line: e.line,
        },
      );
    }
  } else chunks = chunkText(tidyText(await extractUploadedText(fileName, buf)));
  if (!chunks.length) throw badRequest('No text found in that file (a scanned PDF has none)', 'no_text');
  return { format, chunks };
}
