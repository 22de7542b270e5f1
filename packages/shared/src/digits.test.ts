import { describe, expect, it } from 'vitest';
import { groupDigits } from './digits.ts';

describe('groupDigits', () => {
  const icu = new Intl.NumberFormat('ko-KR');
  it('writes what ko-KR formatting writes, for whole numbers of every length and sign', () => {
    const values = [0, 1, 12, 999, 1000, 10_000, 150_000, 1_234_567, 99_999_999_999, -1, -1000, -1_234_567];
    for (let digits = 1; digits <= 15; digits++)
      values.push(10 ** digits - 1, 10 ** digits, 7 * 10 ** (digits - 1));
    for (const value of values) expect(groupDigits(value)).toBe(icu.format(value));
  });
  it('keeps up to three decimals as ko-KR does', () => {
    for (const value of [0.5, 4.75, 1234.5, 1234.56, 0.125, -2.25, 1_000_000.001])
      expect(groupDigits(value)).toBe(icu.format(value));
  });
  it('names what is not a number as ko-KR does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0])
      expect(groupDigits(value)).toBe(icu.format(value));
  });
});
