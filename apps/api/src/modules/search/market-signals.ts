import type { Database } from '@carsetu/db';
import type { ListingCard } from '@carsetu/contracts';
import { marketPrices } from './market-price';
import { paperChecksFor } from './paper-checks';

/** Cards with their market-price label and clean-papers badge filled in (decisions 0161, 0162). */
export async function withMarketSignals<Card extends ListingCard>(
  db: Database,
  cards: Card[],
  now: Date,
): Promise<Card[]> {
  const [prices, papers] = await Promise.all([
    marketPrices(db, cards),
    paperChecksFor(
      db,
      cards.map((card) => card.id),
      now,
    ),
  ]);
  return cards.map((card) => ({
    ...card,
    marketPrice: prices.get(card.id) ?? null,
    cleanPapers: papers.get(card.id)?.clean ?? false,
  }));
}
