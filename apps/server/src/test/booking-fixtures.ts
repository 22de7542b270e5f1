import { randomUUID } from 'node:crypto';
import {
  addDays,
  type BookingCreateBody,
  type FoodTruckStatus,
  IDEMPOTENCY_KEY_HEADER,
  seoulDate,
} from '@ft/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  eventTypes,
  foodTruckCategories,
  foodTruckMenuItems,
  foodTruckRegions,
  foodTrucks,
  menuCategories,
  menuItems,
  truckSizes,
  truckTypes,
  users,
} from '../db/schema/index.ts';
import { type Caller, signedUpCaller } from './http.ts';

export interface Region {
  sido: string;
  sigungu: string;
}

export interface CatalogItem {
  id: number;
  categoryId: number;
  unitPrice: number;
}

/** Ids the tests need from the seeded reference data. */
export async function referenceIds(db: Db) {
  const [firstEventType] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .orderBy(asc(eventTypes.id));
  const categories = await db
    .select({ id: menuCategories.id, slug: menuCategories.slug })
    .from(menuCategories);
  const items = await db
    .select({ id: menuItems.id, categoryId: menuItems.categoryId, unitPrice: menuItems.unitPrice })
    .from(menuItems)
    .orderBy(asc(menuItems.id));
  const categoryId = (slug: string) => {
    const found = categories.find((c) => c.slug === slug);
    if (!found) throw new Error(`unknown category ${slug}`);
    return found.id;
  };
  const itemsOf = (slug: string): CatalogItem[] => items.filter((i) => i.categoryId === categoryId(slug));
  return { eventTypeId: firstEventType!.id, categoryId, itemsOf };
}

/**
 * A signed-up person made a vendor with one truck of their own, inserted directly: approved (by default),
 * serving `regions` and `categorySlugs`, with two menu items of its own.
 */
export async function createVendorWithTruck(
  app: FastifyInstance,
  opts: { email: string; regions: Region[]; categorySlugs: string[]; status?: FoodTruckStatus },
): Promise<{ vendor: Caller; userId: string; truckId: number; menuItemIds: number[] }> {
  const vendor = await signedUpCaller(app, opts.email, '테스트사장님');
  const db = app.database.db;
  const [user] = await db
    .update(users)
    .set({ role: 'vendor' })
    .where(eq(users.email, opts.email))
    .returning({ id: users.id });
  const truck = await insertTruck(db, user!.id, opts);
  return { vendor, userId: user!.id, ...truck };
}

export async function insertTruck(
  db: Db,
  ownerId: string,
  opts: { regions: Region[]; categorySlugs: string[]; status?: FoodTruckStatus; baseFee?: number },
): Promise<{ truckId: number; menuItemIds: number[] }> {
  const [type] = await db.select({ id: truckTypes.id }).from(truckTypes).limit(1);
  const [size] = await db.select({ id: truckSizes.id }).from(truckSizes).limit(1);
  const categories = await db
    .select({ id: menuCategories.id, slug: menuCategories.slug })
    .from(menuCategories);
  const categoryIds = opts.categorySlugs.map((slug) => categories.find((c) => c.slug === slug)!.id);
  const [truck] = await db
    .insert(foodTrucks)
    .values({
      ownerId,
      name: `테스트 트럭 ${randomUUID().slice(0, 6)}`,
      description: '예약 테스트용 트럭',
      truckTypeId: type!.id,
      truckSizeId: size!.id,
      baseFee: opts.baseFee ?? 100_000,
      minServings: 30,
      maxServings: 500,
      status: opts.status ?? 'approved',
      businessName: '테스트상회',
      representative: '홍길동',
      businessNumber: '1234567891',
      businessPhone: '01012345678',
    })
    .returning({ id: foodTrucks.id });
  const truckId = truck!.id;
  await db.insert(foodTruckRegions).values(opts.regions.map((r) => ({ truckId, ...r })));
  await db.insert(foodTruckCategories).values(categoryIds.map((categoryId) => ({ truckId, categoryId })));
  // Named after the first two catalogue dishes of its first category, so the truck may take open requests
  // for them (an open request's dishes must be on the accepting truck's menu).
  const dishes = await db
    .select({ name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.categoryId, categoryIds[0]!))
    .orderBy(asc(menuItems.id))
    .limit(2);
  const menu = await db
    .insert(foodTruckMenuItems)
    .values([
      {
        truckId,
        categoryId: categoryIds[0]!,
        name: `우리집 ${dishes[0]!.name}`,
        description: '테스트',
        price: 5000,
      },
      {
        truckId,
        categoryId: categoryIds[0]!,
        name: `우리집 ${dishes[1]!.name}`,
        description: '테스트',
        price: 3000,
      },
    ])
    .returning({ id: foodTruckMenuItems.id });
  return { truckId, menuItemIds: menu.map((m) => m.id) };
}

/** A Seoul date `days` from today. */
export const daysFromToday = (days: number) => addDays(seoulDate(), days);

/** Tests name days up to 90 ahead themselves; the default days start after them and stay within a year. */
const FIRST_DEFAULT_DAY = 100;
const DEFAULT_DAYS = 265;
let drawn = 0;

/**
 * Moves the day (and, once every day was drawn, the hours) `bookingBody` uses to others. Run before every API
 * test (`per-test-booking-day.ts`): a customer's live requests are one per truck and time, and one per open
 * request's content, so tests sending the same body would otherwise meet one another's requests.
 */
export function useAnotherBookingDay() {
  drawn += 1;
}

const defaultWhen = () => {
  const round = Math.floor(drawn / DEFAULT_DAYS) % 8;
  return {
    eventDate: daysFromToday(FIRST_DEFAULT_DAY + (drawn % DEFAULT_DAYS)),
    startTime: `${11 + round}:00`,
    endTime: `${14 + round}:00`,
  };
};

/** A complete, valid request body on the current default day (`useAnotherBookingDay`); override any section. */
export function bookingBody(
  base: { eventTypeId: number; menus: { menuItemId: number; servings: number }[] },
  overrides: Partial<Omit<BookingCreateBody, 'info'>> & { info?: Partial<BookingCreateBody['info']> } = {},
): BookingCreateBody {
  const { info, ...rest } = overrides;
  return {
    truckId: null,
    eventTypeId: base.eventTypeId,
    info: {
      eventName: '사내 체육대회',
      ...defaultWhen(),
      guestCount: 120,
      address: { postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', detailAddress: '3층' },
      budget: 1_500_000,
      ...info,
    },
    menus: base.menus,
    contact: { name: '김민지', phone: '010-1234-5678', email: 'minji@example.com' },
    requests: '주차 공간이 있어요',
    agreedToPolicy: true,
    ...rest,
  };
}

/** POST /api/v1/bookings with a fresh Idempotency-Key unless one is given. */
export function postBooking(
  person: Caller,
  payload: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return person.call({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    payload: payload as Record<string, unknown>,
  });
}

/**
 * PUT /api/v1/bookings/:id/status. An accept names the version its vendor read: unless the test gives one,
 * it is read as the vendor's screen reads it (someone who may not see the booking sends none, and is refused).
 */
export async function setBookingStatus(
  person: Caller,
  id: string,
  payload: { status: string; reason?: string; quotedAmount?: number; truckId?: number; version?: number },
): Promise<LightMyRequestResponse> {
  let body = payload;
  if (payload.status === 'accepted' && payload.version === undefined) {
    const read = await person.call({ method: 'GET', url: `/api/v1/bookings/${id}` });
    if (read.statusCode === 200) body = { ...payload, version: read.json().data.version };
  }
  return person.call({ method: 'PUT', url: `/api/v1/bookings/${id}/status`, payload: body });
}

/** A quote whose total is exactly `total`: one line, VAT included, no call-out fee. */
export const quoteBody = (truckId: number, total: number, overrides: Record<string, unknown> = {}) => ({
  truckId,
  lines: [{ name: '행사 세트', unit: 'dish', unitPrice: total, quantity: 1 }],
  calloutFee: 0,
  vatIncluded: true,
  includes: '',
  hoursOnSite: 3,
  siteNeeds: '',
  validDays: 7,
  note: '',
  ...overrides,
});

export const sendQuote = (vendor: Caller, bookingId: string, body: Record<string, unknown>) =>
  vendor.call({ method: 'POST', url: `/api/v1/bookings/${bookingId}/quotes`, payload: body });

export const chooseQuote = (customer: Caller, bookingId: string, quoteId: string, revision = 1) =>
  customer.call({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/quotes/${quoteId}/choose`,
    payload: { revision },
  });

/** An open request taken the only way there is: the truck quotes `total`, and the customer chooses it. */
export async function takeOpenRequest(
  vendor: Caller,
  customer: Caller,
  bookingId: string,
  truckId: number,
  total: number,
): Promise<LightMyRequestResponse> {
  const sent = await sendQuote(vendor, bookingId, quoteBody(truckId, total));
  if (sent.statusCode !== 201) return sent;
  return chooseQuote(customer, bookingId, sent.json().data.id);
}
