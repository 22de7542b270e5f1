import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove, systemLine } from '../../db/move-line.ts';
import { foodTruckRegions, foodTrucks, quotes, type TruckListCard } from '../../db/schema/index.ts';
import { truckThumbnailKey } from '../foodtrucks/foodtrucks.service.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/** A quote with what the comparison shows of its truck. */
export interface QuoteView {
  quote: QuoteRow;
  truckName: string;
  /** What tells the truck apart from listed trucks of its name, by `truckNameNote`. */
  truckSameNames: number;
  truckListCard: TruckListCard;
  truckRating: number;
  truckReviewCount: number;
  truckThumbnailKey: string | null;
  truckRegions: string[];
}

/** The request's quotes, oldest first; `truckIds` narrows them to a vendor's own. */
export function quoteViews(db: Db, bookingId: string, truckIds?: number[]): Promise<QuoteView[]> {
  return db
    .select({
      quote: quotes,
      truckName: foodTrucks.name,
      truckSameNames: foodTrucks.sameNameCount,
      truckListCard: foodTrucks.listCard,
      truckRating: foodTrucks.rating,
      truckReviewCount: foodTrucks.reviewCount,
      truckThumbnailKey: truckThumbnailKey(sql`${quotes.truckId}`),
      truckRegions: sql<string[]>`array(select r.sido || ' ' || r.sigungu from ${foodTruckRegions} r
        where r.truck_id = ${quotes.truckId} order by r.sido, r.sigungu)`,
    })
    .from(quotes)
    .innerJoin(foodTrucks, eq(foodTrucks.id, quotes.truckId))
    .where(and(eq(quotes.bookingId, bookingId), truckIds ? inArray(quotes.truckId, truckIds) : undefined))
    .orderBy(asc(quotes.sentAt), asc(quotes.id));
}

/** How many quotes still wait for the customer's choice: what QUOTE_LIMIT counts. */
export async function liveQuoteCount(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.bookingId, bookingId), eq(quotes.status, 'sent')));
  return row?.n ?? 0;
}

export async function quoteOfTruck(
  db: Db,
  bookingId: string,
  truckId: number,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.bookingId, bookingId), eq(quotes.truckId, truckId)));
  return row;
}

/** The truck's quotes on these requests: what its inbox shows of its own answers. */
export function truckQuotesOn(db: Db, truckId: number, bookingIds: string[]) {
  return db
    .select({
      bookingId: quotes.bookingId,
      status: quotes.status,
      amount: quotes.total,
      bookingVersion: quotes.bookingVersion,
    })
    .from(quotes)
    .where(and(eq(quotes.truckId, truckId), inArray(quotes.bookingId, bookingIds)));
}

/** The quote, locked; callers hold the booking's lock first, so every quote move of a request takes turns. */
export async function lockQuote(tx: Db, bookingId: string, quoteId: string): Promise<QuoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.bookingId, bookingId)))
    .for('update');
  return row;
}

/** Writes a new quote; its insert trigger writes its history line and event from `line`. */
export async function insertQuote(tx: Db, values: NewQuoteRow, line: MoveLine): Promise<QuoteRow> {
  await stampMove(tx, line);
  const [quote] = await tx.insert(quotes).values(values).returning();
  return quote!;
}

/**
 * Writes the quote's new figures or status; its trigger writes the history line and announces a move or a new
 * revision (drizzle/repeatable/quotes.sql).
 */
export async function updateQuote(
  tx: Db,
  id: string,
  values: Partial<NewQuoteRow>,
  line: MoveLine,
): Promise<QuoteRow> {
  await stampMove(tx, line);
  const [quote] = await tx.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  return quote!;
}

/**
 * Moves every quote of these requests still waiting to `to`, by the system (each with its history line): the
 * others when one is chosen, all of them when a request ends.
 */
export async function closeLiveQuotes(
  tx: Db,
  where: { bookingIds: string[] } | { validUntilBefore: Date },
  to: 'declined' | 'expired',
  reason: string | null,
  at: Date,
): Promise<number> {
  if ('bookingIds' in where && where.bookingIds.length === 0) return 0;
  await stampMove(tx, systemLine(at, reason));
  const closed = await tx
    .update(quotes)
    .set({ status: to })
    .where(
      and(
        eq(quotes.status, 'sent'),
        'bookingIds' in where
          ? inArray(quotes.bookingId, where.bookingIds)
          : lte(quotes.validUntil, where.validUntilBefore),
      ),
    )
    .returning({ id: quotes.id });
  return closed.length;
}

/** The trucks that quoted a request, whatever became of their quotes: each has a thread with its customer. */
export async function quotingTruckIds(db: Db, bookingId: string): Promise<number[]> {
  const rows = await db
    .select({ truckId: quotes.truckId })
    .from(quotes)
    .where(eq(quotes.bookingId, bookingId));
  return rows.map((row) => row.truckId);
}
