import { describe, expect, it } from 'vitest';
import { isUnansweredTooLong, UNANSWERED_ALERT_HOURS, unansweredSince } from './waiting.ts';

describe('unanswered too long', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const sentHoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000 - 1).toISOString();

  it('flags a request still waiting past the alert hours, and nothing else', () => {
    expect(UNANSWERED_ALERT_HOURS).toBe(24);
    expect(isUnansweredTooLong({ status: 'requested', createdAt: sentHoursAgo(24) }, now)).toBe(true);
    expect(isUnansweredTooLong({ status: 'requested', createdAt: sentHoursAgo(23) }, now)).toBe(false);
    expect(isUnansweredTooLong({ status: 'accepted', createdAt: sentHoursAgo(48) }, now)).toBe(false);
    expect(unansweredSince(now).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});
