import { describe, expect, it } from 'vitest';
import { noticeIcon, noticeTime } from './format.ts';

describe('noticeTime', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says how long ago for the last day, then the date', () => {
    expect(noticeTime('2026-11-26T11:59:30Z', now)).toBe('방금 전');
    expect(noticeTime('2026-11-26T11:55:00Z', now)).toBe('5분 전');
    expect(noticeTime('2026-11-26T09:00:00Z', now)).toBe('3시간 전');
    expect(noticeTime('2026-11-24T03:30:00Z', now)).toBe('11. 24. 12:30');
  });
});

describe('noticeIcon', () => {
  it('names the picture by the event’s kind', () => {
    expect(noticeIcon('message.sent')).toBe('message');
    expect(noticeIcon('settlement.paid')).toBe('money');
    expect(noticeIcon('application.approved')).toBe('store');
    expect(noticeIcon('booking.expiring')).toBe('clock');
    expect(noticeIcon('booking.accepted')).toBe('booking');
  });
});
