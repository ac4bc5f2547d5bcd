import { sql, type Database } from '@carsetu/db';
import {
  CAR_IMAGE_ANGLES,
  carImagePath,
  type ListingCard,
  type ListingImage,
} from '@carsetu/contracts';
import { queryRows } from '../../lib/sql-rows';

const ANGLE_LABEL = {
  side: 'side view',
  front: 'front view',
  rear: 'rear view',
  interior: 'interior',
} as const;

/**
 * A car's pictures: the photos taken at its own inspection (a car bought from a seller) first,
 * then the studio angles drawn in the car's body type and colour.
 */
export async function listingImages(db: Database, card: ListingCard): Promise<ListingImage[]> {
  const photos = await queryRows<{ url: string; caption: string }>(
    db,
    sql`select url, caption from listing_photos where listing_id = ${card.id} order by position`,
  );
  return [
    ...photos.map((photo) => ({
      angle: 'inspection' as const,
      url: photo.url,
      alt: `${card.title} — ${photo.caption}`,
    })),
    ...CAR_IMAGE_ANGLES.map((angle) => ({
      angle,
      url: carImagePath(card.bodyType, card.colour, angle),
      alt: `${card.title}, ${card.colour} — ${ANGLE_LABEL[angle]}`,
    })),
  ];
}
