import { describe, expect, it } from 'vitest';
import { BOOKING_TRANSITIONS } from '../domain/booking/machine.ts';
import { SETTLEMENT_TRANSITIONS } from '../domain/settlement/machine.ts';
import { announcementOf, DOMAIN_EVENT_TYPES } from './events.ts';

describe('domain events', () => {
  it('has an event for every edge of the booking and settlement machines, and one for a changed request', () => {
    for (const edge of BOOKING_TRANSITIONS)
      expect(announcementOf('booking', edge.to)).toBe(`booking.${edge.to}`);
    for (const edge of SETTLEMENT_TRANSITIONS)
      expect(announcementOf('settlement', edge.to)).toBe(`settlement.${edge.to}`);
    expect(DOMAIN_EVENT_TYPES).toContain('booking.changed');
    expect(DOMAIN_EVENT_TYPES).toContain('booking.requested');
    expect(DOMAIN_EVENT_TYPES).toContain('application.approved');
  });

  it('refuses a move nothing announces', () => {
    expect(() => announcementOf('booking', 'teleported')).toThrow('no event for booking.teleported');
  });
});
