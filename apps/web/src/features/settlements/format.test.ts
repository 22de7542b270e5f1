import { computeSettlement } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { formatDay, formatWon } from '../../shell/format.ts';
import { formatPeriod } from './format.ts';

describe('settlement formatting', () => {
  it('writes periods of Seoul dates, the year once when shared', () => {
    expect(formatPeriod('2026-10-24', '2026-11-20')).toBe('2026년 10월 24일 ~ 11월 20일');
    expect(formatPeriod('2026-12-28', '2027-01-03')).toBe('2026년 12월 28일 ~ 2027년 1월 3일');
    expect(formatPeriod('2026-11-05', '2026-11-05')).toBe('2026년 11월 5일');
    expect(formatDay('2026-11-05', false)).toBe('11월 5일');
  });

  it('shows whole won that add up, as the server computes them', () => {
    const { gross, commission, net } = computeSettlement([560_000, 333_333], 0.1);
    expect([formatWon(gross), formatWon(commission), formatWon(net)]).toEqual([
      '893,333원',
      '89,333원',
      '804,000원',
    ]);
  });
});
