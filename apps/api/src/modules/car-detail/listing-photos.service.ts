import { sql, type Database } from '@carsetu/db';
import {
  CAR_IMAGE_ANGLE_LABELS,
  carImagePath,
  type CarImageAngle,
  type ListingCard,
  type ListingImage,
} from '@carsetu/contracts';
import { queryRows } from '../../lib/sql-rows';
import { photoVariants } from '../sell';

/** The drawn angles in gallery order: the card's three-quarter view first, the interior last. */
const GALLERY_ANGLES: CarImageAngle[] = ['three-quarter', 'side', 'front', 'rear', 'interior'];

/**
 * A car's pictures: the photos taken at its own inspection (a car bought from a seller) first,
 * then the studio angles drawn in the car's body type and colour.
 */
export async function listingImages(db: Database, card: ListingCard): Promise<ListingImage[]> {
  // A relisted car's photo URL holds its inspection photo's storage key; the join finds the
  // widths and formats stored for it (decision 0178).
  const photos = await queryRows<{
    url: string;
    caption: string;
    storage_key: string | null;
    widths: number[] | null;
    formats: string[] | null;
  }>(
    db,
    sql`select p.url, p.caption, i.storage_key, i.widths, i.formats
        from listing_photos p
        left join inspection_photos i
          on i.storage_key = substring(p.url from '/inspection-photos/([A-Za-z0-9_-]{22})/')
        where p.listing_id = ${card.id} order by p.position`,
  );
  return [
    ...photos.map((photo) => ({
      angle: 'inspection' as const,
      url: photo.url,
      alt: `${card.title} — ${photo.caption}`,
      ...(photo.storage_key && photo.widths && photo.formats
        ? {
            variants: photoVariants({
              storage_key: photo.storage_key,
              widths: photo.widths,
              formats: photo.formats,
            }),
          }
        : {}),
    })),
    ...GALLERY_ANGLES.map((angle) => ({
      angle,
      url: carImagePath(card.bodyType, card.colour, angle),
      alt: `${card.title}, ${card.colour} — ${CAR_IMAGE_ANGLE_LABELS[angle]}`,
    })),
  ];
}
