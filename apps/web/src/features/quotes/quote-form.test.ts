import { describe, expect, it } from 'vitest';
import { draftOf, draftTotals, eventHours, quoteBodyOf } from './quote-form.ts';

const booking = {
  menus: [{ menuItemId: 1, categoryId: 2, name: '떡볶이', unitPrice: 4_500, servings: 100 }],
  info: { startTime: '11:00', endTime: '14:30' },
} as Parameters<typeof draftOf>[0];

describe('the quote sheet’s draft', () => {
  it('starts from the request: its dishes and servings, the truck’s fee, the event’s hours', () => {
    const draft = draftOf(booking, { id: 7, baseFee: 150_000 });
    expect(draft).toMatchObject({
      truckId: 7,
      lines: [{ name: '떡볶이', unit: 'serving', unitPrice: '4,500', quantity: '100' }],
      calloutFee: '150,000',
      vatIncluded: true,
      hoursOnSite: '3.5',
      validDays: 7,
    });
    expect(eventHours({ startTime: '22:00', endTime: '01:00' })).toBe(3);
  });

  it('adds VAT on top unless the prices include it, and divides by the guests', () => {
    const draft = { ...draftOf(booking, { id: 7, baseFee: 50_000 }), vatIncluded: false };
    // 450,000 + 50,000, then 10 %.
    expect(draftTotals(draft, 100)).toMatchObject({
      menu: 450_000,
      vat: 50_000,
      total: 550_000,
      perPerson: 5_500,
    });
  });

  it('is checked by the server’s own contract, each message under its field', () => {
    const draft = draftOf(booking, { id: 7, baseFee: 0 });
    const built = quoteBodyOf({
      ...draft,
      hoursOnSite: '0.2',
      lines: [{ ...draft.lines[0]!, unitPrice: '' }],
    });
    expect(built).toEqual({
      ok: false,
      fields: {
        'lines.0.unitPrice': '단가를 숫자로 입력해주세요',
        hoursOnSite: '운영 시간은 30분 이상이어야 해요',
      },
    });
    expect(quoteBodyOf(draft)).toMatchObject({
      ok: true,
      body: { truckId: 7, calloutFee: 0, hoursOnSite: 3.5 },
    });
  });
});
