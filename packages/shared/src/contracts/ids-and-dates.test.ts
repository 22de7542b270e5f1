import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addDays, seoulDate } from '../domain/booking/schedule.ts';
import { adminBookingQuerySchema, CATALOGUE_BODY_SCHEMAS, catalogueItemParamsSchema } from './admin.ts';
import { availabilityQuerySchema, blockCreateBodySchema, blockParamsSchema } from './availability.ts';
import { bookingInfoSchema, bookingListQuerySchema } from './bookings.ts';
import { counterOfferBodySchema } from './counter-offers.ts';
import { dateTimeSchema, isDateTime } from './dates.ts';
import { foodTruckIdParamsSchema, foodTruckListQuerySchema } from './foodtrucks.ts';
import { keepTruckBodySchema } from './kept-trucks.ts';
import { messageReportBodySchema, messageSendBodySchema, reportedThreadParamsSchema } from './messages.ts';
import { notificationFailureIdParamsSchema, notificationIdParamsSchema } from './notifications.ts';
import { paymentConfirmBodySchema, reconciliationQuerySchema } from './payments.ts';
import { truckReviewsQuerySchema } from './reviews.ts';
import { refreshUrlBodySchema } from './vendor.ts';

/** The fields `schema` refuses in `value` (none when it accepts it). */
function refused(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
}

// What z.coerce.number() read as a number: a boolean, an exponent, hex, blanks, a fraction written whole.
const NOT_DIGITS = [
  true,
  false,
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '',
  '1.0',
  '1.5',
  '-1',
  '+1',
  '01',
  'Infinity',
  null,
];

describe('ids and query numbers are digits, never coerced (decision 075)', () => {
  const idParams: [string, z.ZodType, Record<string, unknown>][] = [
    ['foodtrucks/{id}', foodTruckIdParamsSchema, {}],
    ['catalogue item', catalogueItemParamsSchema, { kind: 'event-types' }],
    ['notifications/{id}', notificationIdParamsSchema, {}],
    ['notification failures/{id}', notificationFailureIdParamsSchema, {}],
    ['blocks/{blockId}', blockParamsSchema, { blockId: '1' }],
  ];

  it.each(idParams)('%s reads "7" as 7 and refuses everything else', (_name, schema, rest) => {
    expect(schema.parse({ ...rest, id: '7' })).toMatchObject({ id: 7 });
    for (const id of [...NOT_DIGITS, 7, '0', '2147483648']) {
      expect(refused(schema, { ...rest, id }), JSON.stringify(id)).toEqual(['id']);
    }
  });

  it('a blocked day id may go past 32 bits, but not past a safe integer', () => {
    expect(blockParamsSchema.parse({ id: '1', blockId: '9007199254740991' }).blockId).toBe(9007199254740991);
    expect(refused(blockParamsSchema, { id: '1', blockId: '9007199254740993' })).toEqual(['blockId']);
  });

  it('a reported thread names its truck in digits', () => {
    const bookingId = '0c6f2d8e-4d1a-4c39-9b8e-6f1f2b3c4d5e';
    expect(reportedThreadParamsSchema.parse({ bookingId, truckId: '3' }).truckId).toBe(3);
    expect(refused(reportedThreadParamsSchema, { bookingId, truckId: 'true' })).toEqual(['truckId']);
  });

  it('a truck id in a body is a JSON integer: `truckId: true` is not truck 1', () => {
    expect(messageSendBodySchema.parse({ truckId: 4, body: '안녕하세요' }).truckId).toBe(4);
    for (const truckId of [true, '1', 1.5, 0, 2_147_483_648]) {
      expect(refused(messageSendBodySchema, { truckId, body: '안녕하세요' })).toEqual(['truckId']);
      expect(refused(messageReportBodySchema, { truckId, reason: '욕설' })).toEqual(['truckId']);
    }
  });

  it('numbers in bodies are JSON numbers: an amount or hours as text or true is refused', () => {
    const confirm = { paymentKey: 'pk_1', orderId: 'FTP-abcdef' };
    expect(paymentConfirmBodySchema.parse({ ...confirm, amount: 50_000 }).amount).toBe(50_000);
    for (const amount of ['50000', true]) {
      expect(refused(paymentConfirmBodySchema, { ...confirm, amount })).toEqual(['amount']);
    }
    expect(refreshUrlBodySchema.parse({ file_path: 'a', expiry_hours: 2 }).expiry_hours).toBe(2);
    for (const expiry_hours of ['2', true]) {
      expect(refused(refreshUrlBodySchema, { file_path: 'a', expiry_hours })).toEqual(['expiry_hours']);
    }
  });

  const pageQueries: [string, z.ZodType][] = [
    ['bookings', bookingListQuerySchema],
    ['admin bookings', adminBookingQuerySchema],
    ['foodtrucks', foodTruckListQuerySchema],
    ['truck reviews', truckReviewsQuerySchema],
  ];

  it.each(pageQueries)('%s: page and limit are digits', (_name, schema) => {
    expect(schema.parse({ page: '2', limit: '10' })).toMatchObject({ page: 2, limit: 10 });
    for (const key of ['page', 'limit']) {
      for (const value of [...NOT_DIGITS, 2]) {
        expect(refused(schema, { [key]: value }), `${key}=${JSON.stringify(value)}`).toEqual([key]);
      }
    }
  });

  it('the list filters guests, minPrice and maxPrice are digits', () => {
    expect(foodTruckListQuerySchema.parse({ guests: '50', minPrice: '0' })).toMatchObject({
      guests: 50,
      minPrice: 0,
    });
    for (const key of ['guests', 'minPrice', 'maxPrice']) {
      for (const value of NOT_DIGITS.filter((v) => v !== '-1')) {
        expect(
          refused(foodTruckListQuerySchema, { [key]: value }),
          `${key}=${JSON.stringify(value)}`,
        ).toEqual([key]);
      }
    }
  });
});

describe('every date is a day that exists (decision 076)', () => {
  const future = addDays(seoulDate(), 30);
  const cases: [string, z.ZodType, (date: string) => unknown, string][] = [
    ['admin bookings from', adminBookingQuerySchema, (from) => ({ from }), 'from'],
    ['admin bookings to', adminBookingQuerySchema, (to) => ({ to }), 'to'],
    ['truck list date', foodTruckListQuerySchema, (date) => ({ date }), 'date'],
    ['availability from', availabilityQuerySchema, (from) => ({ from, to: from }), 'from'],
    ['block start', blockCreateBodySchema, (startDate) => ({ startDate, reason: 'day_off' }), 'startDate'],
    [
      'block end',
      blockCreateBodySchema,
      (endDate) => ({ startDate: '2026-02-01', endDate, reason: 'day_off' }),
      'endDate',
    ],
    ['kept truck', keepTruckBodySchema, (wantedDate) => ({ wantedDate }), 'wantedDate'],
    ['counter-offer', counterOfferBodySchema, (eventDate) => ({ eventDate, amount: 10_000 }), 'eventDate'],
    ['reconciliation', reconciliationQuerySchema, (date) => ({ date }), 'date'],
    [
      'policy',
      CATALOGUE_BODY_SCHEMAS.policies,
      (effectiveDate) => ({
        slug: 'terms',
        title: '이용약관',
        summary: '요약',
        version: '1.0',
        body: '본문',
        effectiveDate,
      }),
      'effectiveDate',
    ],
  ];

  it.each(cases)('%s: refuses 2026-02-30 and its kin, naming the field', (_name, schema, body, field) => {
    // The day before a block's end is its start, 2026-02-01: a leap day two years on would be too long a block.
    for (const date of field === 'endDate' ? ['2026-02-28'] : ['2026-02-28', '2028-02-29'])
      expect(refused(schema, body(date)), date).not.toContain(field);
    for (const date of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '26-12-24',
      '2026-1-1',
    ]) {
      expect(refused(schema, body(date)), date).toContain(field);
    }
  });

  it('a booking refuses a day that does not exist with its own message, and only that one', () => {
    const info = {
      eventName: '창립 기념일',
      startTime: '11:00',
      endTime: '14:00',
      guestCount: 100,
      address: { postcode: '06234', roadAddress: '서울 강남구 테헤란로 1' },
    };
    expect(bookingInfoSchema.safeParse({ ...info, eventDate: future }).success).toBe(true);
    const result = bookingInfoSchema.safeParse({ ...info, eventDate: '2030-02-30' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['eventDate', '날짜를 선택해주세요'],
    ]);
  });

  it('an instant is ISO 8601 on a real day and a real time, the offset optional (Toss leaves it out)', () => {
    for (const ok of [
      '2026-12-07T09:30:00+09:00',
      '2026-12-07T00:30:00Z',
      '2026-12-07T09:30:00.123456',
      '2028-02-29T23:59',
    ])
      expect(isDateTime(ok), ok).toBe(true);
    for (const bad of [
      '2026-02-30T09:30:00+09:00',
      '2026-12-07T24:00:00Z',
      '2026-12-07T09:60:00Z',
      '2026-12-07 09:30:00',
      '2026-12-07',
      '2026-12-07T09:30:00+25:00',
    ])
      expect(isDateTime(bad), bad).toBe(false);
    expect(dateTimeSchema().safeParse('2026-02-30T00:00:00Z').error?.issues[0]?.message).toBe(
      '날짜와 시간을 다시 확인해주세요',
    );
  });
});
