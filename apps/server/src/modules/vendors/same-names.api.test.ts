import {
  applicationDetailSchema,
  bookingSchema,
  foodTruckDetailSchema,
  foodTruckListEnvelopeSchema,
  listEnvelope,
  quoteListSchema,
  SHARED_TRUCK_NAME_NOTE,
  successEnvelope,
} from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodTrucks } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  daysFromToday,
  postBooking,
  quoteBody,
  referenceIds,
  sendQuote,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody } from '../../test/vendor-fixtures.ts';

/**
 * Two listed trucks of one name (docs/decisions/080-trucks-that-share-a-name.md): the application form and the
 * operator are told, never refused, and wherever the name is listed the trucks are told apart by where they
 * work. And a new truck's event types (docs/decisions/081-event-types-as-chosen.md): its page claims none it
 * did not choose, while the list still finds it under every kind.
 */
let t: TestApp;
let applicant: Caller;
let admin: Caller;
let customer: Caller;
let demoTruckId: number;
let newTruckId: number;

async function logIn(email: string): Promise<Caller> {
  const person = caller(t.app);
  const res = await person.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: t.app.config.demoPassword },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return person;
}

const sameNames = async (person: Caller, name: string) => {
  const res = await person.call({
    method: 'GET',
    url: `/api/v1/foodtrucks/apply/same-names?name=${encodeURIComponent(name)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.listed as number;
};

const cardsNamed = async (keyword: string) => {
  // The tests below change trucks in the database itself, behind the answer cache.
  t.app.catalogCache.invalidate();
  const res = await caller(t.app).call({
    method: 'GET',
    url: `/api/v1/foodtrucks?limit=100&keyword=${encodeURIComponent(keyword)}`,
  });
  const body = foodTruckListEnvelopeSchema.parse(res.json());
  return new Map(body.data.map((card) => [card.id, card.nameNote]));
};

const detail = async (id: number) =>
  successEnvelope(foodTruckDetailSchema).parse(
    (await caller(t.app).call({ method: 'GET', url: `/api/v1/foodtrucks/${id}` })).json(),
  ).data;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await signedUpCaller(t.app, 'seongnam-tteok@example.com', '성남사장님');
  admin = await logIn('admin@example.com');
  customer = await logIn('customer@example.com');
  const [demo] = await t.app.database.db
    .select({ id: foodTrucks.id })
    .from(foodTrucks)
    .where(eq(foodTrucks.name, '달빛 떡볶이'));
  demoTruckId = demo!.id;
});
afterAll(() => t.close());

describe('a truck named like a listed one', () => {
  it('is noted, not refused, while its owner types the name', async () => {
    expect(await sameNames(applicant, '달빛 떡볶이')).toBe(1);
    // Spaces and case aside, as the list's keyword reads names.
    expect(await sameNames(applicant, '달빛떡볶이')).toBe(1);
    expect(await sameNames(applicant, '초승달 떡볶이')).toBe(0);
    // The owner's own truck being renamed does not count.
    expect(
      (
        await applicant.call({
          method: 'GET',
          url: `/api/v1/foodtrucks/apply/same-names?name=${encodeURIComponent('달빛 떡볶이')}&exceptTruckId=${demoTruckId}`,
        })
      ).json().data.listed,
    ).toBe(0);
    expect(SHARED_TRUCK_NAME_NOTE).toContain('같은 이름의 푸드트럭이 이미 있어요');

    const body = await applicationBody(t.app.database.db, applicant);
    const res = await applicant.call({
      method: 'POST',
      url: '/api/v1/foodtrucks/apply',
      payload: {
        ...body,
        business: { ...body.business, companyName: '성남 달빛상회' },
        truck: {
          ...body.truck,
          name: '달빛 떡볶이',
          regions: [
            { sido: '경기도', sigungu: '성남시' },
            { sido: '경기도', sigungu: '용인시' },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    newTruckId = res.json().data.id;
  });

  it('shows the operator the listed truck of that name, its place and its business', async () => {
    const queue = (await admin.call({ method: 'GET', url: '/api/v1/admin/applications' })).json();
    const item = queue.data.find((a: { truck: { id: number } }) => a.truck.id === newTruckId);
    const res = await admin.call({ method: 'GET', url: `/api/v1/admin/applications/${item.id}` });
    const application = successEnvelope(applicationDetailSchema).parse(res.json()).data;
    expect(application.sameNameTrucks).toEqual([
      { id: demoTruckId, name: '달빛 떡볶이', place: '서울 마포구', companyName: '달빛분식' },
    ]);
    // Unlisted, the new truck tells nobody apart yet.
    expect((await cardsNamed('달빛')).get(demoTruckId)).toBeNull();

    const approved = await admin.call({
      method: 'POST',
      url: `/api/v1/admin/applications/${item.id}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('tells the two apart by where they work in the list, a search and the truck’s page', async () => {
    const cards = await cardsNamed('달빛 떡볶이');
    expect(cards.get(demoTruckId)).toBe('서울 마포구');
    expect(cards.get(newTruckId)).toBe('경기 성남시');
    expect((await detail(newTruckId)).nameNote).toBe('경기 성남시');
    // A name of its own gets no note.
    const coffee = await cardsNamed('서울 커피 트럭');
    expect(coffee.size).toBeGreaterThan(0);
    expect(new Set(coffee.values())).toEqual(new Set([null]));
  });

  it('tells them apart on a booking’s truck and in the quotes compared', async () => {
    const bookings = listEnvelope(bookingSchema).parse(
      (await customer.call({ method: 'GET', url: '/api/v1/bookings?limit=50' })).json(),
    ).data;
    const ofDemoTruck = bookings.find((b) => b.truck?.id === demoTruckId);
    expect(ofDemoTruck?.truck?.nameNote).toBe('서울 마포구');

    // A third 달빛떡볶이, in 강남구, quotes an open request there.
    const ref = await referenceIds(t.app.database.db);
    const gangnam = await createVendorWithTruck(t.app, {
      email: 'gangnam-tteok@example.com',
      regions: [{ sido: '서울특별시', sigungu: '강남구' }],
      categorySlugs: ['bunsik'],
    });
    await t.app.database.db
      .update(foodTrucks)
      .set({ name: '달빛떡볶이' })
      .where(eq(foodTrucks.id, gangnam.truckId));
    const request = await postBooking(
      customer,
      bookingBody(
        {
          eventTypeId: ref.eventTypeId,
          menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 100 }],
        },
        { info: { eventDate: daysFromToday(40) } },
      ),
    );
    expect(request.statusCode, request.body).toBe(201);
    const bookingId = request.json().data.id;
    const sent = await sendQuote(gangnam.vendor, bookingId, quoteBody(gangnam.truckId, 600_000));
    expect(sent.statusCode, sent.body).toBe(201);
    const quotes = successEnvelope(quoteListSchema).parse(
      (await customer.call({ method: 'GET', url: `/api/v1/bookings/${bookingId}/quotes` })).json(),
    ).data.quotes;
    expect(quotes.map((q) => q.truck.nameNote)).toEqual(['서울 강남구']);
    expect((await cardsNamed('달빛')).get(newTruckId)).toBe('경기 성남시');

    // Renamed and unlisted, the others' names are their own again.
    await t.app.database.db
      .update(foodTrucks)
      .set({ name: '강남 골목 떡볶이' })
      .where(eq(foodTrucks.id, gangnam.truckId));
    await t.app.database.db
      .update(foodTrucks)
      .set({ status: 'suspended' })
      .where(eq(foodTrucks.id, newTruckId));
    expect((await cardsNamed('떡볶이')).get(demoTruckId)).toBeNull();
    expect(await sameNames(applicant, '달빛 떡볶이')).toBe(1);
  });
});

describe('a new truck’s event types', () => {
  it('claims none on its page, and is still found under every kind of event', async () => {
    await t.app.database.db
      .update(foodTrucks)
      .set({ status: 'approved' })
      .where(eq(foodTrucks.id, newTruckId));
    t.app.catalogCache.invalidate();
    const page = async (id: number) =>
      (await caller(t.app).call({ method: 'GET', url: `/api/v1/foodtrucks/${id}` })).json().data as {
        eventTypes: { slug: string }[];
      };
    expect((await page(newTruckId)).eventTypes).toEqual([]);
    const demo = await page(demoTruckId);
    expect(demo.eventTypes.map((e) => e.slug).sort()).toEqual(
      ['corporate', 'festival', 'school', 'film-set', 'other'].sort(),
    );
    for (const kind of ['corporate', 'wedding-party', 'other']) {
      const res = await caller(t.app).call({
        method: 'GET',
        url: `/api/v1/foodtrucks?limit=100&eventType=${kind}`,
      });
      const ids = res.json().data.map((card: { id: number }) => card.id);
      expect(ids, kind).toContain(newTruckId);
    }
    // The demo truck did not choose weddings.
    const weddings = await caller(t.app).call({
      method: 'GET',
      url: '/api/v1/foodtrucks?limit=100&eventType=wedding-party',
    });
    expect(weddings.json().data.map((card: { id: number }) => card.id)).not.toContain(demoTruckId);
  });
});
