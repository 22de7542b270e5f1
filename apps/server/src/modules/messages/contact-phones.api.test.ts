import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
  setBookingStatus,
  takeOpenRequest,
} from '../../test/booking-fixtures.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Phone numbers once a booking is accepted, messages before: the vendor sees the customer's
 * contact, and the customer the truck's business number, only from the accept on. Runs on PGlite and
 * PostgreSQL.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let customer: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'phone-customer@example.com');
  vendor = await createVendorWithTruck(t.app, {
    email: 'phone-vendor@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
});
afterAll(() => t.close());

const detail = async (person: Caller, id: string) => {
  const res = await person.call({ method: 'GET', url: `/api/v1/bookings/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    contact: { name: string; phone: string; email: string };
    vendorPhone: string | null;
  };
};

describe('phone numbers', () => {
  it('are shared both ways once the vendor accepts a direct request, and not before', async () => {
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId },
      ),
    );
    const id = sent.json().data.id as string;
    expect(sent.json().data.vendorPhone).toBeNull();

    const before = await detail(vendor.vendor, id);
    expect(before.contact).toEqual({ name: '김**', phone: '010****5678', email: 'm***@example.com' });
    expect((await detail(customer, id)).vendorPhone).toBeNull();
    // The inbox card keeps it back as well.
    const inbox = await vendor.vendor.call({
      method: 'GET',
      url: `/api/v1/bookings/foodtruck/${vendor.truckId}`,
    });
    expect(inbox.json().data.find((b: { id: string }) => b.id === id).contact.phone).toBe('010****5678');

    const accepted = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.contact.phone).toBe('01012345678');
    expect((await detail(vendor.vendor, id)).contact).toEqual({
      name: '김민지',
      phone: '01012345678',
      email: 'minji@example.com',
    });
    expect((await detail(customer, id)).vendorPhone).toBe('01012345678');
  });

  it('are shared with the vendor who took an open request, and only then', async () => {
    const sent = await postBooking(
      customer,
      bookingBody({
        eventTypeId: ref.eventTypeId,
        menus: [{ menuItemId: ref.itemsOf('bunsik')[0]!.id, servings: 60 }],
      }),
    );
    const id = sent.json().data.id as string;
    expect((await detail(vendor.vendor, id)).contact.phone).toBe('010****5678');
    expect((await detail(customer, id)).vendorPhone).toBeNull();
    const accepted = await takeOpenRequest(vendor.vendor, customer, id, vendor.truckId, 300_000);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await detail(vendor.vendor, id)).contact.phone).toBe('01012345678');
    expect((await detail(customer, id)).vendorPhone).toBe('01012345678');
  });

  it('go back to messages only when the booking is cancelled', async () => {
    const sent = await postBooking(
      customer,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
        { truckId: vendor.truckId, info: { eventName: '취소될 행사' } },
      ),
    );
    const id = sent.json().data.id as string;
    await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: 300_000 });
    expect(
      (await setBookingStatus(customer, id, { status: 'cancelled', reason: '일정 변경' })).statusCode,
    ).toBe(200);
    expect((await detail(customer, id)).vendorPhone).toBeNull();
    expect((await detail(vendor.vendor, id)).contact.phone).toBe('010****5678');
  });
});
