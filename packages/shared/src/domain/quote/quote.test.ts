import { describe, expect, it } from 'vitest';
import { canCounterOfferTransition } from './counter-offer.ts';
import {
  canQuoteTransition,
  QUOTE_LIMIT,
  QUOTE_STATUSES,
  QUOTE_TRANSITIONS,
  quoteDeadline,
  quoteTotals,
  takesQuotes,
} from './quote.ts';

describe('quote moves', () => {
  it('lets the customer choose, the vendor withdraw, and the system decline or expire a sent quote', () => {
    expect(canQuoteTransition({ from: 'sent', to: 'chosen', actor: 'customer' })).toEqual({ ok: true });
    expect(canQuoteTransition({ from: 'sent', to: 'withdrawn', actor: 'vendor' })).toEqual({ ok: true });
    expect(canQuoteTransition({ from: 'sent', to: 'declined', actor: 'system' })).toEqual({ ok: true });
    expect(canQuoteTransition({ from: 'sent', to: 'chosen', actor: 'vendor' })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_PERMISSIONS',
    });
  });

  it('ends at every status but sent: nothing moves a chosen, declined, withdrawn or expired quote', () => {
    const ends = QUOTE_STATUSES.filter((status) => status !== 'sent');
    for (const from of ends) {
      expect(QUOTE_TRANSITIONS.some((edge) => edge.from === from)).toBe(false);
      for (const to of QUOTE_STATUSES) {
        expect(canQuoteTransition({ from, to, actor: 'admin' })).toMatchObject({
          ok: false,
          code: 'INVALID_STATUS_TRANSITION',
        });
      }
    }
  });

  it('lets only the customer answer a counter-offer and only the vendor take it back', () => {
    expect(canCounterOfferTransition({ from: 'proposed', to: 'accepted', actor: 'customer' }).ok).toBe(true);
    expect(canCounterOfferTransition({ from: 'proposed', to: 'declined', actor: 'customer' }).ok).toBe(true);
    expect(canCounterOfferTransition({ from: 'proposed', to: 'accepted', actor: 'vendor' }).ok).toBe(false);
    expect(canCounterOfferTransition({ from: 'proposed', to: 'withdrawn', actor: 'vendor' }).ok).toBe(true);
    expect(canCounterOfferTransition({ from: 'accepted', to: 'declined', actor: 'customer' }).ok).toBe(false);
  });
});

describe('when a request takes quotes', () => {
  const requestedAt = new Date('2026-12-01T01:00:00Z');

  it('closes 72 hours after the request, or when its event starts if that is sooner', () => {
    const farEvent = new Date('2026-12-20T03:00:00Z');
    expect(quoteDeadline(requestedAt, farEvent).toISOString()).toBe('2026-12-04T01:00:00.000Z');
    const soonEvent = new Date('2026-12-02T09:00:00Z');
    expect(quoteDeadline(requestedAt, soonEvent)).toEqual(soonEvent);
  });

  it('takes quotes before the deadline while fewer than five are live', () => {
    const deadline = new Date('2026-12-04T01:00:00Z');
    const before = new Date('2026-12-04T00:59:59Z');
    expect(takesQuotes({ deadline, liveQuotes: QUOTE_LIMIT - 1, now: before })).toBe(true);
    expect(takesQuotes({ deadline, liveQuotes: QUOTE_LIMIT, now: before })).toBe(false);
    expect(takesQuotes({ deadline, liveQuotes: 0, now: deadline })).toBe(false);
  });
});

describe('quote totals', () => {
  it('adds the menu and the call-out fee, then VAT when the prices do not include it, rounded down', () => {
    const lines = [
      { unitPrice: 4_500, quantity: 150 },
      { unitPrice: 3_333, quantity: 3 },
    ];
    expect(quoteTotals({ lines, calloutFee: 100_000, vatIncluded: false }, 150)).toEqual({
      menu: 684_999,
      calloutFee: 100_000,
      vat: 78_499,
      total: 863_498,
      perPerson: 5_757,
    });
    expect(quoteTotals({ lines, calloutFee: 100_000, vatIncluded: true }, 150)).toMatchObject({
      vat: 0,
      total: 784_999,
    });
  });
});
