import { describe, expect, it } from 'vitest';
import { RETRY, retryDelayMs, UPLOAD_LIMITS } from './constants.ts';

describe('retryDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
    [2000, 30_000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it('treats a nonsense attempt as the first', () => {
    expect(retryDelayMs(-1)).toBe(RETRY.baseDelayMs);
    expect(retryDelayMs(Number.NaN)).toBe(RETRY.baseDelayMs);
  });
});

describe('UPLOAD_LIMITS', () => {
  it('matches docs/product.md § Domain Uploads', () => {
    expect(UPLOAD_LIMITS.imageMaxBytes).toBe(10 * 1024 * 1024);
    expect(UPLOAD_LIMITS.documentMaxBytes).toBe(20 * 1024 * 1024);
    expect(UPLOAD_LIMITS.expiryHoursDefault).toBeGreaterThanOrEqual(UPLOAD_LIMITS.expiryHoursMin);
    expect(UPLOAD_LIMITS.expiryHoursDefault).toBeLessThanOrEqual(UPLOAD_LIMITS.expiryHoursMax);
  });
});
