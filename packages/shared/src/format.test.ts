import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';
import { seoulClock, seoulDate, seoulInstant, seoulTime } from './domain/booking/schedule.ts';
import { formatWon } from './format.ts';

describe('formatWon', () => {
  it('writes won as ko-KR does, for screens, notices and server messages alike', () => {
    const icu = new Intl.NumberFormat('ko-KR');
    for (const amount of [0, 7, 1000, 150_000, 1_234_567, 1_000_000_000, -35_000]) {
      expect(formatWon(amount)).toBe(`${icu.format(amount)}원`);
    }
    expect(formatWon(150_000)).toBe('150,000원');
  });
});

describe('time units', () => {
  it('are a minute, an hour and a day in milliseconds', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });
});

describe('Seoul time', () => {
  it('reads an instant on the clock in Seoul, nine hours ahead of UTC all year', () => {
    const at = new Date('2026-12-31T15:30:00Z');
    expect(seoulDate(at)).toBe('2027-01-01');
    expect(seoulTime(at)).toBe('00:30');
    expect(seoulTime('2026-07-01T02:05:00Z')).toBe('11:05');
    expect(seoulClock(at)).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0, minute: 30 });
    expect(seoulInstant('2027-01-01', '00:30').toISOString()).toBe(at.toISOString());
  });

  it('agrees with the time-zone database of Asia/Seoul', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Seoul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * DAY_MS + 37 * MINUTE_MS) {
      expect(seoulTime(new Date(ms))).toBe(zone.format(ms));
    }
  });
});
