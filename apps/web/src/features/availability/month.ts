import { addDays, DAY_MS, HOUR_MS, MINUTE_MS, seoulDate, seoulInstant, seoulTime } from '@ft/shared';

/**
 * Calendar arithmetic in Seoul time (docs/product.md § Data: times are shown in Asia/Seoul). Dates are
 * `YYYY-MM-DD` strings of the Seoul calendar and months `YYYY-MM`, whatever zone the device is in, read through
 * `@ft/shared`'s Seoul helpers (seoulDate, seoulTime, seoulInstant).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A month as `YYYY-MM`. */
export type Month = string;

export const isMonth = (value: string | null | undefined): value is Month =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const monthOfDate = (date: string): Month => date.slice(0, 7);

/** This month in Seoul. */
export const currentMonth = (now: Date = new Date()): Month => monthOfDate(seoulDate(now));

export function addMonths(month: Month, count: number): Month {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: Month): number {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The first and last day of a month: what the calendar and availability calls ask for. */
export const monthRange = (month: Month) => ({
  from: `${month}-01`,
  to: `${month}-${pad(daysInMonth(month))}`,
});

/** Monday 0 … Sunday 6: Korean calendars start the week on Monday here (월–일). */
export const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

export const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** The month as weeks of seven days, Monday first; days of the months around it are `null`. */
export function monthWeeks(month: Month): (string | null)[][] {
  const { from } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(from) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "2026년 11월" */
export function monthLabel(month: Month): string {
  const [year, m] = month.split('-');
  return `${year}년 ${Number(m)}월`;
}

/** "11월 23일 (월)" */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-');
  return `${Number(m)}월 ${Number(d)}일 (${WEEKDAY_LABELS[weekdayOf(date)]})`;
}

/** The Seoul days a span [startsAt, endsAt) touches, in order (the end itself is not part of it). */
export function spanDates(startsAt: string, endsAt: string): string[] {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (end.getTime() <= start.getTime()) return [];
  const first = seoulDate(start);
  const last = seoulDate(new Date(end.getTime() - 1));
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The part of a span that falls on one Seoul day, as times: `24:00` when it runs to midnight. */
export function spanOnDay(
  span: { startsAt: string; endsAt: string },
  date: string,
): { start: string; end: string; wholeDay: boolean } | null {
  const dayStart = seoulInstant(date, '00:00').getTime();
  const dayEnd = dayStart + DAY_MS;
  const start = Math.max(new Date(span.startsAt).getTime(), dayStart);
  const end = Math.min(new Date(span.endsAt).getTime(), dayEnd);
  if (end <= start) return null;
  return {
    start: seoulTime(new Date(start)),
    end: end === dayEnd ? '24:00' : seoulTime(new Date(end)),
    wholeDay: start === dayStart && end === dayEnd,
  };
}

export interface DayBusy {
  /** Nothing can be booked this day: busy from midnight to midnight. */
  whole: boolean;
  /** The busy hours of the day, merged and in order ("11:00"–"15:00", "24:00" for midnight). */
  ranges: { start: string; end: string }[];
}

/**
 * Which Seoul days a list of busy spans touches and how: a day busy from midnight to midnight (a 휴무 block, or
 * spans that together cover it) is `whole`; any other touched day has busy `ranges` and free hours left.
 */
export function busyDays(spans: readonly { startsAt: string; endsAt: string }[]): Map<string, DayBusy> {
  const byDay = new Map<string, { start: number; end: number }[]>();
  for (const span of spans) {
    for (const date of spanDates(span.startsAt, span.endsAt)) {
      const dayStart = seoulInstant(date, '00:00').getTime();
      const start = Math.max(new Date(span.startsAt).getTime(), dayStart) - dayStart;
      const end = Math.min(new Date(span.endsAt).getTime(), dayStart + DAY_MS) - dayStart;
      const list = byDay.get(date) ?? [];
      list.push({ start, end });
      byDay.set(date, list);
    }
  }
  const days = new Map<string, DayBusy>();
  for (const [date, list] of byDay) {
    list.sort((a, b) => a.start - b.start);
    const merged: { start: number; end: number }[] = [];
    for (const range of list) {
      const last = merged.at(-1);
      if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
      else merged.push({ ...range });
    }
    const clock = (ms: number) =>
      ms >= DAY_MS ? '24:00' : `${pad(Math.floor(ms / HOUR_MS))}:${pad((ms / MINUTE_MS) % 60)}`;
    days.set(date, {
      whole: merged.length === 1 && merged[0]!.start === 0 && merged[0]!.end >= DAY_MS,
      ranges: merged.map((range) => ({ start: clock(range.start), end: clock(range.end) })),
    });
  }
  return days;
}

/** Whether the Seoul date and times [start, end) meet any busy span (touching ends do not: 09–12 and 12–15). */
export function overlapsBusy(
  spans: readonly { startsAt: string; endsAt: string }[],
  date: string,
  startTime: string,
  endTime: string,
): boolean {
  const start = seoulInstant(date, startTime).getTime();
  const end = seoulInstant(date, endTime).getTime();
  if (!(end > start)) return false;
  return spans.some(
    (span) => new Date(span.startsAt).getTime() < end && start < new Date(span.endsAt).getTime(),
  );
}
