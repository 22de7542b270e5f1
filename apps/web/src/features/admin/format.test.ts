import { describe, expect, it } from 'vitest';
import { endedWithinADay, formatBusinessPhone, formatBytes, formatPeriod, isLinkFresh } from './format.ts';

// 2026-11-23 10:00 in Seoul (01:00 UTC).
const now = new Date('2026-11-23T01:00:00Z');

describe('isLinkFresh', () => {
  it('opens a link as it is only while it has more than a minute left', () => {
    expect(isLinkFresh('2026-11-23T01:30:00Z', now)).toBe(true);
    expect(isLinkFresh('2026-11-23T01:00:30Z', now)).toBe(false);
    expect(isLinkFresh('2026-11-23T00:59:00Z', now)).toBe(false);
  });
});

describe('formatBytes', () => {
  it('reads like a phone shows file sizes', () => {
    expect(formatBytes(900)).toBe('900B');
    expect(formatBytes(2048)).toBe('2KB');
    expect(formatBytes(3_500_000)).toBe('3.3MB');
  });
});

describe('formatBusinessPhone', () => {
  it('writes Seoul, regional, mobile and 대표번호 numbers the usual way', () => {
    expect(formatBusinessPhone('021234567')).toBe('02-123-4567');
    expect(formatBusinessPhone('0212345678')).toBe('02-1234-5678');
    expect(formatBusinessPhone('0311234567')).toBe('031-123-4567');
    expect(formatBusinessPhone('01012345678')).toBe('010-1234-5678');
    expect(formatBusinessPhone('15881234')).toBe('1588-1234');
    expect(formatBusinessPhone('12345')).toBe('12345');
  });
});

describe('formatPeriod', () => {
  it('reads a settlement period the Korean way, with the year only when it is not this year', () => {
    expect(formatPeriod('2026-11-03', '2026-11-20', now)).toBe('11월 3일 ~ 11월 20일');
    expect(formatPeriod('2026-11-03', '2026-11-03', now)).toBe('11월 3일');
    expect(formatPeriod('2025-12-28', '2026-01-04', now)).toBe('2025년 12월 28일 ~ 2026년 1월 4일');
  });
});

describe('endedWithinADay', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('marks a line whose event ended less than 24 hours ago, not one still running or long over', () => {
    expect(endedWithinADay('2026-11-26T11:59:00Z', now)).toBe(true);
    expect(endedWithinADay('2026-11-25T12:00:01Z', now)).toBe(true);
    expect(endedWithinADay('2026-11-25T12:00:00Z', now)).toBe(false);
    expect(endedWithinADay('2026-11-26T13:00:00Z', now)).toBe(false);
  });
});
