import { HOUR_MS } from '../../constants.ts';
import { type Actor, checkMove, type TransitionEdge, type TransitionResult } from '../transition.ts';

/**
 * Quotes on an open request (issue 31): each matching vendor may send one and revise it until the customer
 * chooses. A revision is not a move: the quote stays `sent` with a higher revision number and its history.
 */
export const QUOTE_STATUSES = ['sent', 'chosen', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS = {
  sent: '견적 도착',
  chosen: '선택됨',
  declined: '선택되지 않음',
  withdrawn: '철회',
  expired: '유효기간 지남',
} as const satisfies Record<QuoteStatus, string>;

/** At most this many quotes on one request; the request closes to new ones when it has them. */
export const QUOTE_LIMIT = 5;
/** How long an open request takes quotes, unless its event starts sooner. */
export const QUOTE_WINDOW_HOURS = 72;
/** How long a vendor may hold a quote open for the customer, in days (they choose within it). */
export const QUOTE_VALIDITY_DAYS = { min: 1, max: 30, default: 7 } as const;

export type QuoteTransition = TransitionEdge<QuoteStatus>;

export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  {
    from: 'sent',
    to: 'chosen',
    actors: ['customer'],
    comment: 'The customer picks this quote: the request becomes an accepted booking at its total.',
  },
  {
    from: 'sent',
    to: 'declined',
    actors: ['system'],
    comment: 'Another quote was chosen, or the request ended (cancelled, expired): the vendor is told.',
  },
  {
    from: 'sent',
    to: 'withdrawn',
    actors: ['vendor'],
    comment: 'The vendor takes the quote back before the customer chose; its place opens for another.',
  },
  {
    from: 'sent',
    to: 'expired',
    actors: ['system'],
    comment: 'The quote was valid until a time that passed before the customer chose.',
  },
];

export function canQuoteTransition(request: {
  from: QuoteStatus;
  to: QuoteStatus;
  actor: Actor;
}): TransitionResult {
  return checkMove(QUOTE_TRANSITIONS, QUOTE_STATUS_LABELS, request);
}

/** When an open request stops taking quotes: QUOTE_WINDOW_HOURS after it was made, never after its event starts. */
export function quoteDeadline(requestedAt: Date, eventStartsAt: Date): Date {
  return new Date(Math.min(requestedAt.getTime() + QUOTE_WINDOW_HOURS * HOUR_MS, eventStartsAt.getTime()));
}

/** Whether a vendor may still send a quote: before the deadline and while fewer than QUOTE_LIMIT are live. */
export function takesQuotes(opts: { deadline: Date; liveQuotes: number; now: Date }): boolean {
  return opts.now.getTime() < opts.deadline.getTime() && opts.liveQuotes < QUOTE_LIMIT;
}

/** Won-based VAT: 10 %, rounded down to the won as Korean invoices do. */
export const VAT_RATE = 0.1;

/** The VAT on a 공급가액 in won: 10 %, rounded down to the won. */
export function vatOn(supply: number): number {
  return Math.floor(supply * VAT_RATE);
}

/**
 * The VAT inside a VAT-included amount (10/110 of it, rounded down to the won), so that 공급가액 = amount − VAT.
 * The inverse of `vatOn`: for every 공급가액 s, `vatWithin(s + vatOn(s)) === vatOn(s)`.
 */
export function vatWithin(amount: number): number {
  return Math.floor(amount / 11);
}

export interface QuotePrice {
  /** What the menu costs: per serving × servings, or per dish × dishes, summed over the quote's lines. */
  lines: readonly { unitPrice: number; quantity: number }[];
  calloutFee: number;
  /** Whether the prices above already include VAT; if not, 10 % is added on top. */
  vatIncluded: boolean;
}

/** A quote's figures as the customer compares them: menu, call-out fee, VAT, total and per person. */
export function quoteTotals(price: QuotePrice, guests: number) {
  const menu = price.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const beforeVat = menu + price.calloutFee;
  const vat = price.vatIncluded ? 0 : vatOn(beforeVat);
  const total = beforeVat + vat;
  return {
    menu,
    calloutFee: price.calloutFee,
    vat,
    total,
    perPerson: guests > 0 ? Math.round(total / guests) : total,
  };
}
