import {
  addDays,
  type BookingStatus,
  cancellationQuote,
  currentTimeMs,
  estimateBooking,
  PAYMENT_RULES,
  type PaymentSchedule,
  paymentSchedule,
  regionFromAddress,
  seoulDate,
  seoulInstant,
} from '@ft/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { newBookingCode } from '../../modules/bookings/booking-code.ts';
import type { Db } from '../client.ts';
import {
  type BookingMenuSnapshot,
  bookingStatusHistory,
  bookings,
  eventTypes,
  foodTruckMenuItems,
  foodTrucks,
  menuCategories,
  menuItems,
  users,
} from '../schema/index.ts';
import { seedDemoQuotes } from './demo-quotes.ts';

const DAY = 86_400_000;

interface DemoBooking {
  key: string;
  /** Days from today (Seoul) of the event; negative is in the past. */
  eventInDays: number;
  createdDaysAgo: number;
  eventTypeSlug: string;
  eventName: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  roadAddress: string;
  postcode: string;
  detailAddress: string;
  /** The demo vendor's truck (its own menu and fee), or an open request priced from the catalogue. */
  withDemoTruck: boolean;
  servings: number[];
  requests: string;
  /** Status changes after the request, in order. */
  moves: { to: BookingStatus; actor: 'vendor' | 'customer' | 'system'; reason?: string; quote?: number }[];
}

const DEMO_BOOKINGS: DemoBooking[] = [
  {
    key: 'demo-seed-open-request',
    eventInDays: 14,
    createdDaysAgo: 1,
    eventTypeSlug: 'corporate',
    eventName: '본사 임직원 커피차 행사',
    startTime: '13:00',
    endTime: '16:00',
    guestCount: 150,
    roadAddress: '서울 강남구 테헤란로 152',
    postcode: '06236',
    detailAddress: '1층 로비 앞',
    withDemoTruck: false,
    servings: [100, 50],
    requests: '건물 앞 공개공지에 주차할 수 있어요.',
    moves: [],
  },
  {
    key: 'demo-seed-accepted',
    eventInDays: 21,
    createdDaysAgo: 4,
    eventTypeSlug: 'school',
    eventName: '망원초등학교 가을 축제',
    startTime: '11:00',
    endTime: '15:00',
    guestCount: 200,
    roadAddress: '서울 마포구 월드컵로 212',
    postcode: '03946',
    detailAddress: '운동장',
    withDemoTruck: true,
    servings: [150, 50],
    requests: '아이들이 많아서 덜 맵게 부탁드려요.',
    moves: [{ to: 'accepted', actor: 'vendor', quote: 950_000 }],
  },
  {
    key: 'demo-seed-completed',
    eventInDays: -30,
    createdDaysAgo: 45,
    eventTypeSlug: 'film-set',
    eventName: '드라마 촬영장 간식차',
    startTime: '15:00',
    endTime: '18:00',
    guestCount: 80,
    roadAddress: '서울 은평구 통일로 684',
    postcode: '03301',
    detailAddress: '',
    withDemoTruck: true,
    servings: [80, 40],
    requests: '',
    moves: [
      { to: 'accepted', actor: 'vendor', quote: 560_000 },
      { to: 'completed', actor: 'vendor' },
    ],
  },
  {
    key: 'demo-seed-cancelled',
    eventInDays: 30,
    createdDaysAgo: 6,
    eventTypeSlug: 'wedding-party',
    eventName: '야외 스몰웨딩 케이터링',
    startTime: '17:00',
    endTime: '20:00',
    guestCount: 60,
    roadAddress: '경기 고양시 덕양구 통일로 100',
    postcode: '10594',
    detailAddress: '정원',
    withDemoTruck: false,
    servings: [60, 60],
    requests: '',
    moves: [{ to: 'cancelled', actor: 'customer', reason: '행사 장소가 실내로 바뀌었어요.' }],
  },
];

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
      const createdAt = new Date(currentTimeMs() - demo.createdDaysAgo * DAY);
      const region = regionFromAddress(demo.roadAddress)!;
      const truckId = demo.withDemoTruck ? truck!.id : null;
      let status: BookingStatus = 'requested';
      let quotedAmount: number | null = null;
      let cancellationFee: number | null = null;
      let statusReason: string | null = null;
      let acceptedAt: Date | null = null;
      let schedule = null as PaymentSchedule | null;
      const history: (typeof bookingStatusHistory.$inferInsert)[] = [
        {
          bookingId: '',
          fromStatus: null,
          toStatus: 'requested',
          actor: 'customer',
          actorUserId: customer.id,
          createdAt,
        },
      ];
      const startsAt = seoulInstant(eventDate, demo.startTime);
      const endsAt = seoulInstant(eventDate, demo.endTime);
      demo.moves.forEach((move, index) => {
        // Completion comes after the event; every other move a day after the one before.
        // A booking left confirmed was accepted two hours ago, so its deposit is still due.
        const at =
          move.to === 'completed'
            ? new Date(endsAt.getTime() + 3_600_000)
            : move.to === 'accepted' && index === demo.moves.length - 1
              ? new Date(currentTimeMs() - 2 * 3_600_000)
              : new Date(createdAt.getTime() + (index + 1) * DAY);
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
        history.push({
          bookingId: '',
          fromStatus: status,
          toStatus: move.to,
          actor: move.actor,
          actorUserId: move.actor === 'vendor' ? vendor.id : move.actor === 'customer' ? customer.id : null,
          reason: move.reason ?? null,
          createdAt: at,
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
          contactName: '김민지',
          contactPhone: '01012345678',
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
          status,
          createdAt,
          updatedAt: history.at(-1)!.createdAt ?? createdAt,
        })
        .returning({ id: bookings.id });
      await tx
        .insert(bookingStatusHistory)
        .values(history.map((entry) => ({ ...entry, bookingId: row!.id })));
      if (!demo.withDemoTruck && status === 'requested') {
        await seedDemoQuotes(tx, { id: row!.id, createdAt, startsAt, guestCount: demo.guestCount, menus });
      }
    }
  });
}
