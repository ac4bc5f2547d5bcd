import { priceBreakup, type Cart, type CartItem, type ProductType } from '@carsetu/contracts';
import { and, asc, eq, schema, sql, type Database } from '@carsetu/db';
import { AppError, HTTP } from '../../lib/errors';
import { productHandlerFor, type Tx } from './product-registry';

type CartRow = typeof schema.cartItems.$inferSelect;

export const cartLimitReached = (max: number) =>
  new AppError(
    HTTP.UNPROCESSABLE,
    'CART_LIMIT_REACHED',
    `You can pay up to ${max} challans in one order. Pay these first, then add more.`,
  );

/** Serialises one user's cart changes (limit checks stay true under double clicks). */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function listCartRows(
  tx: Tx,
  userId: string,
  productType?: string,
): Promise<CartRow[]> {
  return tx
    .select()
    .from(schema.cartItems)
    .where(
      productType
        ? and(eq(schema.cartItems.userId, userId), eq(schema.cartItems.productType, productType))
        : eq(schema.cartItems.userId, userId),
    )
    .orderBy(asc(schema.cartItems.createdAt), asc(schema.cartItems.productUniqueIdentifier));
}

export function cartView(rows: CartRow[]): Cart {
  const byType = new Map<string, CartRow[]>();
  for (const row of rows)
    byType.set(row.productType, [...(byType.get(row.productType) ?? []), row]);
  let fee = 0;
  let isMaxLimitReached = false;
  let maxItemsPerOrder: number | null = null;
  for (const [type, typeRows] of byType) {
    const handler = productHandlerFor(type);
    fee += handler.convenienceFeePaise(typeRows);
    if (handler.maxItemsPerOrder !== null) {
      maxItemsPerOrder = handler.maxItemsPerOrder;
      if (typeRows.length >= handler.maxItemsPerOrder) isMaxLimitReached = true;
    }
  }
  const itemsTotal = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  return {
    items: rows.map(
      (row): CartItem => ({
        productType: row.productType as ProductType,
        productUniqueIdentifier: row.productUniqueIdentifier,
        title: row.title,
        amountPaise: row.amountPaise,
        metadata: row.metadata,
        addedAt: row.createdAt.toISOString(),
      }),
    ),
    priceBreakup: priceBreakup(itemsTotal, fee),
    isMaxLimitReached,
    maxItemsPerOrder,
  };
}

export async function getCart(db: Database, userId: string, productType?: string): Promise<Cart> {
  return cartView(await listCartRows(db, userId, productType));
}

/**
 * Adds items at the server's current price (the client never sends amounts). Items already in
 * the cart are refreshed, not duplicated. Over the product's per-order limit nothing is added.
 */
export async function addToCart(
  db: Database,
  userId: string,
  items: { productType: ProductType; productUniqueIdentifier: string }[],
): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await putCartItems(tx, userId, items);
  });
  return getCart(db, userId);
}

/**
 * Puts items in the cart at the server's price inside the caller's transaction (the user row
 * already locked): refreshes items already there, refuses going over the per-order limit.
 */
export async function putCartItems(
  tx: Tx,
  userId: string,
  items: { productType: ProductType; productUniqueIdentifier: string }[],
): Promise<void> {
  {
    const existing = await listCartRows(tx, userId);
    const keys = new Set(
      existing.map((row) => `${row.productType}:${row.productUniqueIdentifier}`),
    );
    for (const item of items) {
      const handler = productHandlerFor(item.productType);
      const key = `${item.productType}:${item.productUniqueIdentifier}`;
      if (!keys.has(key) && handler.maxItemsPerOrder !== null) {
        const count = [...keys].filter((k) => k.startsWith(`${item.productType}:`)).length;
        if (count >= handler.maxItemsPerOrder) throw cartLimitReached(handler.maxItemsPerOrder);
      }
      const resolved = await handler.resolveItem(tx, {
        userId,
        productUniqueIdentifier: item.productUniqueIdentifier,
      });
      await tx
        .insert(schema.cartItems)
        .values({ userId, ...item, ...resolved })
        .onConflictDoUpdate({
          target: [
            schema.cartItems.userId,
            schema.cartItems.productType,
            schema.cartItems.productUniqueIdentifier,
          ],
          set: {
            title: resolved.title,
            amountPaise: resolved.amountPaise,
            metadata: resolved.metadata,
          },
        });
      keys.add(key);
    }
  }
}

/** Removes one item (by productUniqueIdentifier) or, without one, the whole cart. */
export async function removeFromCart(
  db: Database,
  userId: string,
  productUniqueIdentifier?: string,
): Promise<Cart> {
  await db
    .delete(schema.cartItems)
    .where(
      productUniqueIdentifier
        ? and(
            eq(schema.cartItems.userId, userId),
            eq(schema.cartItems.productUniqueIdentifier, productUniqueIdentifier),
          )
        : eq(schema.cartItems.userId, userId),
    );
  return getCart(db, userId);
}
