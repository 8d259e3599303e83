// Reads the entry names of a ZIP file from its central directory (what OOXML files are), without
// unpacking anything. Used only to tell a real .docx/.xlsx/.pptx from any other ZIP.
import type { FileHandle } from 'node:fs/promises';

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const CENTRAL_SIG = 0x02014b50;
const MAX_CENTRAL_BYTES = 8 * 1024 * 1024;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Entry names, or null when the file is not a readable ZIP. */
export async function zipEntryNames(fh: FileHandle, size: number): Promise<string[] | null> {
  const tailLen = Math.min(size, 22 + 0xffff);
  const tail = await readAt(fh, size - tailLen, tailLen);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || tail.readUInt32LE(loc) !== ZIP64_LOCATOR_SIG) return null;
    const z64 = await readAt(fh, Number(tail.readBigUInt64LE(loc + 8)), 56);
    if (z64.length < 56) return null;
    cdSize = Number(z64.readBigUInt64LE(40));
    cdOffset = Number(z64.readBigUInt64LE(48));
  }
  if (cdSize > MAX_CENTRAL_BYTES || cdOffset + cdSize > size) return null;
  const cd = await readAt(fh, cdOffset, cdSize);
  const names: string[] = [];
  let p = 0;
  while (p + 46 <= cd.length && cd.readUInt32LE(p) === CENTRAL_SIG) {
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    names.push(cd.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}
