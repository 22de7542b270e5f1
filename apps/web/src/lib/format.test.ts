import { describe, expect, it } from 'vitest';
import { formatEventDate, formatKstDate, formatPhone, formatWon } from './format.ts';

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
  it('shows dates in Asia/Seoul', () => {
    // 2026-11-21 20:00 UTC is already 22 November in Seoul.
    expect(formatKstDate('2026-11-21T20:00:00Z')).toBe('2026년 11월 22일');
  });
});

describe('event dates', () => {
  it('shows the Seoul date with its weekday whatever the device zone', () => {
    expect(formatEventDate('2026-12-05')).toBe('12월 5일 (토)');
    expect(formatEventDate('2027-01-01')).toBe('1월 1일 (금)');
  });
});
