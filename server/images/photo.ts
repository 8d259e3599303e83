// A person's photo from uploaded bytes (sharp): the content must prove to be a PNG, JPEG, GIF or
// WebP image that decodes whole, else 422 and nothing is stored. What is kept is re-encoded: the
// photo turned upright and at most 1024 px, a 160 px square thumbnail, both JPEG without the
// uploaded metadata (sharp keeps none unless asked), so EXIF location data never reaches storage.
import { unprocessable } from '../errors.ts';
import { PHOTO_PX, THUMB_PX } from '../../src/shared/photo-sizes.ts';

/** about 40 megapixels: larger pictures are refused before they are decoded */
const MAX_PIXELS = 40_000_000;

const SIGNATURES: [string, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
];

export interface Photo {
  photo: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const refused = (why: string) => unprocessable(`This file is not a usable photo: ${why}`, 'invalid_image');

export async function makePhoto(bytes: Buffer): Promise<Photo> {
  const kind = SIGNATURES.find(([, sig]) => sig.every((b, i) => bytes[i] === b))?.[0];
  if (!kind || (kind === 'webp' && bytes.subarray(8, 12).toString('latin1') !== 'WEBP'))
    throw refused('send a PNG, JPEG, GIF or WebP image');
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
    const photo = await input()
      .rotate()
      .resize({ width: PHOTO_PX, height: PHOTO_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input()
      .rotate()
      .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'cover' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { photo: photo.data, thumb, width: photo.info.width, height: photo.info.height };
  } catch (err) {
    const msg = (err as Error).message;
    throw refused(/pixel limit/i.test(msg) ? 'the picture has too many pixels' : 'the image data is damaged');
  }
}
