import type { ListingImage } from '@carsetu/contracts';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { Dialog, ResponsiveImage } from '../../ui';
import { stepIndex, swipeStep } from './gallery-steps';

const NAV_BUTTON =
  'rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow ring-1 ring-slate-300 hover:bg-slate-50';

/**
 * The full-screen picture viewer: previous/next buttons, ← → keys and swipes; zoom by button or
 * double tap (a zoomed picture pans by scrolling); a "2 / 6" counter; Escape or Close shuts it.
 */
export default function GalleryViewer({
  title,
  images,
  start,
  onClose,
}: {
  title: string;
  images: ListingImage[];
  start: number;
  onClose: () => void;
}) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const image = images[index]!;
  const go = (delta: number) => {
    setZoomed(false);
    setIndex((current) => stepIndex(current, delta, images.length));
  };
  const count = images.length;
  // On the document, so the arrows work wherever focus is in the viewer (the Close button too).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (delta === 0) return;
      event.preventDefault();
      setZoomed(false);
      setIndex((current) => stepIndex(current, delta, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);
  const onPointerDown = (event: PointerEvent) => {
    drag.current = zoomed ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag.current) return;
    const step = swipeStep(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = null;
    if (step !== 0) go(step);
  };
  return (
    <Dialog open onClose={onClose} title={t('{title}: pictures', { title })} placement="full">
      <div className="flex h-full flex-col gap-3">
        <div
          className={`relative flex-1 touch-pan-y select-none rounded-2xl bg-slate-100 ${zoomed ? 'overflow-auto' : 'flex items-center justify-center overflow-hidden'}`}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onDoubleClick={() => setZoomed((value) => !value)}
          // Zoomed, the picture pans by scrolling: the region must take focus for keyboard users.
          {...(zoomed
            ? { tabIndex: 0, role: 'region', 'aria-label': t('Zoomed picture, scroll to pan') }
            : {})}
          data-testid="gallery-stage"
        >
          <ResponsiveImage
            key={image.url}
            src={image.url}
            alt={image.alt}
            width={640}
            height={400}
            variants={image.variants}
            sizes="100vw"
            priority
            draggable={false}
            className={
              zoomed ? 'h-auto w-[200%] max-w-none' : 'max-h-full w-full max-w-5xl object-contain'
            }
          />
        </div>
        <p className="text-center text-sm text-slate-700">{image.alt}</p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={NAV_BUTTON} onClick={() => go(-1)}>
            <span aria-hidden="true">← </span>
            {t('Previous')}
          </button>
          <p className="min-w-16 text-center font-semibold text-ink" aria-live="polite">
            <span className="sr-only">{t('Picture')} </span>
            {index + 1} / {images.length}
          </p>
          <button type="button" className={NAV_BUTTON} onClick={() => go(1)}>
            {t('Next')}
            <span aria-hidden="true"> →</span>
          </button>
          <button
            type="button"
            className={NAV_BUTTON}
            aria-pressed={zoomed}
            onClick={() => setZoomed((value) => !value)}
          >
            {zoomed ? t('Zoom out') : t('Zoom in')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
