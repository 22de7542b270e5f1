/**
 * Seoul time, for the server, the app and the shared rules alike: event times are typed as a date and wall-clock
 * times in Korea and stored as instants (docs/product.md § API), and every date and time is shown in Seoul.
 * Korea has no daylight saving, so a fixed +09:00 offset is exact and needs no time-zone database; this file is
 * the one place that knows it.
 */
import { DAY_MS, HOUR_MS } from '../../constants.ts';
import { currentTime } from '../clock.ts';

const SEOUL_OFFSET = '+09:00';
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** `at` shifted by Seoul's offset: its UTC fields read what a clock in Seoul shows. */
const onSeoulClock = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS);

/** YYYY-MM-DD of `at` in Seoul. */
export function seoulDate(at: Date = currentTime()): string {
  return onSeoulClock(at).toISOString().slice(0, 10);
}

/** `at`'s wall-clock time in Seoul, "HH:MM" on the 24-hour clock. */
export const seoulTime = (at: Date | string) => onSeoulClock(new Date(at)).toISOString().slice(11, 16);

/** `at`'s wall-clock reading in Seoul: the calendar date, the weekday (0 is Sunday) and the 24-hour time. */
export function seoulClock(at: Date) {
  const seoul = onSeoulClock(at);
  return {
    year: seoul.getUTCFullYear(),
    month: seoul.getUTCMonth() + 1,
    day: seoul.getUTCDate(),
    weekday: seoul.getUTCDay(),
    hour: seoul.getUTCHours(),
    minute: seoul.getUTCMinutes(),
  };
}

/** The instant of a Seoul date (YYYY-MM-DD) and time (HH:MM). */
export function seoulInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${SEOUL_OFFSET}`);
}

/** Calendar days from `at`'s Seoul date to `date` (the same day is 0, yesterday −1). */
export function seoulDaysUntil(date: string, at: Date = currentTime()): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${seoulDate(at)}T00:00:00Z`)) / DAY_MS);
}

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
