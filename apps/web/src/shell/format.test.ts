import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatClockTime,
  formatDay,
  formatDeadline,
  formatEventDate,
  formatKstDate,
  formatKstDateTime,
  formatPhone,
  formatRate,
  formatReceivedAt,
  formatSeoulDateTime,
  formatSpokenTime,
  formatWon,
  parseAmount,
  sameSeoulDay,
} from './format.ts';

describe('money fields', () => {
  it('show won with separators as typed and read back whole won from digits only', () => {
    expect(formatAmount(1_500_000)).toBe('1,500,000');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
    expect(parseAmount('950,000원')).toBe(950_000);
    expect(parseAmount(' 1 200 000 ')).toBe(1_200_000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('원')).toBeNull();
  });
});

describe('format', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(150000)).toBe('150,000원');
    expect(formatWon(0)).toBe('0원');
  });
  it('formats phone digits with dashes', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('021-234-5678');
    // While typing, dashes appear as the number grows; extra digits are dropped.
    expect(['010', '0101', '0101234', '01012345'].map(formatPhone)).toEqual([
      '010',
      '010-1',
      '010-1234',
      '010-1234-5',
    ]);
    expect(formatPhone('010-1234-56789')).toBe('010-1234-5678');
  });
  it('reads an autofilled +82 number as the 010 number it is', () => {
    expect(formatPhone('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('+821012345678')).toBe('010-1234-5678');
    expect(formatPhone('+82 (0)10 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('0082-10-1234-5678')).toBe('010-1234-5678');
    // Numbers dialled in Korea are as they were.
    expect(formatPhone('010-8212-3456')).toBe('010-8212-3456');
  });
  it('shows dates in Asia/Seoul', () => {
    // 2026-11-21 20:00 UTC is already 22 November in Seoul.
    expect(formatKstDate('2026-11-21T20:00:00Z')).toBe('2026년 11월 22일');
  });
});

describe('event dates', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  it('shows the Seoul date with its weekday whatever the device zone', () => {
    expect(formatEventDate('2026-12-05', now)).toBe('12월 5일 (토)');
  });
  it('names the year of a date in another year than this one (in Seoul)', () => {
    expect(formatEventDate('2027-01-01', now)).toBe('2027년 1월 1일 (금)');
    expect(formatEventDate('2025-12-31', now)).toBe('2025년 12월 31일 (수)');
    // 31 December 16:00 UTC is already New Year's Day in Seoul: 1 January is this year's.
    expect(formatEventDate('2027-01-01', new Date('2026-12-31T16:00:00Z'))).toBe('1월 1일 (금)');
  });
});

describe('timeline instants', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  it("shows this year's instants without the year, in Seoul", () => {
    expect(formatKstDateTime('2026-12-05T05:30:00Z', now)).toBe('12. 5. 14:30');
    expect(formatKstDateTime('2026-11-22T15:05:00Z', now)).toBe('11. 23. 00:05');
  });
  it('names the year of another year', () => {
    expect(formatKstDateTime('2025-12-31T14:59:00Z', now)).toBe('2025. 12. 31. 23:59');
  });
});

describe('deadlines', () => {
  it('names the Seoul day, weekday and time, and the year only when it is another', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(formatDeadline('2026-12-05T05:30:00Z', now)).toBe('12월 5일 (토) 14:30');
    expect(formatDeadline('2027-01-01T00:00:00Z', now)).toBe('2027년 1월 1일 (금) 09:00');
  });
});

describe('Seoul dates and times, whatever the device zone', () => {
  // 2026-11-23 10:00 in Seoul (01:00 UTC).
  const now = new Date('2026-11-23T01:00:00Z');

  it('writes instants and calendar dates out', () => {
    // 15:30 UTC is already the next day in Seoul.
    expect(formatKstDate('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일');
    expect(formatSeoulDateTime('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일 00:30');
    expect(formatDay('2026-11-01')).toBe('2026년 11월 1일');
    expect(formatDay('2026-11-05', false)).toBe('11월 5일');
    expect(formatClockTime('2026-11-22T15:30:00Z')).toBe('00:30');
    expect(formatSpokenTime('2026-11-23T05:30:00Z')).toBe('오후 2:30');
  });

  it('says 오늘 / 어제 by the Seoul calendar, names other days, and the year once it is another', () => {
    expect(formatReceivedAt('2026-11-22T23:30:00Z', now)).toBe('오늘 08:30');
    expect(formatReceivedAt('2026-11-22T14:59:00Z', now)).toBe('어제 23:59');
    expect(formatReceivedAt('2026-11-21T15:00:00Z', now)).toBe('어제 00:00');
    expect(formatReceivedAt('2026-11-20T05:30:00Z', now)).toBe('11월 20일 14:30');
    expect(formatReceivedAt('2025-12-31T14:00:00Z', now)).toBe('2025년 12월 31일 23:00');
    expect(sameSeoulDay(new Date('2026-11-22T15:00:00Z'), now)).toBe(true);
    expect(sameSeoulDay(new Date('2026-11-22T14:59:59Z'), now)).toBe(false);
  });

  it('shows a commission rate as recorded', () => {
    expect(formatRate(0.1)).toBe('10%');
    expect(formatRate(0.035)).toBe('3.5%');
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0)).toBe('0%');
  });
});

describe('Seoul dates written out', () => {
  // What ko-KR formatting in Asia/Seoul writes: the formatters here are held to it, a minute past every hour of
  // a leap year's days and both sides of midnight and noon.
  const seoul = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', ...options });
  const fullDate = seoul({ year: 'numeric', month: 'long', day: 'numeric' });
  const clock = seoul({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const spoken = seoul({ hour: 'numeric', minute: '2-digit' });
  const weekday = seoul({ weekday: 'short' });
  const instants: Date[] = [];
  for (let hours = 0; hours < 366 * 24; hours += 7) instants.push(new Date(Date.UTC(2028, 0, 1, hours, 59)));
  for (const iso of [
    '2026-12-31T14:59:00Z',
    '2026-12-31T15:00:00Z',
    '2026-12-01T03:00:00Z',
    '2026-12-01T02:59:00Z',
  ])
    instants.push(new Date(iso));

  it('give the date, the weekday and both clocks ICU gives', () => {
    for (const at of instants) {
      const iso = at.toISOString();
      expect(formatKstDate(iso)).toBe(fullDate.format(at));
      expect(formatClockTime(iso)).toBe(clock.format(at));
      expect(formatSpokenTime(iso)).toBe(spoken.format(at));
      expect(formatDeadline(iso, at)).toContain(`(${weekday.format(at)})`);
    }
  });
});
