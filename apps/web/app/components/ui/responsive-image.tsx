import { IMAGE_FORMATS, IMAGE_MIME_TYPES, srcsetOf, type ImageVariant } from '@carsetu/contracts';

/**
 * One picture with its size fixed before it loads (decision 0178): explicit width and height so
 * nothing below it moves (CLS), lazy and decoded off the main thread unless it is the page's
 * largest picture (LCP), which loads first with fetchpriority="high". A photo with AVIF and WebP
 * variants becomes a <picture> the browser picks from by format and by the slot's `sizes`; a
 * drawing (SVG, no variants) stays a plain <img>, sharp at any size.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  variants = [],
  sizes,
  priority = false,
  className,
  draggable,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  variants?: readonly ImageVariant[];
  /** The slot's width per viewport, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** The page's LCP picture: eager, fetched first. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  draggable?: boolean;
}) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
      className={className}
    />
  );
  const sources = IMAGE_FORMATS.map((format) => ({ format, srcset: srcsetOf(variants, format) }));
  if (!sources.some((source) => source.srcset)) return img;
  return (
    <picture>
      {sources.map(
        ({ format, srcset }) =>
          srcset && (
            <source key={format} type={IMAGE_MIME_TYPES[format]} srcSet={srcset} sizes={sizes} />
          ),
      )}
      {img}
    </picture>
  );
}

/**
 * The <link rel="preload"> for a page's LCP picture, as route `meta` descriptors, so the browser
 * starts fetching it with the HTML instead of after layout. A photo preloads its AVIF widths
 * (a browser without AVIF skips a preload of that type and loads the WebP from the <picture>).
 * None for a plain <img>: React's server renderer already preloads an eager, high-priority
 * <img> outside a <picture>, and a second link would only repeat it.
 */
export function imagePreloads(image: {
  src: string;
  variants?: readonly ImageVariant[];
  sizes?: string;
}) {
  const best = IMAGE_FORMATS.find((format) => srcsetOf(image.variants ?? [], format));
  if (!best) return [];
  return [
    {
      tagName: 'link' as const,
      rel: 'preload',
      as: 'image',
      href: image.src,
      fetchPriority: 'high',
      type: IMAGE_MIME_TYPES[best],
      imageSrcSet: srcsetOf(image.variants ?? [], best),
      imageSizes: image.sizes,
    },
  ];
}
