import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../domain-error.ts';

/** The largest upload taken, in bytes (10 MB). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may have (50 megapixels): a small file that would unpack to gigabytes is refused. */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** The longest side of a stored picture; larger uploads are scaled down to fit. */
export const STORED_PICTURE_SIDE = 2000;

export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/**
 * The kind of picture the bytes are, read from their own signature (never from a file name or a
 * Content-Type); null for anything else.
 */
export function sniffPictureType(bytes: Buffer): PictureType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue; // the minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

export interface PreparedPicture {
  /** The first 32 hex digits of the WebP file's SHA-256. */
  id: string;
  webp: Buffer;
  width: number;
  height: number;
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * Checks an upload and re-encodes it as the shop stores it: WebP, turned upright by its EXIF
 * orientation, at most STORED_PICTURE_SIDE px a side, in sRGB, with every piece of metadata (EXIF
 * with its GPS position, XMP, ICC, comments) left out.
 */
export async function preparePicture(upload: Buffer): Promise<PreparedPicture> {
  if (upload.length > MAX_PICTURE_BYTES) throw pictureTooLarge();
  const type = sniffPictureType(upload);
  if (!type) {
    throw new DomainError(
      'unsupportedType',
      'PICTURE_TYPE_NOT_ACCEPTED',
      'A picture must be a JPEG, PNG, WebP or AVIF file',
    );
  }
  const options = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' } as const;
  let header: Metadata;
  try {
    // The header alone: the size is known before a single pixel is unpacked.
    header = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const expected = type === 'avif' ? 'heif' : type;
  if (header.format !== expected || !header.width || !header.height) throw unreadable();
  if (header.width * header.height > MAX_PICTURE_PIXELS) {
    throw new DomainError(
      'unprocessable',
      'PICTURE_TOO_MANY_PIXELS',
      `A picture may have at most ${MAX_PICTURE_PIXELS / 1_000_000} million pixels; this one is ${header.width}×${header.height}`,
      { limit: MAX_PICTURE_PIXELS },
    );
  }
  try {
    const { data, info } = await sharp(upload, options)
      .rotate()
      .resize({
        width: STORED_PICTURE_SIDE,
        height: STORED_PICTURE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const id = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { id, webp: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

export function pictureTooLarge(): DomainError {
  return new DomainError(
    'tooLarge',
    'PICTURE_TOO_LARGE',
    `A picture may be at most ${megabytes(MAX_PICTURE_BYTES)}`,
    { limit: MAX_PICTURE_BYTES },
  );
}

function unreadable(): DomainError {
  return new DomainError(
    'unprocessable',
    'PICTURE_UNREADABLE',
    'The picture is damaged or cut short and cannot be read',
  );
}
