import { HOUR_MS } from '../../constants.ts';
import { currentTime } from '../clock.ts';
import type { BookingStatus } from './states.ts';

/** A request still unanswered this long after it was sent is flagged to operators (overview and bookings). */
export const UNANSWERED_ALERT_HOURS = 24;

/** Requests sent before this instant and still `requested` are unanswered too long. */
export const unansweredSince = (now: Date = currentTime()) =>
  new Date(now.getTime() - UNANSWERED_ALERT_HOURS * HOUR_MS);

export const isUnansweredTooLong = (
  booking: { status: BookingStatus; createdAt: string | Date },
  now: Date = currentTime(),
) => booking.status === 'requested' && new Date(booking.createdAt).getTime() < unansweredSince(now).getTime();
