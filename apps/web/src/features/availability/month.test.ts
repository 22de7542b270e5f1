import { seoulTime } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  busyDays,
  currentMonth,
  dayLabel,
  daysInMonth,
  isMonth,
  monthLabel,
  monthRange,
  monthWeeks,
  overlapsBusy,
  spanDates,
  spanOnDay,
  weekdayOf,
} from './month.ts';

// Whole Seoul days as the server stores a 휴무 block: from one Seoul midnight (15:00 UTC the day before) to the next.
const wholeDays = (first: string, last: string) => ({
  startsAt: new Date(`${first}T00:00:00+09:00`).toISOString(),
  endsAt: new Date(new Date(`${last}T00:00:00+09:00`).getTime() + 86_400_000).toISOString(),
});
const hours = (date: string, start: string, end: string) => ({
  startsAt: new Date(`${date}T${start}:00+09:00`).toISOString(),
  endsAt: new Date(`${date}T${end}:00+09:00`).toISOString(),
});

describe('months', () => {
  it('knows this month by the Seoul calendar, not the device’s', () => {
    // 2026-11-30 16:00 UTC is already 1 December in Seoul.
    expect(currentMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(currentMonth(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11');
  });

  it('adds months across years', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -23)).toBe('2024-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('counts days, leap years included', () => {
    expect(daysInMonth('2026-11')).toBe(30);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('checks the URL form', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('labels months and days in Korean', () => {
    expect(monthLabel('2026-11')).toBe('2026년 11월');
    expect(dayLabel('2026-11-23')).toBe('11월 23일 (월)');
    expect(dayLabel('2026-11-29')).toBe('11월 29일 (일)');
  });
});

describe('monthWeeks: Monday to Sunday', () => {
  it('starts November 2026 (a Sunday the 1st) in the last column', () => {
    const weeks = monthWeeks('2026-11');
    expect(weekdayOf('2026-11-01')).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('fits February 2027 (Monday the 1st, 28 days) in four rows', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('puts every day once, in rows of seven', () => {
    for (const month of ['2026-01', '2026-06', '2026-12', '2028-02']) {
      const weeks = monthWeeks(month);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      expect(weeks.flat().filter(Boolean)).toHaveLength(daysInMonth(month));
    }
  });
});

describe('spans in Seoul days', () => {
  it('reads an instant as Seoul wall-clock time', () => {
    expect(seoulTime('2026-11-23T02:30:00Z')).toBe('11:30');
    expect(seoulTime('2026-11-23T15:00:00Z')).toBe('00:00');
  });

  it('touches the days a span covers, not the midnight it ends at', () => {
    const block = wholeDays('2026-12-05', '2026-12-07');
    expect(spanDates(block.startsAt, block.endsAt)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    const lateShift = { startsAt: '2026-12-05T13:00:00Z', endsAt: '2026-12-05T17:00:00Z' }; // 22:00–02:00
    expect(spanDates(lateShift.startsAt, lateShift.endsAt)).toEqual(['2026-12-05', '2026-12-06']);
    expect(spanOnDay(lateShift, '2026-12-05')).toEqual({ start: '22:00', end: '24:00', wholeDay: false });
    expect(spanOnDay(lateShift, '2026-12-06')).toEqual({ start: '00:00', end: '02:00', wholeDay: false });
    expect(spanOnDay(lateShift, '2026-12-07')).toBeNull();
    expect(spanOnDay(block, '2026-12-06')).toEqual({ start: '00:00', end: '24:00', wholeDay: true });
  });

  it('marks a whole-day block whole and a booking partial', () => {
    const days = busyDays([wholeDays('2026-12-05', '2026-12-06'), hours('2026-12-10', '11:00', '15:00')]);
    expect(days.get('2026-12-05')).toEqual({ whole: true, ranges: [{ start: '00:00', end: '24:00' }] });
    expect(days.get('2026-12-06')?.whole).toBe(true);
    expect(days.get('2026-12-10')).toEqual({ whole: false, ranges: [{ start: '11:00', end: '15:00' }] });
    expect(days.has('2026-12-07')).toBe(false);
  });

  it('merges touching and overlapping hours, and a day covered by pieces is whole', () => {
    const days = busyDays([
      hours('2026-12-10', '12:00', '15:00'),
      hours('2026-12-10', '09:00', '12:00'),
      hours('2026-12-10', '14:00', '16:30'),
      hours('2026-12-10', '18:00', '19:00'),
    ]);
    expect(days.get('2026-12-10')?.ranges).toEqual([
      { start: '09:00', end: '16:30' },
      { start: '18:00', end: '19:00' },
    ]);
    const covered = busyDays([hours('2026-12-11', '00:00', '12:00'), wholeDays('2026-12-11', '2026-12-11')]);
    expect(covered.get('2026-12-11')?.whole).toBe(true);
  });
});

describe('overlapsBusy', () => {
  const spans = [hours('2026-12-10', '11:00', '15:00'), wholeDays('2026-12-20', '2026-12-20')];

  it('refuses a time that meets a busy span', () => {
    expect(overlapsBusy(spans, '2026-12-10', '14:00', '17:00')).toBe(true);
    expect(overlapsBusy(spans, '2026-12-10', '09:00', '20:00')).toBe(true);
    expect(overlapsBusy(spans, '2026-12-20', '09:00', '10:00')).toBe(true);
  });

  it('allows back-to-back times and other days, like the server (09–12 and 12–15 may both be accepted)', () => {
    expect(overlapsBusy(spans, '2026-12-10', '15:00', '18:00')).toBe(false);
    expect(overlapsBusy(spans, '2026-12-10', '08:00', '11:00')).toBe(false);
    expect(overlapsBusy(spans, '2026-12-19', '09:00', '23:50')).toBe(false);
  });

  it('says nothing about a time that is not a range yet', () => {
    expect(overlapsBusy(spans, '2026-12-10', '15:00', '11:00')).toBe(false);
  });
});
