import { describe, expect, it } from 'vitest';
import { bookingUpdateBodySchema } from '../../contracts/bookings.ts';
import { ERROR_CATALOG } from '../../errors/catalog.ts';
import {
  BOOKING_EDIT_RULES,
  BOOKING_SECTIONS,
  bookingEditRefusal,
  bookingEditRule,
  canEditBooking,
} from './editing.ts';
import { BOOKING_STATUSES } from './states.ts';

describe('booking edit rules', () => {
  it("names exactly the sections an edit's body has", () => {
    expect([...bookingUpdateBodySchema.keyof().options].sort()).toEqual([...BOOKING_SECTIONS].sort());
  });

  it('lets every section change while requested, only contact and requests once accepted', () => {
    expect([...BOOKING_EDIT_RULES.requested.sections].sort()).toEqual([...BOOKING_SECTIONS].sort());
    expect(bookingEditRefusal('requested', BOOKING_SECTIONS)).toBeNull();
    expect(bookingEditRefusal('accepted', ['contact', 'requests'])).toBeNull();
    for (const section of ['eventTypeId', 'info', 'menus'] as const) {
      expect(bookingEditRefusal('accepted', ['requests', section])).toBe('BOOKING_EDIT_LIMITED');
    }
  });

  it('refuses any edit once the booking has ended', () => {
    const ended = BOOKING_STATUSES.filter((status) => status !== 'requested' && status !== 'accepted');
    for (const status of ended) {
      expect(canEditBooking(status)).toBe(false);
      expect(bookingEditRule(status)).toBeNull();
      expect(bookingEditRefusal(status, ['requests'])).toBe('BOOKING_NOT_EDITABLE');
    }
  });

  it('says the same thing on the edit screen and in the refusal', () => {
    expect(ERROR_CATALOG.BOOKING_EDIT_LIMITED.message).toBe(BOOKING_EDIT_RULES.accepted.notice);
  });
});
