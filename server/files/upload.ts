// Receives the multipart field `files` (one or more) into staging, checks each file's size and
// content, and only when every file passed publishes them all. Any failure discards what was staged.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../errors.ts';
import type { FileStorage, StagedFile } from './storage.ts';
import { verifyContent } from './sniff.ts';
import type { AllowedType } from './content-types.ts';
import { generatedName, sanitizeFileName, withExtension } from './file-name.ts';
import { extensionOf, tenantKey } from './path-safety.ts';

export interface UploadLimits {
  maxFileBytes: number;
  maxRequestBytes: number;
}

export interface UploadedFile {
  filePath: string;
  name: string;
  size: number;
  contentType: string;
}

const mb = (n: number) => `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
const fileTooLarge = (name: string, max: number) =>
  new ApiError(413, 'file_too_large', `"${name}" is larger than the ${mb(max)} limit per file`);
const requestTooLarge = (max: number) =>
  new ApiError(413, 'request_too_large', `These files together are larger than the ${mb(max)} limit per upload`);

interface Pending {
  staged: StagedFile;
  name: string;
  storedName: string;
  contentType: string;
}

export async function receiveUploads(
  req: FastifyRequest,
  opts: {
    storage: FileStorage;
    limits: UploadLimits;
    schema: string;
    dir: string;
    persistFilename: boolean;
    /** a further check of each verified file before anything is published (a document type's rule) */
    accept?: (name: string, type: AllowedType, size: number) => void;
  },
): Promise<UploadedFile[]> {
  const { storage, limits } = opts;
  if (Number(req.headers['content-length']) > limits.maxRequestBytes) throw requestTooLarge(limits.maxRequestBytes);
  const pending: Pending[] = [];
  let used = 0;
  let published = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw badRequest(
          `Unexpected file field "${part.fieldname}"; send files in the field "files"`,
          'unexpected_field',
        );
      }
      const display = sanitizeFileName(part.filename);
      const remaining = limits.maxRequestBytes - used;
      const staged = await storage.stage(part.file, {
        maxBytes: Math.min(limits.maxFileBytes, remaining),
        tooLarge: () =>
          limits.maxFileBytes <= remaining
            ? fileTooLarge(display, limits.maxFileBytes)
            : requestTooLarge(limits.maxRequestBytes),
      });
      used += staged.size;
      const entry: Pending = { staged, name: display, storedName: '', contentType: '' };
      pending.push(entry);
      const type = await verifyContent(staged.localPath, display, staged.size);
      opts.accept?.(display, type, staged.size);
      entry.name = withExtension(display, type.extensions[0]);
      entry.storedName = opts.persistFilename ? entry.name : generatedName(extensionOf(entry.name));
      entry.contentType = type.contentType;
    }
    if (pending.length === 0)
      throw badRequest('No file received; send one or more files in the multipart field "files"', 'no_files');
    const out: UploadedFile[] = [];
    for (const f of pending) {
      const filePath = `${opts.dir}/${f.storedName}`;
      const stat = await storage.publish(f.staged, tenantKey(opts.schema, filePath), { contentType: f.contentType });
      published++;
      out.push({ filePath, name: f.name, size: stat.size, contentType: f.contentType });
    }
    return out;
  } catch (err) {
    await Promise.all(pending.slice(published).map((f) => storage.discard(f.staged)));
    // A client that went away is not a server failure: nothing is left behind, nobody to answer.
    if (!(err instanceof ApiError) && (req.raw.destroyed || req.raw.readableAborted)) {
      throw new ApiError(400, 'upload_aborted', 'The connection closed before the upload finished');
    }
    throw err;
  }
}
