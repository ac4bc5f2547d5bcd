import { and, eq, inArray, schema, sql, type Database } from '@carsetu/db';
import {
  InspectionGroupSchema,
  type ListingCard,
  type ListingDetail,
  type StudioPhotosResponse,
} from '@carsetu/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import {
  cardsQuery,
  marketPrices,
  paperChecksFor,
  toListingCard,
  withMarketSignals,
  type CardRow,
} from '../search';
import { queryRows, toIso } from '../../lib/sql-rows';
import { listingImages } from './listing-photos.service';

export const SIMILAR_CARS_LIMIT = 6;
/** Similar cars: same body type, price within this share of the car's price either way. */
export const SIMILAR_PRICE_SPREAD = 0.25;

export async function findListingCard(db: Database, id: number): Promise<ListingCard | null> {
  const rows = await queryRows<CardRow>(
    db,
    cardsQuery(sql`select * from listings where id = ${id}`, 'id desc'),
  );
  return rows[0] ? toListingCard(rows[0]) : null;
}

/** The car page: the card plus pictures, specs, inspection, hub, similar cars and the visitor's own state. */
export async function getListingDetail(
  db: Database,
  id: number,
  userId: string | null,
  now = new Date(),
): Promise<ListingDetail> {
  const found = await findListingCard(db, id);
  if (!found || found.status === 'sold') throw notFound('This car is no longer available.');
  const [extra] = await queryRows<{
    engine_cc: number | null;
    hub_id: number | null;
    hub_name: string | null;
    hub_address: string | null;
    hub_pincode: string | null;
    overall_rating: number | null;
    report: unknown;
    features: string[] | null;
    inspected_at: string | Date | null;
  }>(
    db,
    sql`select v.engine_cc, h.id as hub_id, h.name as hub_name, h.address as hub_address, h.pincode as hub_pincode,
               i.overall_rating, i.report, i.features, i.inspected_at
        from listings l
        join variants v on v.id = l.variant_id
        left join inventory_hubs h on h.id = l.hub_id
        left join listing_inspections i on i.listing_id = l.id
        where l.id = ${id}`,
  );
  const [similar, own, images, prices, papers] = await Promise.all([
    findSimilar(db, found).then((cards) => withMarketSignals(db, cards, now)),
    userId ? ownState(db, userId, id) : null,
    listingImages(db, found),
    marketPrices(db, [found]),
    paperChecksFor(db, [id], now),
  ]);
  const paperChecks = papers.get(id) ?? null;
  const groups = z.array(InspectionGroupSchema).safeParse(extra?.report);
  return {
    ...found,
    marketPrice: prices.get(id) ?? null,
    cleanPapers: paperChecks?.clean ?? false,
    images,
    engineCc: extra?.engine_cc ?? null,
    features: extra?.features ?? [],
    inspection:
      extra?.overall_rating != null && groups.success
        ? {
            overallRating: Number(extra.overall_rating),
            inspectedAt: toIso(extra.inspected_at),
            groups: groups.data,
          }
        : null,
    paperChecks,
    hub:
      extra?.hub_id != null
        ? {
            id: extra.hub_id,
            name: extra.hub_name!,
            address: extra.hub_address!,
            pincode: extra.hub_pincode!,
          }
        : null,
    similar,
    isWishlisted: own?.isWishlisted ?? false,
    hasPriceAlert: own?.hasPriceAlert ?? false,
    isBookedByMe: own?.isBookedByMe ?? false,
  };
}

async function findSimilar(db: Database, card: ListingCard): Promise<ListingCard[]> {
  const low = Math.round(card.pricePaise * (1 - SIMILAR_PRICE_SPREAD));
  const high = Math.round(card.pricePaise * (1 + SIMILAR_PRICE_SPREAD));
  const inner = sql`select * from listings
                    where status = 'available' and id <> ${card.id} and body_type = ${card.bodyType}
                      and price_paise between ${low} and ${high}
                    order by (city_id = ${card.city.id}) desc, abs(price_paise - ${card.pricePaise}), id
                    limit ${SIMILAR_CARS_LIMIT}`;
  const rows = await queryRows<CardRow>(db, cardsQuery(inner, 'id desc'));
  const cards = rows.map(toListingCard);
  // Keep the inner order (same city first, closest price) that the outer join lost.
  const order = new Map(rows.map((row, index) => [row.id, index]));
  return cards.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

async function ownState(db: Database, userId: string, listingId: number) {
  const [wish, alert, booking] = await Promise.all([
    db
      .select({ id: schema.wishlistItems.listingId })
      .from(schema.wishlistItems)
      .where(
        and(eq(schema.wishlistItems.userId, userId), eq(schema.wishlistItems.listingId, listingId)),
      ),
    db
      .select({ id: schema.priceAlerts.listingId })
      .from(schema.priceAlerts)
      .where(
        and(eq(schema.priceAlerts.userId, userId), eq(schema.priceAlerts.listingId, listingId)),
      ),
    db
      .select({ id: schema.bookings.id })
      .from(schema.bookings)
      .where(
        and(
          eq(schema.bookings.userId, userId),
          eq(schema.bookings.listingId, listingId),
          inArray(schema.bookings.status, ['pending_payment', 'reserved']),
        ),
      ),
  ]);
  return {
    isWishlisted: wish.length > 0,
    hasPriceAlert: alert.length > 0,
    isBookedByMe: booking.length > 0,
  };
}

/** GET …/listings/{id}/studio-photos (spec §7 "studio photos"): every picture of a car on sale. */
export async function getStudioPhotos(db: Database, id: number): Promise<StudioPhotosResponse> {
  const card = await findListingCard(db, id);
  if (!card || card.status === 'sold') throw notFound('This car is no longer available.');
  const photos = await listingImages(db, card);
  return {
    listingId: card.id,
    title: card.title,
    url: card.url,
    inspectionPhotoCount: photos.filter((photo) => photo.angle === 'inspection').length,
    photos,
  };
}
