import {
  HOUR_MS,
  listEnvelope,
  moveClockForward,
  QUOTE_LIMIT,
  quoteListSchema,
  quoteSchema,
  resetClock,
  successEnvelope,
  truckBookingSchema,
} from '@ft/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, notifications, quoteHistory, quotes, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  chooseQuote,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  quoteBody,
  referenceIds,
  sendQuote,
  setBookingStatus,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEvents } from '../notifications/notifications.service.ts';
import { runBookingMaintenance } from './booking-maintenance.ts';

/**
 * Quotes on an open request (issue 31): every matching vendor may send one, revise it or take it back; the
 * customer compares them and chooses one, which becomes the accepted booking while the rest are declined.
 */
const GANGNAM = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let customer: Caller;
let customerId: string;
let stranger: Caller;
let admin: Caller;
let ref: Awaited<ReturnType<typeof referenceIds>>;
type Vendor = Awaited<ReturnType<typeof createVendorWithTruck>>;
/** Six trucks serving 강남구 with 분식: one more than a request takes quotes from. */
const vendors: Vendor[] = [];
let farVendor: Vendor;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'quote-customer@example.com', '견적고객');
  customerId = (await customer.call({ method: 'GET', url: '/api/v1/users/profile' })).json().data.id;
  stranger = await signedUpCaller(t.app, 'quote-stranger@example.com');
  admin = await signedUpCaller(t.app, 'quote-ops@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'quote-ops@example.com'));
  for (let i = 0; i <= QUOTE_LIMIT; i++) {
    vendors.push(
      await createVendorWithTruck(t.app, {
        email: `quote-vendor-${i}@example.com`,
        regions: [GANGNAM],
        categorySlugs: ['bunsik'],
      }),
    );
  }
  farVendor = await createVendorWithTruck(t.app, {
    email: 'quote-far@example.com',
    regions: [{ sido: '부산광역시', sigungu: '해운대구' }],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

let day = 30;
async function openRequest(guestCount = 120): Promise<{ id: string; version: number }> {
  const body = bookingBody(
    { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 100 }] },
    { info: { eventDate: daysFromToday(day++), guestCount } },
  );
  const res = await postBooking(customer, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const list = (person: Caller, id: string) =>
  person.call({ method: 'GET', url: `/api/v1/bookings/${id}/quotes` });
const revise = (person: Caller, id: string, quoteId: string, body: Record<string, unknown>) =>
  person.call({ method: 'PUT', url: `/api/v1/bookings/${id}/quotes/${quoteId}`, payload: body });
const withdraw = (person: Caller, id: string, quoteId: string) =>
  person.call({ method: 'POST', url: `/api/v1/bookings/${id}/quotes/${quoteId}/withdraw`, payload: {} });

async function sent(vendor: Vendor, bookingId: string, body = quoteBody(vendor.truckId, 500_000)) {
  const res = await sendQuote(vendor.vendor, bookingId, body);
  expect(res.statusCode, res.body).toBe(201);
  return successEnvelope(quoteSchema).parse(res.json()).data;
}

const noticesOf = async (userId: string, bookingId: string) => {
  const rows = await t.app.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(
      and(
        eq(notifications.userId, userId),
        or(eq(domainEvents.subjectId, bookingId), sql`${domainEvents.data}->>'bookingId' = ${bookingId}`),
      ),
    )
    .orderBy(asc(notifications.id));
  return rows;
};

describe('sending quotes', () => {
  it('computes the figures on the server and shows each vendor only their own', async () => {
    const request = await openRequest(100);
    const quote = await sent(
      vendors[0]!,
      request.id,
      quoteBody(vendors[0]!.truckId, 0, {
        lines: [
          { name: '떡볶이', unit: 'serving', unitPrice: 4_000, quantity: 100 },
          { name: '어묵', unit: 'dish', unitPrice: 2_500, quantity: 40 },
        ],
        calloutFee: 150_000,
        vatIncluded: false,
        includes: '일회용 식기, 냅킨',
        siteNeeds: '220V 전기',
      }),
    );
    // 400,000 + 100,000 menu, 150,000 call-out, 10 % VAT on 650,000 = 65,000.
    expect(quote).toMatchObject({ menu: 500_000, calloutFee: 150_000, vat: 65_000, total: 715_000 });
    expect(quote).toMatchObject({ perPerson: 7_150, status: 'sent', revision: 1, outdated: false });
    expect(quote.truck).toMatchObject({
      id: vendors[0]!.truckId,
      rating: null,
      regions: ['서울특별시 강남구'],
    });
    await sent(vendors[1]!, request.id);

    const mine = quoteListSchema.parse((await list(vendors[1]!.vendor, request.id)).json().data);
    expect(mine.quotes.map((q) => q.truck.id)).toEqual([vendors[1]!.truckId]);
    expect(mine).toMatchObject({ liveCount: 2, takesQuotes: true });
    const all = quoteListSchema.parse((await list(customer, request.id)).json().data);
    expect(all.quotes.map((q) => q.truck.id)).toEqual([vendors[0]!.truckId, vendors[1]!.truckId]);
    expect((await list(admin, request.id)).json().data.quotes).toHaveLength(2);
    for (const outsider of [stranger, farVendor.vendor]) {
      expect((await list(outsider, request.id)).statusCode).toBe(404);
    }

    // The customer asks a quoting truck a question first; each truck sees only its own thread.
    const ask = await customer.call({
      method: 'POST',
      url: `/api/v1/bookings/${request.id}/messages`,
      payload: { body: '포함 사항에 컵 홀더도 있나요?', truckId: vendors[1]!.truckId },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const threads = (vendor: Vendor) =>
      vendor.vendor
        .call({ method: 'GET', url: `/api/v1/bookings/${request.id}/messages` })
        .then((res) =>
          res
            .json()
            .data.threads.map((t: { truckId: number; messages: unknown[] }) => [
              t.truckId,
              t.messages.length,
            ]),
        );
    expect(await threads(vendors[1]!)).toEqual([[vendors[1]!.truckId, 1]]);
    expect(await threads(vendors[0]!)).toEqual([[vendors[0]!.truckId, 0]]);
  });

  it('refuses a second quote, a quote from the customer, and a quote on a request sent to one truck', async () => {
    const request = await openRequest();
    await sent(vendors[0]!, request.id);
    const again = await sendQuote(vendors[0]!.vendor, request.id, quoteBody(vendors[0]!.truckId, 1_000));
    expect([again.statusCode, again.json().code]).toEqual([409, 'QUOTE_ALREADY_SENT']);
    const byCustomer = await sendQuote(customer, request.id, quoteBody(vendors[0]!.truckId, 1_000));
    expect([byCustomer.statusCode, byCustomer.json().code]).toEqual([403, 'ROLE_REQUIRED']);
    const byFar = await sendQuote(farVendor.vendor, request.id, quoteBody(farVendor.truckId, 1_000));
    expect(byFar.statusCode).toBe(404);
    const otherTruck = await sendQuote(vendors[1]!.vendor, request.id, quoteBody(vendors[0]!.truckId, 1_000));
    expect(otherTruck.json().fields).toHaveProperty('truckId');
    const bad = await sendQuote(
      vendors[1]!.vendor,
      request.id,
      quoteBody(vendors[1]!.truckId, 1_000, { lines: [] }),
    );
    expect([bad.statusCode, bad.json().fields.lines]).toEqual([400, '메뉴를 하나 이상 넣어주세요']);

    const direct = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendors[2]!.menuItemIds[0]!, servings: 100 }] },
        { truckId: vendors[2]!.truckId, info: { eventDate: daysFromToday(day++) } },
      ),
    );
    const onDirect = await sendQuote(
      vendors[2]!.vendor,
      direct.json().data.id,
      quoteBody(vendors[2]!.truckId, 1_000),
    );
    expect([onDirect.statusCode, onDirect.json().code]).toEqual([409, 'OPERATION_NOT_ALLOWED']);
  });

  it('no longer lets the first vendor take an open request, nor the customer accept it without a quote', async () => {
    const request = await openRequest();
    const accept = await setBookingStatus(vendors[0]!.vendor, request.id, {
      status: 'accepted',
      quotedAmount: 1,
    });
    expect([accept.statusCode, accept.json().code]).toEqual([409, 'OPEN_REQUEST_QUOTES_ONLY']);
    const self = await setBookingStatus(customer, request.id, { status: 'accepted', quotedAmount: 1 });
    expect([self.statusCode, self.json().code]).toEqual([403, 'INSUFFICIENT_PERMISSIONS']);
  });

  it(`closes at ${QUOTE_LIMIT} live quotes, reopens when one is withdrawn, and closes at its deadline`, async () => {
    const request = await openRequest();
    const first = await sent(vendors[0]!, request.id);
    for (const vendor of vendors.slice(1, QUOTE_LIMIT)) await sent(vendor, request.id);
    const last = vendors[QUOTE_LIMIT]!;
    const full = await sendQuote(last.vendor, request.id, quoteBody(last.truckId, 1_000));
    expect([full.statusCode, full.json().code]).toEqual([409, 'QUOTES_CLOSED']);
    expect(full.json().error).toBe(`이 요청은 견적 ${QUOTE_LIMIT}개를 모두 받았어요.`);
    expect((await list(customer, request.id)).json().data.takesQuotes).toBe(false);

    const gone = await withdraw(vendors[0]!.vendor, request.id, first.id);
    expect(gone.json().data.status).toBe('withdrawn');
    // Withdrawn is final: its vendor cannot revise it back.
    const back = await revise(vendors[0]!.vendor, request.id, first.id, quoteBody(vendors[0]!.truckId, 1));
    expect([back.statusCode, back.json().code]).toEqual([409, 'QUOTE_NOT_AVAILABLE']);
    await sent(last, request.id);

    const later = await openRequest();
    moveClockForward(72 * HOUR_MS + 1_000);
    const late = await sendQuote(vendors[0]!.vendor, later.id, quoteBody(vendors[0]!.truckId, 1_000));
    expect([late.statusCode, late.json().error]).toEqual([409, '견적 받는 기한이 지난 요청이에요.']);
  });
});

describe("a vendor's inbox", () => {
  it('shows each truck its own quote on a request, and that the request changed after it', async () => {
    const request = await openRequest();
    const inboxEntry = async (vendor: Vendor) => {
      const res = await vendor.vendor.call({
        method: 'GET',
        url: `/api/v1/bookings/foodtruck/${vendor.truckId}?status=requested`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const entries = listEnvelope(truckBookingSchema).parse(res.json()).data;
      return entries.find((entry) => entry.id === request.id)?.truckOffer;
    };
    expect(await inboxEntry(vendors[4]!)).toBeNull();
    const quote = await sent(vendors[4]!, request.id, quoteBody(vendors[4]!.truckId, 640_000));
    const own = { kind: 'quote', status: 'sent', amount: quote.total, outdated: false };
    expect(await inboxEntry(vendors[4]!)).toEqual(own);
    // Another truck the request reaches sees it as unanswered: no other truck's quote shows through.
    expect(await inboxEntry(vendors[5]!)).toBeNull();

    const changed = await customer.call({
      method: 'PUT',
      url: `/api/v1/bookings/${request.id}`,
      payload: { requests: '주차는 건물 뒤편에 해주세요' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await inboxEntry(vendors[4]!)).toEqual({ ...own, outdated: true });
    expect((await withdraw(vendors[4]!.vendor, request.id, quote.id)).statusCode).toBe(200);
    expect(await inboxEntry(vendors[4]!)).toMatchObject({ kind: 'quote', status: 'withdrawn' });
  });
});

describe('choosing a quote', () => {
  it('accepts the request at the chosen total, declines the others and tells everyone once', async () => {
    const request = await openRequest();
    const [a, b, c] = [
      await sent(vendors[0]!, request.id, quoteBody(vendors[0]!.truckId, 600_000)),
      await sent(vendors[1]!, request.id, quoteBody(vendors[1]!.truckId, 550_000)),
      await sent(vendors[2]!, request.id, quoteBody(vendors[2]!.truckId, 700_000)),
    ];
    const revised = await revise(
      vendors[1]!.vendor,
      request.id,
      b.id,
      quoteBody(vendors[1]!.truckId, 520_000),
    );
    expect(revised.json().data).toMatchObject({ revision: 2, total: 520_000 });

    // The customer compared revision 1: the vendor has changed it since.
    const stale = await chooseQuote(customer, request.id, b.id, 1);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'QUOTE_CHANGED']);
    expect((await chooseQuote(vendors[1]!.vendor, request.id, b.id, 2)).statusCode).toBe(403);
    expect((await chooseQuote(stranger, request.id, b.id, 2)).statusCode).toBe(404);

    const chosen = await chooseQuote(customer, request.id, b.id, 2);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      status: 'accepted',
      quotedAmount: 520_000,
      truck: { id: vendors[1]!.truckId },
    });
    expect(chosen.json().data.history.at(-1)).toMatchObject({
      from: 'requested',
      to: 'accepted',
      actor: 'customer',
    });
    const statuses = (await list(customer, request.id))
      .json()
      .data.quotes.map((q: { status: string }) => q.status);
    expect(statuses).toEqual(['declined', 'chosen', 'declined']);
    expect((await chooseQuote(customer, request.id, a.id, 1)).json().code).toBe('INVALID_STATUS_TRANSITION');
    const revisedLate = await revise(vendors[2]!.vendor, request.id, c.id, quoteBody(vendors[2]!.truckId, 1));
    expect([revisedLate.statusCode, revisedLate.json().code]).toEqual([409, 'QUOTE_NOT_AVAILABLE']);

    await deliverDueEvents(t.app.database.db);
    const titles = async (userId: string) => (await noticesOf(userId, request.id)).map((n) => n.title);
    expect(await titles(customerId)).toEqual([
      '새 견적이 왔어요',
      '새 견적이 왔어요',
      '새 견적이 왔어요',
      '견적이 바뀌었어요',
    ]);
    expect(await titles(vendors[1]!.userId)).toContain('고객이 견적을 골랐어요');
    for (const loser of [vendors[0]!, vendors[2]!]) {
      const notices = await noticesOf(loser.userId, request.id);
      expect(notices.map((n) => n.title)).toContain('견적이 선택되지 않았어요');
      expect(notices.at(-1)!.body).toBe(
        '사내 체육대회 견적이 선택되지 않았어요. 고객이 다른 푸드트럭의 견적을 골랐어요.',
      );
    }
  });

  it('resolves two taps on different quotes, and a revision racing a choice, to one outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const request = await openRequest();
      const a = await sent(vendors[0]!, request.id);
      const b = await sent(vendors[1]!, request.id);
      const taps = await Promise.all([
        chooseQuote(customer, request.id, a.id),
        chooseQuote(customer, request.id, b.id),
      ]);
      expect(taps.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const chosen = (await list(customer, request.id))
        .json()
        .data.quotes.filter((q: { status: string }) => q.status === 'chosen');
      expect(chosen).toHaveLength(1);

      const next = await openRequest();
      const q = await sent(vendors[2]!, next.id);
      const [choice, revision] = await Promise.all([
        chooseQuote(customer, next.id, q.id, 1),
        revise(vendors[2]!.vendor, next.id, q.id, quoteBody(vendors[2]!.truckId, 900_000)),
      ]);
      const after = (await list(customer, next.id)).json().data.quotes[0];
      if (choice.statusCode === 200) {
        // Chosen first: the revision is refused and the booking holds the total that was chosen.
        expect(revision.json().code).toBe('QUOTE_NOT_AVAILABLE');
        expect(choice.json().data.quotedAmount).toBe(500_000);
        expect(after).toMatchObject({ status: 'chosen', revision: 1 });
      } else {
        expect(choice.json().code).toBe('QUOTE_CHANGED');
        expect(revision.statusCode).toBe(200);
        expect(after).toMatchObject({ status: 'sent', revision: 2, total: 900_000 });
      }
    }
  });

  it('marks quotes sent before the customer changed the request, until their vendor revises them', async () => {
    const request = await openRequest();
    const q = await sent(vendors[3]!, request.id);
    const changed = await customer.call({
      method: 'PUT',
      url: `/api/v1/bookings/${request.id}`,
      payload: { requests: '전기는 없어요' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await list(customer, request.id)).json().data.quotes[0].outdated).toBe(true);
    expect((await chooseQuote(customer, request.id, q.id)).json().code).toBe('QUOTE_CHANGED');
    await revise(vendors[3]!.vendor, request.id, q.id, quoteBody(vendors[3]!.truckId, 480_000));
    expect((await list(customer, request.id)).json().data.quotes[0].outdated).toBe(false);
    expect((await chooseQuote(customer, request.id, q.id, 2)).statusCode).toBe(200);
  });
});

describe('quotes that end without a choice', () => {
  it('declines the live quotes when the customer cancels, without a second notice to their vendors', async () => {
    const request = await openRequest();
    const q = await sent(vendors[4]!, request.id);
    expect((await setBookingStatus(customer, request.id, { status: 'cancelled' })).statusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(row!.status).toBe('declined');
    await deliverDueEvents(t.app.database.db);
    const titles = (await noticesOf(vendors[4]!.userId, request.id)).map((n) => n.title);
    expect(titles).toContain('예약이 취소됐어요');
    expect(titles).not.toContain('견적이 선택되지 않았어요');
  });

  it('expires quotes past their validity in the maintenance sweep, each with its history and event', async () => {
    const request = await openRequest();
    const q = await sent(vendors[5]!, request.id, quoteBody(vendors[5]!.truckId, 300_000, { validDays: 1 }));
    moveClockForward(24 * HOUR_MS + 1_000);
    await runBookingMaintenance(t.app.database.db);
    const history = await t.app.database.db
      .select({ to: quoteHistory.toStatus, actor: quoteHistory.actor })
      .from(quoteHistory)
      .where(eq(quoteHistory.quoteId, q.id))
      .orderBy(asc(quoteHistory.id));
    expect(history).toEqual([
      { to: 'sent', actor: 'vendor' },
      { to: 'expired', actor: 'system' },
    ]);
    const events = await t.app.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(and(eq(domainEvents.subject, 'quote'), inArray(domainEvents.subjectId, [q.id])));
    expect(events.map((e) => e.type)).toEqual(['quote.sent', 'quote.expired']);
    expect((await chooseQuote(customer, request.id, q.id)).json().code).toBe('QUOTE_NOT_AVAILABLE');
  });
});
