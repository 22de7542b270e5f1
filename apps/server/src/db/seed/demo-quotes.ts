import { currentTimeMs, DAY_MS, HOUR_MS, quoteTotals } from '@ft/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client.ts';
import { stampMove } from '../move-line.ts';
import {
  type BookingMenuSnapshot,
  bookings,
  foodTruckCategories,
  foodTruckRegions,
  foodTrucks,
  quotes,
} from '../schema/index.ts';
import { readSeedData, text, wholeNumber } from './seed-data.ts';

/**
 * What three demo trucks answer the demo's open request with (apps/server/seed/records/demo-quotes.json): their
 * prices (a rate of the request's own), fees and terms differ.
 */
const DEMO_TERMS = readSeedData(
  'demo-quotes',
  z
    .array(
      z.strictObject({
        priceRate: z.number().positive(),
        calloutFee: wholeNumber,
        vatIncluded: z.boolean(),
        includes: text,
        siteNeeds: text,
      }),
    )
    .min(1),
);

/**
 * The demo's open request with quotes to compare (issue 31): the first listed trucks that serve it each sent
 * one a few hours after it was made. Written as the service writes them: the row and its history line, whose
 * trigger announces it.
 */
export async function seedDemoQuotes(
  tx: Db,
  booking: { id: string; createdAt: Date; startsAt: Date; guestCount: number; menus: BookingMenuSnapshot[] },
): Promise<void> {
  // The inbox's own test of which trucks an open request reaches (bookings.repo.ts `truckServes`).
  const trucks = await tx
    .select({ id: foodTrucks.id })
    .from(foodTrucks)
    .innerJoin(bookings, eq(bookings.id, booking.id))
    .where(
      and(
        eq(foodTrucks.status, 'approved'),
        sql`open_request_keys(${bookings.sido}, ${bookings.sigungu}, ${bookings.categoryIds}) && array(
          select open_request_key(r.sido, r.sigungu, c.category_id) from ${foodTruckRegions} r
          join ${foodTruckCategories} c on c.truck_id = r.truck_id where r.truck_id = ${foodTrucks.id})`,
      ),
    )
    .orderBy(desc(foodTrucks.reviewCount), asc(foodTrucks.id))
    .limit(DEMO_TERMS.length);
  for (const [index, truck] of trucks.entries()) {
    const terms = DEMO_TERMS[index]!;
    const lines = booking.menus.map((line) => ({
      name: line.name,
      unit: 'serving' as const,
      unitPrice: Math.round((line.unitPrice * terms.priceRate) / 100) * 100,
      quantity: line.servings,
    }));
    const totals = quoteTotals({ lines, ...terms }, booking.guestCount);
    const sentAt = new Date(booking.createdAt.getTime() + (index + 2) * HOUR_MS);
    // The insert trigger writes its history line and `quote.sent` from this line.
    await stampMove(tx, { actor: 'vendor', actorUserId: null, at: sentAt });
    await tx.insert(quotes).values({
      bookingId: booking.id,
      truckId: truck.id,
      bookingVersion: 1,
      lines,
      ...totals,
      vatIncluded: terms.vatIncluded,
      includes: terms.includes,
      hoursOnSite: 3,
      siteNeeds: terms.siteNeeds,
      validUntil: new Date(Math.min(currentTimeMs() + 7 * DAY_MS, booking.startsAt.getTime())),
      note: '',
      sentAt,
    });
  }
}
