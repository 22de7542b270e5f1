import { expect } from 'vitest';
import {
  bookingBody,
  type createVendorWithTruck,
  postBooking,
  type referenceIds,
  setBookingStatus,
} from './booking-fixtures.ts';
import type { Caller } from './http.ts';
import { approveInCheckout } from './toss-checkout.ts';

/** A request from `customer` to the vendor's truck on `eventDate` (12:00–14:00), accepted at `quote`. */
export async function acceptedBooking(
  customer: Caller,
  vendor: Awaited<ReturnType<typeof createVendorWithTruck>>,
  ref: Awaited<ReturnType<typeof referenceIds>>,
  eventDate: string,
  quote: number,
): Promise<string> {
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: { eventDate, startTime: '12:00', endTime: '14:00' } },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  const accepted = await setBookingStatus(vendor.vendor, id, { status: 'accepted', quotedAmount: quote });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

/** The customer's order of `kind`, approved in the sandbox's checkout and not yet confirmed. */
export async function approvedOrder(customer: Caller, bookingId: string, kind: string) {
  const res = await customer.call({
    method: 'POST',
    url: `/api/v1/bookings/${bookingId}/payments`,
    payload: { kind },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { returnedTo: _, ...returned } = await approveInCheckout(res.json().data.checkoutUrl);
  return returned;
}

export const confirmPayment = (customer: Caller, body: object) =>
  customer.call({ method: 'POST', url: '/api/v1/payments/confirm', payload: body });

/** An order of `kind` approved and confirmed: the money is taken and booked. */
export async function paidOrder(customer: Caller, bookingId: string, kind: string) {
  const returned = await approvedOrder(customer, bookingId, kind);
  const res = await confirmPayment(customer, returned);
  expect(res.statusCode, res.body).toBe(200);
  return { ...returned, payment: res.json().data as { amount: number; status: string } };
}
