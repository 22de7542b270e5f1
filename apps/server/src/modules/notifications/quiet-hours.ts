import {
  addDays,
  DAY_MS,
  type DomainEventType,
  type NoticeChannel,
  type NoticeKind,
  seoulClock,
  seoulDate,
  seoulInstant,
} from '@ft/shared';

/**
 * 21:00–08:00 in Korea (no daylight saving): what may wait does (`waitsForMorning`), booking news by email never
 * (decision 083).
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export const isQuietHour = (at: Date): boolean => {
  const { hour } = seoulClock(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** The next 08:00 in Korea after `at` (the same morning before 08:00, else the next day's). */
export function quietHoursEnd(at: Date): Date {
  const today = seoulDate(at);
  const day = seoulClock(at).hour < QUIET_UNTIL_HOUR ? today : addDays(today, 1);
  return seoulInstant(day, `${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00`);
}

/**
 * Whether quiet hours hold a notice on a channel until 08:00 (decision 083). Email wakes no one, and news of a
 * person's own booking (a request, an accept, a cancellation, a payment, a dispute) or a message in its
 * conversation is what they are waiting for: it goes at once. Reminders and marketing wait. 알림톡 buzzes the
 * phone: at night it carries only urgent booking news (`isUrgent`), the rest at 08:00.
 */
export function waitsForMorning(kind: NoticeKind, channel: NoticeChannel, urgent: boolean): boolean {
  if (channel === 'email') return kind === 'reminder' || kind === 'marketing';
  return !urgent;
}

/**
 * Booking news that 알림톡 may not hold for the morning (decision 038): a cancellation (someone may be preparing or on
 * the way), and any news of a booking whose event starts within 24 hours (an accept, a change, a refusal the
 * night before matters by morning). Reminders, messages and everything else wait until 08:00 by 알림톡.
 */
export function isUrgent(
  type: DomainEventType,
  kind: NoticeKind,
  event: { date: string; startTime: string } | null,
  now: Date,
): boolean {
  if (kind !== 'booking') return false;
  if (type === 'booking.cancelled') return true;
  if (!event) return false;
  const startsIn = seoulInstant(event.date, event.startTime).getTime() - now.getTime();
  return startsIn > -DAY_MS && startsIn <= DAY_MS;
}
