import type { CounterOfferStatus } from '@ft/shared';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import { counterOffers } from '../../db/schema/index.ts';

export type CounterOfferRow = typeof counterOffers.$inferSelect;
export type NewCounterOfferRow = typeof counterOffers.$inferInsert;

/** A request's counter-offers, newest first. */
export const counterOffersOf = (db: Db, bookingId: string): Promise<CounterOfferRow[]> =>
  db
    .select()
    .from(counterOffers)
    .where(eq(counterOffers.bookingId, bookingId))
    .orderBy(desc(counterOffers.createdAt), desc(counterOffers.id));

/** The truck's latest counter-offer on each of these requests: what its inbox shows of its own answers. */
export function latestTruckCounterOffersOn(db: Db, truckId: number, bookingIds: string[]) {
  return db
    .selectDistinctOn([counterOffers.bookingId], {
      bookingId: counterOffers.bookingId,
      status: counterOffers.status,
      amount: counterOffers.amount,
      bookingVersion: counterOffers.bookingVersion,
    })
    .from(counterOffers)
    .where(and(eq(counterOffers.truckId, truckId), inArray(counterOffers.bookingId, bookingIds)))
    .orderBy(counterOffers.bookingId, desc(counterOffers.createdAt), desc(counterOffers.id));
}

/** The one waiting for the customer, if any, locked (callers hold the booking's lock first). */
export async function lockProposed(tx: Db, bookingId: string): Promise<CounterOfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(counterOffers)
    .where(and(eq(counterOffers.bookingId, bookingId), eq(counterOffers.status, 'proposed')))
    .for('update');
  return row;
}

export async function lockCounterOffer(
  tx: Db,
  bookingId: string,
  id: string,
): Promise<CounterOfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(counterOffers)
    .where(and(eq(counterOffers.id, id), eq(counterOffers.bookingId, bookingId)))
    .for('update');
  return row;
}

/** Writes a new counter-offer; its insert trigger writes the history line and event from `line`. */
export async function insertCounterOffer(
  tx: Db,
  values: NewCounterOfferRow,
  line: MoveLine,
): Promise<CounterOfferRow> {
  await stampMove(tx, line);
  const [offer] = await tx.insert(counterOffers).values(values).returning();
  return offer!;
}

/** Moves waiting counter-offers to `to`; the status trigger writes each one's history line and event. */
export async function moveCounterOffers(
  tx: Db,
  where: { id: string } | { bookingIds: string[] } | { validUntilBefore: Date },
  to: CounterOfferStatus,
  line: MoveLine,
): Promise<number> {
  if ('bookingIds' in where && where.bookingIds.length === 0) return 0;
  await stampMove(tx, line);
  const moved = await tx
    .update(counterOffers)
    .set({ status: to })
    .where(
      and(
        eq(counterOffers.status, 'proposed'),
        'id' in where
          ? eq(counterOffers.id, where.id)
          : 'bookingIds' in where
            ? inArray(counterOffers.bookingId, where.bookingIds)
            : lte(counterOffers.validUntil, where.validUntilBefore),
      ),
    )
    .returning({ id: counterOffers.id });
  return moved.length;
}
