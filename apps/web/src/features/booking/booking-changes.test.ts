import { BOOKING_EDIT_RULES, type BookingDetail } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { checkBookingEdit, editValuesOf } from './booking-changes.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString();

const booking: BookingDetail = {
  id: 'b1',
  code: 'FT-20300101-AB12',
  status: 'requested',
  eventType: { id: 1, slug: 'corporate', name: '기업 행사' },
  info: {
    eventName: '창립 기념 행사',
    eventDate: inDays(30).slice(0, 10),
    startTime: '11:00',
    endTime: '14:00',
    guestCount: 100,
    address: {
      postcode: '06236',
      roadAddress: '서울특별시 강남구 테헤란로 152',
      detailAddress: '1층',
      sido: '서울특별시',
      sigungu: '강남구',
    },
    budget: null,
  },
  menus: [
    { menuItemId: 2, categoryId: 1, name: '어묵', unitPrice: 3000, servings: 50 },
    { menuItemId: 1, categoryId: 1, name: '떡볶이', unitPrice: 5000, servings: 100 },
  ],
  contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
  requests: '',
  truck: { id: 7, name: '맛있는 트럭', thumbnailUrl: null },
  isOpenRequest: false,
  version: 1,
  estimate: 650_000,
  quotedAmount: null,
  cancellationFee: null,
  statusReason: null,
  startsAt: inDays(30),
  endsAt: inDays(30),
  createdAt: inDays(-1),
  updatedAt: inDays(-1),
  vendorPhone: null,
  viewerRole: 'customer',
  history: [],
};
const all = BOOKING_EDIT_RULES.requested.sections;

describe('one save for the whole booking', () => {
  it('finds nothing to save in the booking as it is, even with the phone shown with dashes or lines reordered', () => {
    const values = editValuesOf(booking);
    expect(checkBookingEdit(booking, values, all)).toEqual({ ok: true, body: {}, changed: [] });
    const shown = {
      ...values,
      contact: { ...values.contact, phone: '010-1234-5678' },
      menus: [...values.menus].reverse(),
      info: { ...booking.info, address: { ...booking.info.address } },
    };
    expect(checkBookingEdit(booking, shown, all)).toEqual({ ok: true, body: {}, changed: [] });
  });

  it('sends only the changed sections, as the server reads them', () => {
    const values = {
      ...editValuesOf(booking),
      contact: { ...booking.contact, phone: '010-9876-5432' },
      requests: '  주차는 지하에  ',
      eventTypeId: 2,
    };
    expect(checkBookingEdit(booking, values, all)).toEqual({
      ok: true,
      body: {
        eventTypeId: 2,
        contact: { ...booking.contact, phone: '01098765432' },
        requests: '주차는 지하에',
      },
      changed: ['eventTypeId', 'contact', 'requests'],
    });
  });

  it('keeps to the sections the status allows', () => {
    const accepted = { ...booking, status: 'accepted' as const };
    const values = { ...editValuesOf(accepted), eventTypeId: 2, requests: '전기 필요' };
    const check = checkBookingEdit(accepted, values, BOOKING_EDIT_RULES.accepted.sections);
    expect(check).toEqual({ ok: true, body: { requests: '전기 필요' }, changed: ['requests'] });
  });

  it('names the sections that cannot be sent as typed', () => {
    const values = {
      ...editValuesOf(booking),
      info: { ...booking.info, eventName: '' },
      menus: [],
      contact: { ...booking.contact, phone: '010' },
    };
    expect(checkBookingEdit(booking, values, all)).toEqual({
      ok: false,
      invalid: ['info', 'menus', 'contact'],
    });
  });
});
