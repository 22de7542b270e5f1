import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMISSION_RATE } from '../../constants.ts';
import { computeSettlement } from './fees.ts';

describe('computeSettlement', () => {
  it.each([
    { amounts: [300_000, 450_000], rate: 0.1, gross: 750_000, commission: 75_000, net: 675_000 },
    { amounts: [999], rate: 0.1, gross: 999, commission: 99, net: 900 },
    { amounts: [1], rate: 0.1, gross: 1, commission: 0, net: 1 },
    // Floating point gives 100 × 0.29 = 28.999…; the commission must still be 29.
    { amounts: [100], rate: 0.29, gross: 100, commission: 29, net: 71 },
    { amounts: [1_000_000], rate: 0.035, gross: 1_000_000, commission: 35_000, net: 965_000 },
    { amounts: [333_333], rate: 0.125, gross: 333_333, commission: 41_666, net: 291_667 },
    { amounts: [], rate: 0.1, gross: 0, commission: 0, net: 0 },
    { amounts: [0, 50_000], rate: 0, gross: 50_000, commission: 0, net: 50_000 },
    { amounts: [50_000], rate: 1, gross: 50_000, commission: 50_000, net: 0 },
  ])('$amounts at $rate → $gross / $commission / $net', ({ amounts, rate, gross, commission, net }) => {
    expect(computeSettlement(amounts, rate)).toEqual({ gross, commission, net });
  });

  it('uses the default rate of docs/product.md § Domain', () => {
    expect(computeSettlement([120_000], DEFAULT_COMMISSION_RATE)).toEqual({
      gross: 120_000,
      commission: 12_000,
      net: 108_000,
    });
  });

  it('always adds up', () => {
    for (let i = 1; i < 500; i += 1) {
      const amounts = [i * 7919, i * 104_729];
      const { gross, commission, net } = computeSettlement(amounts, 0.1);
      expect(commission + net).toBe(gross);
      expect(Number.isInteger(commission)).toBe(true);
      expect(commission).toBe(Math.floor(gross / 10));
    }
  });

  it.each([[[1000.5]], [[-1]], [[Number.NaN]], [[Number.POSITIVE_INFINITY]], [[2 ** 53]]])(
    'rejects the amounts %o',
    (amounts) => {
      expect(() => computeSettlement(amounts, 0.1)).toThrow(RangeError);
    },
  );

  it('rejects a total beyond safe integers', () => {
    expect(() => computeSettlement([Number.MAX_SAFE_INTEGER, 1], 0.1)).toThrow(RangeError);
  });

  it.each([-0.1, 1.01, Number.NaN])('rejects the rate %d', (rate) => {
    expect(() => computeSettlement([1000], rate)).toThrow(RangeError);
  });
});
