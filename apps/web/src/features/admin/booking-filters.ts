import { type AdminBooking, isBookingStatus, isUnansweredTooLong } from '@ft/shared';
import type { AdminBookingFilters } from './paths.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The server's limit on the search text. */
export const BOOKING_QUERY_MAX = 60;

/**
 * The search as the address states it; anything malformed is dropped rather than sent (a status that is no
 * status, a date that is no date, a page below 1). `waiting` stands alone: it is its own view.
 */
export function bookingFiltersFromSearch(search: URLSearchParams): AdminBookingFilters {
  if (search.get('waiting') === '24h') return { waiting: true };
  const q = search.get('q')?.trim().slice(0, BOOKING_QUERY_MAX);
  const status = search.get('status');
  const from = search.get('from');
  const to = search.get('to');
  const page = Math.floor(Number(search.get('page')));
  return {
    ...(q ? { q } : {}),
    ...(status && isBookingStatus(status) ? { status } : {}),
    ...(from && DATE.test(from) ? { from } : {}),
    ...(to && DATE.test(to) ? { to } : {}),
    ...(page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** A request still waiting for its truck's answer too long after it was sent (shared rule). */
export const isUnansweredOver24h = (booking: Pick<AdminBooking, 'status' | 'createdAt'>, now = new Date()) =>
  isUnansweredTooLong(booking, now);

/** The amount a card shows: the quote once there is one, else the estimate (labelled so). */
export const bookingAmount = (booking: Pick<AdminBooking, 'quotedAmount' | 'estimate'>) =>
  booking.quotedAmount !== null
    ? { label: '확정 금액', amount: booking.quotedAmount }
    : { label: '예상 금액', amount: booking.estimate };

/** Whether any filter narrows the list (an empty result then says so and offers to clear them). */
export const isFiltered = (filters: AdminBookingFilters) =>
  Boolean(filters.q || filters.status || filters.from || filters.to || filters.waiting);
