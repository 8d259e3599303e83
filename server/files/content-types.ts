// The allowlist of what the file service stores: one row per accepted type. `family` is what the
// first bytes can prove; the extension then picks the row inside the family and must agree.
export type ContentFamily = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'text';

export interface AllowedType {
  family: ContentFamily;
  label: string;
  contentType: string;
  extensions: string[];
}

export const ALLOWED_TYPES: readonly AllowedType[] = [
  { family: 'pdf', label: 'a PDF document', contentType: 'application/pdf', extensions: ['pdf'] },
  { family: 'png', label: 'a PNG image', contentType: 'image/png', extensions: ['png'] },
  { family: 'jpeg', label: 'a JPEG image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { family: 'gif', label: 'a GIF image', contentType: 'image/gif', extensions: ['gif'] },
  { family: 'webp', label: 'a WebP image', contentType: 'image/webp', extensions: ['webp'] },
  {
    family: 'docx',
    label: 'a Word document',
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    family: 'xlsx',
    label: 'an Excel workbook',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    family: 'pptx',
    label: 'a PowerPoint presentation',
    extensions: ['pptx'],
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  { family: 'doc', label: 'a Word 97-2003 document', contentType: 'application/msword', extensions: ['doc'] },
  { family: 'text', label: 'plain text', contentType: 'text/plain', extensions: ['txt', 'text'] },
  { family: 'text', label: 'a CSV table', contentType: 'text/csv', extensions: ['csv'] },
  { family: 'text', label: 'a Markdown text', contentType: 'text/markdown', extensions: ['md', 'markdown'] },
];

export const ALLOWED_EXTENSIONS = ALLOWED_TYPES.flatMap((t) => t.extensions);

export function typeByExtension(ext: string): AllowedType | undefined {
  return ALLOWED_TYPES.find((t) => t.extensions.includes(ext));
}

/** The Content-Type header for a stored file, from its (verified at upload) extension. */
export function contentTypeFor(ext: string): string {
  const t = typeByExtension(ext);
  if (!t) return 'application/octet-stream';
  return t.family === 'text' ? `${t.contentType}; charset=utf-8` : t.contentType;
}
