import { describe, expect, it } from 'vitest';
import { cancellationQuote, estimateBooking } from './money.ts';

// The policy's own example (/policies/refund): an event on 2026-11-20 with a quote of 800,000원.
const quote = (status: 'requested' | 'accepted', cancelAt: string) =>
  cancellationQuote({ status, quotedAmount: 800_000, eventDate: '2026-11-20', now: new Date(cancelAt) });

describe('cancellationQuote', () => {
  it.each([
    ['2026-11-13T14:59:00Z', 0, 0], // 23:59 KST on the 13th: 7 days before
    ['2026-11-13T15:00:00Z', 80_000, 0.1], // 00:00 KST on the 14th: 6 days before
    ['2026-11-15T10:00:00Z', 80_000, 0.1], // 5 days before
    ['2026-11-16T14:59:59Z', 80_000, 0.1], // still the 16th in Seoul: 4 days before
    ['2026-11-18T03:00:00Z', 240_000, 0.3], // 2 days before
    ['2026-11-19T14:00:00Z', 240_000, 0.3], // 1 day before (23:00 KST)
    ['2026-11-19T15:00:00Z', 400_000, 0.5], // the day itself in Seoul
  ])('cancelling an accepted booking at %s costs %i', (at, fee, rate) => {
    expect(quote('accepted', at)).toMatchObject({ fee, feeRate: rate });
  });

  it('is free while nobody has accepted the request', () => {
    expect(quote('requested', '2026-11-20T01:00:00Z')).toMatchObject({ fee: 0, feeRate: 0 });
  });

  it('rounds the fee down to the won', () => {
    const result = cancellationQuote({
      status: 'accepted',
      quotedAmount: 333_333,
      eventDate: '2026-11-20',
      now: new Date('2026-11-18T03:00:00Z'),
    });
    expect(result.fee).toBe(99_999);
  });
});

describe('estimateBooking', () => {
  it('adds price × servings and the call-out fee', () => {
    expect(
      estimateBooking(
        [
          { unitPrice: 5000, servings: 100 },
          { unitPrice: 3500, servings: 40 },
        ],
        150_000,
      ),
    ).toBe(790_000);
    expect(estimateBooking([])).toBe(0);
  });
});
