import { z } from 'zod';

/**
 * Responsive raster pictures (issue 14 item 4, decision 0178): every uploaded photo is stored
 * as AVIF and WebP at a few widths. The browser picks the first format it can show and, within
 * it, the width that fits the slot (`sizes`).
 */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export const ImageFormatSchema = z.enum(IMAGE_FORMATS);
export type ImageFormat = z.infer<typeof ImageFormatSchema>;
export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export const ImageVariantSchema = z.object({
  format: ImageFormatSchema,
  width: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/** `srcset` of one format, narrowest first ("" when the picture has none in that format). */
export function srcsetOf(variants: readonly ImageVariant[], format: ImageFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}
