import { and, desc, eq, schema, sql, type Database } from '@carsetu/db';
import {
  WISHLIST_MAX_ITEMS,
  type WishlistChangeResponse,
  type WishlistItem,
} from '@carsetu/contracts';
import { AppError, HTTP, notFound } from '../../lib/errors';
import { findListingCardsByIds } from '../search';
import { queryRows, toIso, toNumber } from '../../lib/sql-rows';

const { wishlistItems, priceAlerts, listings } = schema;

export async function countWishlist(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from wishlist_items where user_id = ${userId}`,
  );
  return toNumber(row?.n);
}

async function changeResponse(
  db: Database,
  userId: string,
  listingId: number,
): Promise<WishlistChangeResponse> {
  const [wish, alert, wishlistCount] = await Promise.all([
    db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.listingId, listingId))),
    db
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId))),
    countWishlist(db, userId),
  ]);
  return {
    listingId,
    isWishlisted: wish.length > 0,
    hasPriceAlert: alert.length > 0,
    wishlistCount,
  };
}

async function requireListedCar(db: Database, listingId: number) {
  const [car] = await db
    .select({ pricePaise: listings.pricePaise, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!car || car.status === 'sold') throw notFound('This car is no longer available.');
  return car;
}

/** Like: idempotent (liking twice keeps one row). */
export async function addToWishlist(
  db: Database,
  userId: string,
  listingId: number,
): Promise<WishlistChangeResponse> {
  await requireListedCar(db, listingId);
  if ((await countWishlist(db, userId)) >= WISHLIST_MAX_ITEMS) {
    throw new AppError(
      HTTP.UNPROCESSABLE,
      'WISHLIST_FULL',
      `Your wishlist can hold ${WISHLIST_MAX_ITEMS} cars. Remove one to save this car.`,
    );
  }
  await db.insert(wishlistItems).values({ userId, listingId }).onConflictDoNothing();
  return changeResponse(db, userId, listingId);
}

/** Unlike also removes the car's price alert: an alert only exists for a saved car. */
export async function removeFromWishlist(
  db: Database,
  userId: string,
  listingId: number,
): Promise<WishlistChangeResponse> {
  await db.transaction(async (tx) => {
    await tx
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId)));
    await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.listingId, listingId)));
  });
  return changeResponse(db, userId, listingId);
}

/** "Set notification alert": saves the car too, and remembers today's price to detect a drop. */
export async function setPriceAlert(
  db: Database,
  userId: string,
  listingId: number,
): Promise<WishlistChangeResponse> {
  const car = await requireListedCar(db, listingId);
  await addToWishlist(db, userId, listingId);
  await db
    .insert(priceAlerts)
    .values({ userId, listingId, pricePaiseAtSet: car.pricePaise })
    .onConflictDoUpdate({
      target: [priceAlerts.userId, priceAlerts.listingId],
      set: { pricePaiseAtSet: car.pricePaise, createdAt: new Date() },
    });
  return changeResponse(db, userId, listingId);
}

export async function removePriceAlert(
  db: Database,
  userId: string,
  listingId: number,
): Promise<WishlistChangeResponse> {
  await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.userId, userId), eq(priceAlerts.listingId, listingId)));
  return changeResponse(db, userId, listingId);
}

export async function listWishlist(db: Database, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      listingId: wishlistItems.listingId,
      savedAt: wishlistItems.createdAt,
      alertPrice: priceAlerts.pricePaiseAtSet,
    })
    .from(wishlistItems)
    .leftJoin(
      priceAlerts,
      and(
        eq(priceAlerts.userId, wishlistItems.userId),
        eq(priceAlerts.listingId, wishlistItems.listingId),
      ),
    )
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  const cards = new Map(
    (
      await findListingCardsByIds(
        db,
        rows.map((row) => row.listingId),
      )
    ).map((card) => [card.id, card]),
  );
  return rows.flatMap((row) => {
    const listing = cards.get(row.listingId);
    if (!listing) return [];
    const alertPricePaise = row.alertPrice === null ? null : toNumber(row.alertPrice);
    return [
      {
        listing,
        savedAt: toIso(row.savedAt),
        alertPricePaise,
        priceDropped: alertPricePaise !== null && listing.pricePaise < alertPricePaise,
      },
    ];
  });
}
