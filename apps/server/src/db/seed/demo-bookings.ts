import {
  addDays,
  BOOKING_STATUSES,
  type BookingStatus,
  cancellationQuote,
  currentTimeMs,
  DAY_MS,
  estimateBooking,
  HOUR_MS,
  PAYMENT_RULES,
  type PaymentSchedule,
  paymentSchedule,
  regionFromAddress,
  seoulDate,
  seoulInstant,
} from '@ft/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { newBookingCode } from '../../modules/bookings/booking-code.ts';
import type { Db } from '../client.ts';
import { type MoveLine, stampMove } from '../move-line.ts';
import {
  type BookingMenuSnapshot,
  bookings,
  eventTypes,
  foodTruckMenuItems,
  foodTrucks,
  menuCategories,
  menuItems,
  users,
} from '../schema/index.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { readSeedData, slug, text, wholeNumber } from './seed-data.ts';

const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const demoBooking = z.strictObject({
  key: text,
  /** Days from today (Seoul) of the event; negative is in the past. */
  eventInDays: z.number().int(),
  createdDaysAgo: wholeNumber,
  eventTypeSlug: slug,
  eventName: text,
  startTime: TIME,
  endTime: TIME,
  guestCount: wholeNumber,
  roadAddress: text,
  postcode: z.string().regex(/^\d{5}$/),
  detailAddress: z.string(),
  /** The demo vendor's truck (its own menu and fee), or an open request priced from the catalogue. */
  withDemoTruck: z.boolean(),
  servings: z.array(wholeNumber).min(1),
  requests: z.string(),
  /** Status changes after the request, in order. */
  moves: z.array(
    z.strictObject({
      to: z.enum(BOOKING_STATUSES),
      actor: z.enum(['vendor', 'customer', 'system']),
      reason: text.optional(),
      quote: wholeNumber.optional(),
    }),
  ),
});

/** The demo customer's bookings (apps/server/seed/records/demo-bookings.json), and the contact each names. */
const { contact: CONTACT, bookings: DEMO_BOOKINGS } = readSeedData(
  'demo-bookings',
  z.strictObject({
    contact: z.strictObject({ name: text, phone: z.string().regex(/^010\d{8}$/) }),
    bookings: z.array(demoBooking),
  }),
);

/**
 * Gives the demo customer a few bookings in different states so a fresh `npm start` has something to show.
 * Runs once per database: a customer who already has bookings is left alone.
 */
export async function seedDemoBookings(db: Db, emails: { customer: string; vendor: string }): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, emails.customer));
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.email, emails.vendor));
  if (!customer || !vendor) return;
  const [already] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.customerId, customer.id))
    .limit(1);
  if (already) return;

  const [truck] = await db
    .select({ id: foodTrucks.id, baseFee: foodTrucks.baseFee })
    .from(foodTrucks)
    .where(and(eq(foodTrucks.ownerId, vendor.id), eq(foodTrucks.status, 'approved')))
    .orderBy(asc(foodTrucks.id))
    .limit(1);
  const truckMenu = truck
    ? await db
        .select({
          id: foodTruckMenuItems.id,
          categoryId: foodTruckMenuItems.categoryId,
          name: foodTruckMenuItems.name,
          price: foodTruckMenuItems.price,
        })
        .from(foodTruckMenuItems)
        .where(eq(foodTruckMenuItems.truckId, truck.id))
        .orderBy(asc(foodTruckMenuItems.sortOrder))
    : [];
  const catalog = await db
    .select({
      id: menuItems.id,
      categoryId: menuItems.categoryId,
      name: menuItems.name,
      price: menuItems.unitPrice,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(inArray(menuCategories.slug, ['coffee', 'dessert']))
    .orderBy(asc(menuCategories.sortOrder), asc(menuItems.sortOrder));
  const types = await db.select({ id: eventTypes.id, slug: eventTypes.slug }).from(eventTypes);

  const today = seoulDate();
  await db.transaction(async (tx) => {
    for (const demo of DEMO_BOOKINGS) {
      if (demo.withDemoTruck && (!truck || truckMenu.length < 2)) continue;
      const source = demo.withDemoTruck ? truckMenu : catalog;
      const menus: BookingMenuSnapshot[] = demo.servings.map((servings, index) => ({
        menuItemId: source[index]!.id,
        categoryId: source[index]!.categoryId,
        name: source[index]!.name,
        unitPrice: source[index]!.price,
        servings,
      }));
      const eventDate = addDays(today, demo.eventInDays);
      const createdAt = new Date(currentTimeMs() - demo.createdDaysAgo * DAY_MS);
      const region = regionFromAddress(demo.roadAddress)!;
      const truckId = demo.withDemoTruck ? truck!.id : null;
      let status: BookingStatus = 'requested';
      let quotedAmount: number | null = null;
      let cancellationFee: number | null = null;
      let statusReason: string | null = null;
      let acceptedAt: Date | null = null;
      let schedule = null as PaymentSchedule | null;
      const moves: (MoveLine & { to: BookingStatus })[] = [];
      const startsAt = seoulInstant(eventDate, demo.startTime);
      const endsAt = seoulInstant(eventDate, demo.endTime);
      demo.moves.forEach((move, index) => {
        // Completion comes after the event; every other move a day after the one before.
        // A booking left confirmed was accepted two hours ago, so its deposit is still due.
        const at =
          move.to === 'completed'
            ? new Date(endsAt.getTime() + HOUR_MS)
            : move.to === 'accepted' && index === demo.moves.length - 1
              ? new Date(currentTimeMs() - 2 * HOUR_MS)
              : new Date(createdAt.getTime() + (index + 1) * DAY_MS);
        // Only a booking left confirmed has a payment schedule: the completed one is from before payments, and is
        // settled from its quote (settlements.repo.ts).
        if (move.to === 'accepted' && move.quote && index === demo.moves.length - 1) {
          acceptedAt = at;
          schedule = paymentSchedule({
            quotedAmount: move.quote,
            depositPercent: PAYMENT_RULES.defaultDepositPercent,
            acceptedAt: at,
            startsAt,
          });
        }
        if (move.quote) quotedAmount = move.quote;
        if (move.to === 'cancelled') {
          cancellationFee = cancellationQuote({ status, quotedAmount, eventDate, now: at }).fee;
          statusReason = move.reason ?? null;
        }
        moves.push({
          to: move.to,
          actor: move.actor,
          actorUserId: move.actor === 'vendor' ? vendor.id : move.actor === 'customer' ? customer.id : null,
          reason: move.reason ?? null,
          at,
        });
        status = move.to;
      });
      const [row] = await tx
        .insert(bookings)
        .values({
          code: newBookingCode(createdAt),
          customerId: customer.id,
          idempotencyKey: demo.key,
          targetTruckId: truckId,
          truckId,
          eventTypeId: types.find((t) => t.slug === demo.eventTypeSlug)?.id ?? types[0]!.id,
          eventName: demo.eventName,
          eventDate,
          startTime: demo.startTime,
          endTime: demo.endTime,
          startsAt,
          endsAt,
          guestCount: demo.guestCount,
          postcode: demo.postcode,
          roadAddress: demo.roadAddress,
          detailAddress: demo.detailAddress,
          sido: region.sido,
          sigungu: region.sigungu,
          budget: null,
          menus,
          menuSource: demo.withDemoTruck ? 'truck' : 'catalog',
          categoryIds: [...new Set(menus.map((line) => line.categoryId))],
          contactName: CONTACT.name,
          contactPhone: CONTACT.phone,
          contactEmail: emails.customer,
          requests: demo.requests,
          estimate: estimateBooking(
            menus.map((line) => ({ unitPrice: line.unitPrice, servings: line.servings })),
            demo.withDemoTruck ? truck!.baseFee : 0,
          ),
          quotedAmount,
          acceptedAt,
          depositAmount: schedule?.depositAmount ?? null,
          depositDueAt: schedule?.depositDueAt ?? null,
          balanceDueAt: schedule?.balanceDueAt ?? null,
          cancellationFee,
          statusReason,
          status: 'requested',
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: bookings.id });
      // Each move as it happened: the status trigger writes its history line and event from the stamped line.
      for (const move of moves) {
        await stampMove(tx, move);
        await tx
          .update(bookings)
          .set({ status: move.to, updatedAt: move.at })
          .where(eq(bookings.id, row!.id));
      }
      if (!demo.withDemoTruck && status === 'requested') {
        await seedDemoQuotes(tx, { id: row!.id, createdAt, startsAt, guestCount: demo.guestCount, menus });
      }
    }
  });
}
