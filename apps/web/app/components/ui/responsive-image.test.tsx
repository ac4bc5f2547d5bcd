import type { ImageVariant } from '@carsetu/contracts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imagePreloads, ResponsiveImage } from './responsive-image';

const variants: ImageVariant[] = [
  { format: 'webp', width: 640, url: '/p/k/640.webp' },
  { format: 'avif', width: 640, url: '/p/k/640.avif' },
  { format: 'webp', width: 320, url: '/p/k/320.webp' },
  { format: 'avif', width: 320, url: '/p/k/320.avif' },
];

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP by width with sizes, and keeps the fixed size on the <img>', () => {
    const html = renderToString(
      <ResponsiveImage
        src="/p/k/640.webp"
        alt="Front bumper"
        width={640}
        height={400}
        variants={variants}
        sizes="100vw"
      />,
    );
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/p/k/320.avif 320w, /p/k/640.avif 640w" sizes="100vw"/>' +
        '<source type="image/webp" srcSet="/p/k/320.webp 320w, /p/k/640.webp 640w" sizes="100vw"/>' +
        '<img src="/p/k/640.webp" alt="Front bumper" width="640" height="400" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('loads the LCP picture eagerly and first; a drawing stays a plain <img>', () => {
    const html = renderToString(
      <ResponsiveImage src="/d/side.svg" alt="Side" width={640} height={400} priority />,
    );
    // (React itself adds a preload <link> for an eager <img> outside a <picture>.)
    expect(html).not.toContain('<picture');
    expect(html).toContain(
      '<img src="/d/side.svg" alt="Side" width="640" height="400" loading="eager" fetchPriority="high"/>',
    );
  });
});

describe('imagePreloads', () => {
  it('preloads the AVIF widths of a photo with the slot sizes, at high priority', () => {
    expect(imagePreloads({ src: '/p/k/640.webp', variants, sizes: '100vw' })).toEqual([
      {
        tagName: 'link',
        rel: 'preload',
        as: 'image',
        href: '/p/k/640.webp',
        fetchPriority: 'high',
        type: 'image/avif',
        imageSrcSet: '/p/k/320.avif 320w, /p/k/640.avif 640w',
        imageSizes: '100vw',
      },
    ]);
  });

  it('adds none for a drawing: React preloads a priority <img> itself', () => {
    expect(imagePreloads({ src: '/d/side.svg' })).toEqual([]);
  });
});
