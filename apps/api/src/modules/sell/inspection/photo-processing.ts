import { IMAGE_FORMATS, INSPECTION_PHOTO_WIDTHS, type ImageFormat } from '@carsetu/contracts';
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
  format: ImageFormat;
  width: number;
  bytes: Buffer;
}

/**
 * Encoder settings (decision 0178). WebP 78 and AVIF 50 look alike on a phone; AVIF effort 2
 * (of 0–9) keeps an upload near a second on this 2-core machine, where the default 4 took five
 * times longer for a few per cent fewer bytes.
 */
const WEBP_QUALITY = 78;
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 2;

/** The storage file name of one variant, e.g. "640.avif". */
export const variantFile = (width: number, format: ImageFormat) => `${width}.${format}`;

/**
 * Re-encodes to AVIF and WebP at each width no wider than the original (EXIF orientation
 * applied and all metadata, GPS included, dropped). Throws when sharp cannot decode the bytes.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto[]> {
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  const { width = 0 } = await image.metadata();
  const widths = INSPECTION_PHOTO_WIDTHS.filter(
    (candidate, index) => index === 0 || candidate <= width,
  );
  return Promise.all(
    widths.flatMap((target) =>
      IMAGE_FORMATS.map(async (format) => {
        const resized = image.clone().resize({ width: target, withoutEnlargement: true });
        const encoded =
          format === 'avif'
            ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
            : resized.webp({ quality: WEBP_QUALITY });
        return { format, width: target, bytes: await encoded.toBuffer() };
      }),
    ),
  );
}
