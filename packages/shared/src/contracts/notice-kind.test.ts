import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES } from './events.ts';
import { NOTICE_KINDS, noticeKindOf } from './notifications.ts';

describe('noticeKindOf', () => {
  it('files every event under a kind a person can switch, never marketing', () => {
    const kinds = Object.fromEntries(DOMAIN_EVENT_TYPES.map((type) => [type, noticeKindOf(type)]));
    for (const kind of Object.values(kinds)) expect(NOTICE_KINDS).toContain(kind);
    expect(Object.values(kinds)).not.toContain('marketing');
  });

  it('tells reminders and messages from booking news', () => {
    expect(noticeKindOf('booking.unanswered')).toBe('reminder');
    expect(noticeKindOf('booking.expiring')).toBe('reminder');
    expect(noticeKindOf('message.sent')).toBe('message');
    for (const type of [
      'booking.requested',
      'booking.accepted',
      'booking.cancelled',
      'booking.changed',
      'settlement.paid',
      'application.approved',
    ] as const) {
      expect(noticeKindOf(type)).toBe('booking');
    }
  });
});
