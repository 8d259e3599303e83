// The text of an uploaded .txt, .md, .docx or .pdf, read on the server (mammoth for Word, unpdf
// for PDF, both loaded on first use). The file's own bytes decide, not its name: a .docx is a zip, a PDF starts with %PDF.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export const EXTRACT_MAX_BYTES = 15 * 1024 * 1024;

type Kind = 'docx' | 'pdf' | 'text';

function sniff(name: string, buf: Buffer): Kind {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buf[0] === 0x50 && buf[1] === 0x4b && ext === 'docx') return 'docx';
  if (['txt', 'md', 'markdown', 'text', 'csv'].includes(ext) || (ext === '' && !buf.subarray(0, 4096).includes(0))) {
    if (buf.subarray(0, 4096).includes(0)) throw badRequest('That file is not plain text', 'unsupported_file');
    return 'text';
  }
  throw badRequest('Upload a .txt, .docx or .pdf file', 'unsupported_file');
}

export async function extractUploadedText(name: string, buf: Buffer): Promise<string> {
  const kind = sniff(name, buf);
  try {
    if (kind === 'text') return buf.toString('utf8').replace(/^\uFEFF/, '');
    if (kind === 'docx') return (await (await import('mammoth')).default.extractRawText({ buffer: buf })).value;
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(buf));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch (err) {
    throw badRequest(
      `Could not read that ${kind === 'pdf' ? 'PDF' : 'Word'} file: ${(err as Error).message}`.slice(0, 300),
      'unreadable_file',
    );
  }
}

/** Tidies extracted text: normal line ends, no runs of blank lines, trimmed. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The one file of a multipart request (field `file`) read to tidy text; 400 when there is none. */
export async function extractRequestFile(req: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"', 'not_multipart');
  const part = await req.file();
  if (!part) throw badRequest('No file received; send it in the multipart field "file"', 'no_file');
  const buf = await part.toBuffer().catch(() => {
    throw badRequest(`The file is larger than ${EXTRACT_MAX_BYTES / 1024 / 1024} MB`, 'file_too_large');
  });
  const text = tidyText(await extractUploadedText(part.filename ?? '', buf));
  if (!text) throw badRequest('No text found in that file (a scanned PDF has none)', 'no_text');
  return { name: part.filename ?? '', text };
}
