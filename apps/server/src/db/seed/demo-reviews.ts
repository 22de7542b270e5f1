import {
  addDays,
  currentTimeMs,
  DAY_MS,
  estimateBooking,
  REVIEW_WINDOW_DAYS,
  seoulDate,
  seoulInstant,
} from '@ft/shared';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { newBookingCode } from '../../modules/bookings/booking-code.ts';
import type { Db } from '../client.ts';
import { type BookingMenuSnapshot, bookings, domainEvents, reviews, users } from '../schema/index.ts';
import { readSeedData, slug, text, wholeNumber } from './seed-data.ts';

/** What organisers say of a truck, by the stars they give ("5": [...]). */
const sayingsByRating = z.record(z.string().regex(/^[1-5]$/), z.array(text));

/**
 * The demo's reviews (apps/server/seed/records/demo-reviews.json): who wrote them (people without a password, who
 * never sign in), the past booking each is written on, and what they say — of any truck that came, whatever it
 * serves (`anyTruck`), and of what a kind of truck serves (`byKind`, by its truck type's slug): a coffee truck is
 * praised for its coffee, never for food made 덜 맵게. The reviews draw from these in turn; a test holds each kind
 * to its own words (seed.api.test.ts).
 */
const DEMO_REVIEWS = readSeedData(
  'demo-reviews',
  z.strictObject({
    reviewers: z.array(text).min(1),
    pastBooking: z.strictObject({
      eventName: text,
      startTime: z.string().regex(/^\d{2}:\d{2}$/),
      endTime: z.string().regex(/^\d{2}:\d{2}$/),
      guestCount: wholeNumber,
      servings: wholeNumber,
      postcode: z.string().regex(/^\d{5}$/),
      contactPhone: z.string().regex(/^010\d{8}$/),
    }),
    anyTruck: sayingsByRating,
    byKind: z.record(slug, sayingsByRating),
  }),
);
const REVIEWERS = DEMO_REVIEWS.reviewers;
const PAST = DEMO_REVIEWS.pastBooking;
const ANY_TRUCK: Record<number, string[]> = DEMO_REVIEWS.anyTruck;
export const SAYINGS_BY_KIND: Record<string, Record<number, string[]>> = DEMO_REVIEWS.byKind;

/** The sayings a truck of this kind draws from for a rating: its kind's first, then any truck's. */
export function sayingsFor(truckTypeSlug: string, rating: number): string[] {
  const kind = SAYINGS_BY_KIND[truckTypeSlug];
  if (!kind) throw new Error(`No demo review sayings for truck type ${truckTypeSlug}`);
  return [...(kind[rating] ?? []), ...(ANY_TRUCK[rating] ?? [])];
}

/** Ratings whose average comes close to `target`: mostly fives, fours and a rare three. */
function ratingsFor(target: number, count: number): number[] {
  const ratings: number[] = [];
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const wanted = target * (i + 1) - sum;
    const rating = Math.max(3, Math.min(5, Math.round(wanted)));
    ratings.push(rating);
    sum += rating;
  }
  return ratings;
}

export interface ReviewedTruck {
  id: number;
  slug: string;
  /** Its kind: what its reviews praise (SAYINGS_BY_KIND). */
  truckTypeSlug: string;
  baseFee: number;
  /** The average and size the demo's reviews of it aim for (seed/records/trucks.json); a few reviews stand for many. */
  rating: number;
  reviewCount: number;
  menu: Omit<BookingMenuSnapshot, 'servings'>[];
  region: { sido: string; sigungu: string };
}

/**
 * Reviews the demo catalogue starts with, written as they would be: each on a past booking of its truck, served
 * and confirmed, by one of a few demo organisers, and published. They are past history: their history lines are
 * written, but their events are not kept (nobody is told of them); the database's trigger turns them into each truck's rating and count
 * (migration 0033).
 */
export async function seedDemoReviews(tx: Db, trucks: ReviewedTruck[], eventTypeId: number): Promise<void> {
  const people = await tx
    .insert(users)
    .values(
      REVIEWERS.map((nickname, index) => ({
        email: `reviewer-${index + 1}@example.com`,
        nickname,
        role: 'customer' as const,
      })),
    )
    .returning({ id: users.id });
  const today = seoulDate();
  const past: (typeof bookings.$inferInsert)[] = [];
  const written: Omit<typeof reviews.$inferInsert, 'bookingId'>[] = [];
  let serial = 0;
  for (const truck of trucks) {
    const count = Math.max(1, Math.min(8, Math.round(truck.reviewCount / 25)));
    for (const [index, rating] of ratingsFor(truck.rating, count).entries()) {
      serial += 1;
      const eventDate = addDays(today, -(REVIEW_WINDOW_DAYS + 7 + index * 9 + (truck.id % 5)));
      const startsAt = seoulInstant(eventDate, PAST.startTime);
      const endsAt = seoulInstant(eventDate, PAST.endTime);
      const createdAt = new Date(startsAt.getTime() - 20 * DAY_MS);
      const confirmedAt = new Date(endsAt.getTime() + DAY_MS);
      const dish = truck.menu[index % truck.menu.length]!;
      const menus = [{ ...dish, servings: PAST.servings }];
      const estimate = estimateBooking(menus, truck.baseFee);
      const reviewer = people[serial % people.length]!;
      const n = serial;
      past.push({
        code: newBookingCode(createdAt, (size) =>
          Uint8Array.from({ length: size }, (_, i) => (n >> (i * 5)) & 31),
        ),
        customerId: reviewer.id,
        idempotencyKey: `demo-review-${truck.slug}-${index}`,
        targetTruckId: truck.id,
        truckId: truck.id,
        eventTypeId,
        eventName: PAST.eventName,
        eventDate,
        startTime: PAST.startTime,
        endTime: PAST.endTime,
        startsAt,
        endsAt,
        guestCount: PAST.guestCount,
        postcode: PAST.postcode,
        roadAddress: `${truck.region.sido} ${truck.region.sigungu}`,
        detailAddress: '',
        sido: truck.region.sido,
        sigungu: truck.region.sigungu,
        budget: null,
        menus,
        menuSource: 'truck',
        categoryIds: [dish.categoryId],
        contactName: REVIEWERS[serial % REVIEWERS.length]!,
        contactPhone: PAST.contactPhone,
        contactEmail: `reviewer-${(serial % REVIEWERS.length) + 1}@example.com`,
        requests: '',
        estimate,
        quotedAmount: estimate,
        acceptedAt: new Date(createdAt.getTime() + DAY_MS),
        status: 'completed',
        serviceConfirmedAt: confirmedAt,
        serviceConfirmedBy: 'customer',
        createdAt,
        updatedAt: confirmedAt,
      });
      const writtenAt = new Date(confirmedAt.getTime() + 2 * DAY_MS);
      const sayings = sayingsFor(truck.truckTypeSlug, rating);
      written.push({
        truckId: truck.id,
        side: 'customer',
        authorId: reviewer.id,
        rating,
        body: sayings[serial % sayings.length]!,
        status: 'published',
        createdAt: writtenAt,
        updatedAt: writtenAt,
        publishedAt: new Date(Math.min(writtenAt.getTime() + DAY_MS, currentTimeMs())),
      });
    }
  }
  // Two statements for the whole catalogue: this runs on a first start. Rows come back in the order given.
  const inserted = await tx.insert(bookings).values(past).returning({ id: bookings.id });
  const published = await tx
    .insert(reviews)
    .values(written.map((review, i) => ({ ...review, bookingId: inserted[i]!.id })))
    .returning({ id: reviews.id });
  // Their status triggers wrote each one's history line and event; they are past, not news: nobody is told.
  await tx.delete(domainEvents).where(
    inArray(
      domainEvents.subjectId,
      [...inserted, ...published].map((row) => row.id),
    ),
  );
}
