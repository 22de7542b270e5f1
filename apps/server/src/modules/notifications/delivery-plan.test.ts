import { describe, expect, it } from 'vitest';
import { defaultEnabled, type PlanInput, planDelivery } from './delivery-plan.ts';
import { isQuietHour, isUrgent, quietHoursEnd } from './quiet-hours.ts';

/** 14:00 KST on 26 November 2026, and 23:30 KST the same day. */
const AFTERNOON = new Date('2026-11-26T05:00:00Z');
const NIGHT = new Date('2026-11-26T14:30:00Z');
const person = { email: 'a@example.com', phone: '01012345678', marketingConsent: false, deleted: false };
const base: PlanInput = {
  kind: 'booking',
  channel: 'email',
  recipient: person,
  enabled: true,
  templateReady: true,
  urgent: false,
  now: AFTERNOON,
};

describe('planDelivery', () => {
  it('sends booking news now by day', () => {
    expect(planDelivery(base)).toEqual({ status: 'pending', notBefore: AFTERNOON });
  });

  it('never sends marketing without its consent, whatever the switch says', () => {
    for (const channel of ['email', 'alimtalk'] as const) {
      expect(planDelivery({ ...base, kind: 'marketing', channel, enabled: true })).toEqual({
        status: 'skipped',
        reason: 'no marketing consent',
      });
    }
    expect(defaultEnabled('marketing')).toBe(false);
    // With the consent, by email when switched on; never by 알림톡, which carries no ads.
    const consenting = { ...person, marketingConsent: true };
    expect(planDelivery({ ...base, kind: 'marketing', recipient: consenting }).status).toBe('pending');
    expect(planDelivery({ ...base, kind: 'marketing', recipient: consenting, enabled: false }).status).toBe(
      'skipped',
    );
    expect(planDelivery({ ...base, kind: 'marketing', channel: 'alimtalk', recipient: consenting })).toEqual({
      status: 'skipped',
      reason: '알림톡 carries no ads',
    });
  });

  it('skips a switch turned off, a missing address or phone, a kind without a template, a deleted account', () => {
    expect(planDelivery({ ...base, enabled: false })).toEqual({
      status: 'skipped',
      reason: 'turned off in settings',
    });
    expect(planDelivery({ ...base, recipient: { ...person, email: null } })).toEqual({
      status: 'skipped',
      reason: 'no email address',
    });
    expect(planDelivery({ ...base, channel: 'alimtalk', recipient: { ...person, phone: null } })).toEqual({
      status: 'skipped',
      reason: 'no phone number',
    });
    expect(planDelivery({ ...base, channel: 'alimtalk', templateReady: false })).toEqual({
      status: 'skipped',
      reason: 'no 알림톡 template for booking',
    });
    expect(planDelivery({ ...base, recipient: { ...person, deleted: true } }).status).toBe('skipped');
  });

  it('between 21:00 and 08:00 in Korea sends booking news and messages by email at once, holds the rest until 08:00', () => {
    const morning = new Date('2026-11-26T23:00:00Z'); // 08:00 KST on the 27th
    const now = { status: 'pending', notBefore: NIGHT };
    const held = { status: 'pending', notBefore: morning };
    // Email wakes no one: news of the person's own booking, and its conversation, goes now.
    expect(planDelivery({ ...base, now: NIGHT })).toEqual(now);
    expect(planDelivery({ ...base, kind: 'message', now: NIGHT })).toEqual(now);
    // Reminders and marketing wait, by email too.
    expect(planDelivery({ ...base, kind: 'reminder', now: NIGHT })).toEqual(held);
    const consenting = { ...person, marketingConsent: true };
    expect(planDelivery({ ...base, kind: 'marketing', recipient: consenting, now: NIGHT })).toEqual(held);
    // 알림톡 buzzes the phone: only urgent booking news goes at night.
    expect(planDelivery({ ...base, channel: 'alimtalk', now: NIGHT })).toEqual(held);
    expect(planDelivery({ ...base, channel: 'alimtalk', kind: 'message', now: NIGHT })).toEqual(held);
    expect(planDelivery({ ...base, channel: 'alimtalk', kind: 'reminder', now: NIGHT })).toEqual(held);
    expect(planDelivery({ ...base, channel: 'alimtalk', now: NIGHT, urgent: true })).toEqual(now);
  });
});

describe('quiet hours', () => {
  it('run from 21:00 to 08:00 in Korea', () => {
    expect(isQuietHour(new Date('2026-11-26T11:59:59Z'))).toBe(false); // 20:59:59 KST
    expect(isQuietHour(new Date('2026-11-26T12:00:00Z'))).toBe(true); // 21:00 KST
    expect(isQuietHour(new Date('2026-11-26T22:59:59Z'))).toBe(true); // 07:59:59 KST
    expect(isQuietHour(new Date('2026-11-26T23:00:00Z'))).toBe(false); // 08:00 KST
  });

  it('end at the next 08:00, the same morning after midnight', () => {
    expect(quietHoursEnd(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-11-26T16:30:00Z')).toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('let through cancellations and news of an event within 24 hours, booking news only', () => {
    const tomorrowNoon = { date: '2026-11-27', startTime: '12:00' }; // 13.5 h after NIGHT
    const nextWeek = { date: '2026-12-03', startTime: '12:00' };
    expect(isUrgent('booking.cancelled', 'booking', nextWeek, NIGHT)).toBe(true);
    expect(isUrgent('booking.accepted', 'booking', tomorrowNoon, NIGHT)).toBe(true);
    expect(isUrgent('booking.accepted', 'booking', nextWeek, NIGHT)).toBe(false);
    expect(isUrgent('booking.expiring', 'reminder', tomorrowNoon, NIGHT)).toBe(false);
    expect(isUrgent('message.sent', 'message', tomorrowNoon, NIGHT)).toBe(false);
    expect(isUrgent('settlement.paid', 'booking', null, NIGHT)).toBe(false);
  });
});
