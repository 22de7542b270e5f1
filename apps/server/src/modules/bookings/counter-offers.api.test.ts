import {
  counterOfferSchema,
  HOUR_MS,
  listEnvelope,
  moveClockForward,
  resetClock,
  successEnvelope,
  truckBookingSchema,
} from '@ft/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { counterOfferHistory, domainEvents, notifications } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  referenceIds,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

/**
 * Counter-offers (issue 31): the truck a request was sent to proposes another date, time or menu with a price;
 * the customer accepts it in one tap (the booking takes those terms, accepted at that price) or declines it.
 */
let t: TestApp;
let customer: Caller;
let stranger: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let other: Awaited<ReturnType<typeof createVendorWithTruck>>;
let ref: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'counter-customer@example.com');
  stranger = await signedUpCaller(t.app, 'counter-stranger@example.com');
  const serving = { regions: [{ sido: '서울특별시', sigungu: '강남구' }], categorySlugs: ['bunsik'] };
  vendor = await createVendorWithTruck(t.app, { email: 'counter-vendor@example.com', ...serving });
  other = await createVendorWithTruck(t.app, { email: 'counter-other@example.com', ...serving });
});
afterAll(() => t.close());
afterEach(() => resetClock());

let day = 30;
async function directRequest() {
  const eventDate = daysFromToday(day);
  day += 3;
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 100 }] },
      { truckId: vendor.truckId, info: { eventDate, startTime: '11:00', endTime: '14:00' } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; info: { eventDate: string } };
}

const url = (id: string, rest = '') => `/api/v1/bookings/${id}/counter-offers${rest}`;
const propose = (person: Caller, id: string, payload: Record<string, unknown>) =>
  person.call({ method: 'POST', url: url(id), payload });
const act = (person: Caller, id: string, offerId: string, action: 'accept' | 'decline' | 'withdraw') =>
  person.call({ method: 'POST', url: url(id, `/${offerId}/${action}`) });

describe('counter-offers', () => {
  it('the customer accepts another day in one tap: the booking takes it, accepted at the proposed price', async () => {
    const request = await directRequest();
    const nextDay = daysFromToday(day - 2);
    const sent = await propose(vendor.vendor, request.id, {
      eventDate: nextDay,
      startTime: '12:00',
      endTime: '15:00',
      menus: [{ menuItemId: vendor.menuItemIds[1]!, servings: 120 }],
      amount: 720_000,
      note: '그날은 다른 행사가 있어 다음 날 가능해요',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offer = successEnvelope(counterOfferSchema).parse(sent.json()).data;
    expect(offer).toMatchObject({
      status: 'proposed',
      eventDate: nextDay,
      startTime: '12:00',
      amount: 720_000,
    });

    // Only the customer answers it; strangers and other trucks learn nothing.
    expect((await act(vendor.vendor, request.id, offer.id, 'accept')).statusCode).toBe(403);
    expect((await act(stranger, request.id, offer.id, 'accept')).statusCode).toBe(404);
    expect((await propose(other.vendor, request.id, { eventDate: nextDay, amount: 1 })).statusCode).toBe(404);
    const second = await propose(vendor.vendor, request.id, { eventDate: nextDay, amount: 1_000 });
    expect([second.statusCode, second.json().code]).toEqual([409, 'COUNTER_OFFER_PENDING']);

    const accepted = await act(customer, request.id, offer.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      quotedAmount: 720_000,
      info: { eventDate: nextDay, startTime: '12:00', endTime: '15:00' },
      menus: [{ menuItemId: vendor.menuItemIds[1]!, servings: 120 }],
    });
    expect(accepted.json().data.history.at(-1)).toMatchObject({ to: 'accepted', actor: 'customer' });
    const again = await act(customer, request.id, offer.id, 'accept');
    expect([again.statusCode, again.json().code]).toEqual([409, 'COUNTER_OFFER_NOT_AVAILABLE']);

    await deliverDueEvents(t.app.database.db);
    const titles = await t.app.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
      .where(eq(notifications.userId, vendor.userId));
    expect(titles.map((row) => row.title)).toContain('고객이 제안을 수락했어요');
  });

  it('declining leaves the request waiting for the truck, which may then accept it as it was', async () => {
    const request = await directRequest();
    const offer = (
      await propose(vendor.vendor, request.id, { startTime: '15:00', endTime: '18:00', amount: 500_000 })
    ).json().data;
    const declined = await act(customer, request.id, offer.id, 'decline');
    expect(declined.json().data.status).toBe('declined');
    const accept = await setBookingStatus(vendor.vendor, request.id, {
      status: 'accepted',
      quotedAmount: 450_000,
    });
    expect(accept.json().data).toMatchObject({ status: 'accepted', info: { startTime: '11:00' } });
  });

  it('taking a proposal for the time of another live request to the same truck is refused naming it, not a 500', async () => {
    const first = await directRequest();
    const second = await directRequest();
    // The truck proposes, on the second request, exactly the first one's day and hours (11:00–14:00).
    const offer = (
      await propose(vendor.vendor, second.id, { eventDate: first.info.eventDate, amount: 600_000 })
    ).json().data;
    const taken = await act(customer, second.id, offer.id, 'accept');
    const firstCode = (await customer.call({ method: 'GET', url: `/api/v1/bookings/${first.id}` })).json()
      .data.code;
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'DUPLICATE_BOOKING_REQUEST']);
    expect(taken.json().error).toBe(
      `같은 시간으로 보낸 요청(${firstCode})이 이미 있어요. 예약 내역에서 확인해주세요.`,
    );
    // Nothing moved: the second request still waits on its own day, the proposal still open.
    const after = (await customer.call({ method: 'GET', url: `/api/v1/bookings/${second.id}` })).json().data;
    expect(after).toMatchObject({ status: 'requested', info: { eventDate: second.info.eventDate } });
    expect((await act(customer, second.id, offer.id, 'decline')).json().data.status).toBe('declined');
  });

  it('refuses a proposal that changes nothing, one in the past, and one on an open request', async () => {
    const request = await directRequest();
    const same = await propose(vendor.vendor, request.id, {
      eventDate: request.info.eventDate,
      amount: 1_000,
    });
    expect(same.json().fields.eventDate).toMatch(/그대로라면 수락해주세요/);
    const past = await propose(vendor.vendor, request.id, { eventDate: daysFromToday(-1), amount: 1_000 });
    expect(past.json().fields.eventDate).toBe('오늘 이후의 날짜를 선택해주세요');
    const open = await postBooking(
      customer,
      bookingBody({
        eventTypeId: ref.eventTypeId,
        menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 100 }],
      }),
    );
    const onOpen = await propose(vendor.vendor, open.json().data.id, {
      eventDate: daysFromToday(90),
      amount: 1_000,
    });
    expect([onOpen.statusCode, onOpen.json().code]).toEqual([409, 'OPEN_REQUEST_QUOTES_ONLY']);
  });

  it('lapses when its time passes or the request ends, each with its history', async () => {
    const request = await directRequest();
    const offer = (
      await propose(vendor.vendor, request.id, { startTime: '16:00', endTime: '19:00', amount: 500_000 })
    ).json().data;
    moveClockForward(49 * HOUR_MS);
    await runBookingMaintenance(t.app.database.db);
    expect((await act(customer, request.id, offer.id, 'accept')).json().code).toBe(
      'COUNTER_OFFER_NOT_AVAILABLE',
    );
    const history = await t.app.database.db
      .select({ to: counterOfferHistory.toStatus, actor: counterOfferHistory.actor })
      .from(counterOfferHistory)
      .where(eq(counterOfferHistory.counterOfferId, offer.id))
      .orderBy(asc(counterOfferHistory.id));
    expect(history).toEqual([
      { to: 'proposed', actor: 'vendor' },
      { to: 'expired', actor: 'system' },
    ]);

    resetClock();
    const cancelled = await directRequest();
    const pending = (
      await propose(vendor.vendor, cancelled.id, { startTime: '16:00', endTime: '19:00', amount: 1 })
    ).json().data;
    const cancel = await setBookingStatus(customer, cancelled.id, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const list = (await customer.call({ method: 'GET', url: url(cancelled.id) })).json().data;
    expect(list).toEqual([expect.objectContaining({ id: pending.id, status: 'expired' })]);
  });
});

describe("the truck's inbox", () => {
  it('shows the latest proposal on each request, and not to another truck', async () => {
    const request = await directRequest();
    const inboxEntry = async (truck: typeof vendor) => {
      const res = await truck.vendor.call({
        method: 'GET',
        url: `/api/v1/bookings/foodtruck/${truck.truckId}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return listEnvelope(truckBookingSchema)
        .parse(res.json())
        .data.find((entry) => entry.id === request.id);
    };
    expect((await inboxEntry(vendor))?.truckOffer).toBeNull();
    const first = await propose(vendor.vendor, request.id, {
      eventDate: daysFromToday(day - 2),
      amount: 610_000,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await act(vendor.vendor, request.id, first.json().data.id, 'withdraw')).statusCode).toBe(200);
    const second = await propose(vendor.vendor, request.id, { startTime: '12:00', amount: 580_000 });
    expect(second.statusCode, second.body).toBe(201);
    expect((await inboxEntry(vendor))?.truckOffer).toEqual({
      kind: 'counter_offer',
      status: 'proposed',
      amount: 580_000,
      outdated: false,
    });
    // A request sent to one truck is not in another's inbox at all.
    expect(await inboxEntry(other)).toBeUndefined();
  });
});
