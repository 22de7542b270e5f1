// The truck list's filter rules as plain code, not schemas: the browser checks a shared link's filters with
// them before any form library has loaded, and the list query's contract (contracts/foodtrucks.ts) is built on
// the same rules.
import { BOOKING_LIMITS, PG_INT_MAX } from './constants.ts';

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

/**
 * A whole number written the one way a link or a form writes it: digits only, no sign, no leading zero, no
 * blank, no exponent or hex (`'1e3'`, `' 1'`, `'0x10'`, `'1.0'` are no numbers here), at most 16 digits. Every
 * number a query string carries is read by it (`integerFromText` in contracts/ids.ts).
 */
export const WHOLE_NUMBER = /^(0|[1-9]\d{0,15})$/;

/** `text` as a whole number when it is written as one (`WHOLE_NUMBER`), else undefined. */
export function wholeNumberFrom(text: string): number | undefined {
  return WHOLE_NUMBER.test(text) ? Number(text) : undefined;
}

/** The list's number filters and their bounds: a value outside them (or not a whole number) is no filter. */
export const LIST_NUMBER_FILTERS = {
  guests: { min: 1, max: BOOKING_LIMITS.servingsMax },
  minPrice: { min: 0, max: PG_INT_MAX },
  maxPrice: { min: 0, max: PG_INT_MAX },
} as const;
