import type { ListingImage } from '@carsetu/contracts';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { ResponsiveImage } from '../../ui';

// The viewer is loaded on the first tap, so the car page's first load carries none of it.
const GalleryViewer = lazy(() => import('./gallery-viewer'));

/**
 * How wide the strip's picture is (decision 0178): the page column beside the 24rem price box on
 * desktop (832px at the 80rem page width), the screen less its padding on phones.
 */
export const GALLERY_SIZES =
  '(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 28rem), calc(100vw - 2rem)';

/**
 * The car page's pictures: a strip that scrolls sideways (inspection photos first, then the
 * drawings); a tap opens the viewer with swipe, zoom and arrow keys.
 */
export function CarGallery({ title, images }: { title: string; images: ListingImage[] }) {
  const t = useT();
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <>
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-2xl"
        aria-label={t('Gallery, scroll sideways for more pictures')}
      >
        {images.map((image, index) => (
          <li key={image.url} className="relative w-full shrink-0 snap-center">
            <ResponsiveImage
              src={image.url}
              alt={image.alt}
              width={640}
              height={400}
              variants={image.variants}
              sizes={GALLERY_SIZES}
              priority={index === 0}
              className="aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover"
            />
            {/* A button over the picture (not around it), so the picture keeps its own alt text. */}
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              className="absolute inset-0 rounded-2xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              aria-label={t('Open picture {number} of {count} in the viewer', {
                number: index + 1,
                count: images.length,
              })}
            />
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            title={title}
            images={images}
            start={openAt}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </>
  );
}
