import { sql, type Database } from '@carsetu/db';
import {
  CAR_IMAGE_ANGLE_LABELS,
  carImagePath,
  type CarImageAngle,
  type ListingCard,
  type ListingImage,
} from '@carsetu/contracts';
import { queryRows } from '../../lib/sql-rows';

/** The drawn angles in gallery order: the card's three-quarter view first, the interior last. */
const GALLERY_ANGLES: CarImageAngle[] = ['three-quarter', 'side', 'front', 'rear', 'interior'];

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
    ...GALLERY_ANGLES.map((angle) => ({
      angle,
      url: carImagePath(card.bodyType, card.colour, angle),
      alt: `${card.title}, ${card.colour} — ${CAR_IMAGE_ANGLE_LABELS[angle]}`,
    })),
  ];
}
