import { INSPECTION_PHOTO_WIDTHS } from '@carsetu/contracts';
import sharp from 'sharp';

/** Image types accepted, told apart by their first bytes, never by name or Content-Type. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  // ISO-BMFF: "ftyp" at 4 with a HEIF brand.
  if (bytes.toString('ascii', 4, 8) === 'ftyp') {
    const brand = bytes.toString('ascii', 8, 12);
    if (['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(brand)) return 'heic';
  }
  return null;
}

export interface EncodedPhoto {
  width: number;
  bytes: Buffer;
}

/**
 * Re-encodes to WebP at each width no wider than the original (EXIF orientation applied and
 * all metadata, GPS included, dropped). Throws when sharp cannot decode the bytes.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto[]> {
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  const { width = 0 } = await image.metadata();
  const widths = INSPECTION_PHOTO_WIDTHS.filter(
    (candidate, index) => index === 0 || candidate <= width,
  );
  return Promise.all(
    widths.map(async (target) => ({
      width: target,
      bytes: await image
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    })),
  );
}
