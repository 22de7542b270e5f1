import { z } from 'zod';
import { isCalendarDay } from '../list-filter-rules.ts';

/**
 * Every day a query or a body carries (docs/product.md § Validation): YYYY-MM-DD of a day that exists, so
 * 2026-02-30 and 2026-13-01 are refused by the contract with the field named, before any database reads them.
 * Blanks around it are let go, as the web app's own reading of a shared link does.
 */
export function dateSchema(message = '날짜를 다시 확인해주세요') {
  return z.string({ error: message }).trim().refine(isCalendarDay, message);
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * An instant as ISO 8601 writes it (`2026-12-07T09:30:00+09:00`, `…Z`, seconds and their fraction optional, the
 * offset too: Toss's webhooks leave it out) on a day that exists.
 */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  return match !== null && isCalendarDay(match[1]!);
}

/** Every instant a query or a body carries: `isDateTime`. */
export function dateTimeSchema(message = '날짜와 시간을 다시 확인해주세요') {
  return z.string({ error: message }).refine(isDateTime, message);
}
