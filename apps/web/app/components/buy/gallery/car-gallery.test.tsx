// @vitest-environment jsdom
import type { ListingImage } from '@carsetu/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CarGallery, GALLERY_SIZES } from './car-gallery';
import { stepIndex, swipeStep } from './gallery-steps';

afterEach(cleanup);
// jsdom has no PointerEvent; without it the pointer coordinates of a swipe are lost.
if (typeof window.PointerEvent === 'undefined')
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends (
    MouseEvent
  ) {};

const images: ListingImage[] = [
  { angle: 'inspection', url: '/p/front.webp', alt: 'Swift — Front' },
  { angle: 'three-quarter', url: '/d/tq.svg', alt: 'Swift, red — front three-quarter view' },
  { angle: 'side', url: '/d/side.svg', alt: 'Swift, red — side view' },
];

async function openAt(index: number) {
  const user = userEvent.setup();
  render(<CarGallery title="2019 Maruti Suzuki Swift" images={images} />);
  await user.click(screen.getAllByRole('button', { name: /^Open picture/ })[index]!);
  const dialog = await screen.findByRole('dialog', { name: '2019 Maruti Suzuki Swift: pictures' });
  return { user, dialog };
}

describe('gallery steps', () => {
  it('wraps at both ends and reads a swipe only when it is long and sideways', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('CarGallery', () => {
  it('opens a dialog at the tapped picture with a counter, real photos first', async () => {
    const { dialog } = await openAt(1);
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(images[1]!.alt);
    // In the strip, the inspection photo comes first and keeps its own alt text.
    expect(screen.getAllByRole('img')[0]!.getAttribute('alt')).toBe('Swift — Front');
  });

  it('moves with the arrow keys and the buttons, wrapping round', async () => {
    const { user, dialog } = await openAt(0);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
  });

  it('turns on a swipe, zooms, and closes with Escape and the Close button', async () => {
    const { user, dialog } = await openAt(0);
    const stage = within(dialog).getByTestId('gallery-stage');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 105 });
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    const zoom = within(dialog).getByRole('button', { name: 'Zoom in' });
    await user.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(zoom.textContent).toBe('Zoom out');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const again = await openAt(2);
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CarGallery pictures (decision 0178)', () => {
  const photo: ListingImage = {
    ...images[0]!,
    variants: [
      { format: 'avif', width: 320, url: '/p/320.avif' },
      { format: 'avif', width: 640, url: '/p/640.avif' },
      { format: 'webp', width: 320, url: '/p/320.webp' },
      { format: 'webp', width: 640, url: '/p/640.webp' },
    ],
  };

  it('gives a photo AVIF and WebP widths with the strip sizes; only the first loads eagerly', () => {
    const { container } = render(
      <CarGallery title="2019 Maruti Suzuki Swift" images={[photo, ...images.slice(1)]} />,
    );
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe('/p/320.avif 320w, /p/640.avif 640w');
    expect(sources[0]!.getAttribute('sizes')).toBe(GALLERY_SIZES);
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(3);
    for (const img of imgs) {
      expect(img.getAttribute('width')).toBe('640');
      expect(img.getAttribute('height')).toBe('400');
    }
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(imgs.map((img) => img.getAttribute('decoding'))).toEqual([null, 'async', 'async']);
    // The drawings need no widths: they are SVG.
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });
});
