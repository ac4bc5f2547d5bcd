import { and, desc, eq, gt, isNull, lte, or, schema, type Database } from '@carsetu/db';
import { z } from 'zod';

export const ActiveBannerSchema = z.object({
  title: z.string(),
  body: z.string(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
});
export type ActiveBanner = z.infer<typeof ActiveBannerSchema>;

/** The newest banner of the slot that has started and not ended. */
export async function activeBanner(
  db: Database,
  context: string,
  name: string,
  now = new Date(),
): Promise<ActiveBanner | null> {
  const [banner] = await db
    .select({
      title: schema.activeBanners.title,
      body: schema.activeBanners.body,
      ctaLabel: schema.activeBanners.ctaLabel,
      ctaUrl: schema.activeBanners.ctaUrl,
    })
    .from(schema.activeBanners)
    .where(
      and(
        eq(schema.activeBanners.context, context),
        eq(schema.activeBanners.name, name),
        lte(schema.activeBanners.startsAt, now),
        or(isNull(schema.activeBanners.endsAt), gt(schema.activeBanners.endsAt, now)),
      ),
    )
    .orderBy(desc(schema.activeBanners.startsAt))
    .limit(1);
  return banner ?? null;
}
