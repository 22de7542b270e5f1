import { BOOKING_STATUSES } from '../domain/booking/states.ts';
import { SETTLEMENT_STATUSES } from '../domain/settlement/states.ts';
import { APPLICATION_ACTIONS } from './vendor.ts';

/**
 * What happened, as the one seam announces it (issue 28 item 1): every status a booking, settlement or vendor
 * application moves to is an event named after that status (each edge of the shared machines announces its
 * `to`), and a booking whose request the customer changed announces `booking.changed`. The database writes them
 * in the same transaction as the change (migration 0020's triggers on the history tables), so no code path can
 * change a state without its event. Notifications, live screens, payments and reviews read them.
 */
export const DOMAIN_EVENT_TYPES = [
  ...BOOKING_STATUSES.map((status) => `booking.${status}` as const),
  'booking.changed',
  ...SETTLEMENT_STATUSES.map((status) => `settlement.${status}` as const),
  ...APPLICATION_ACTIONS.map((action) => `application.${action}` as const),
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export const DOMAIN_EVENT_SUBJECTS = ['booking', 'settlement', 'application'] as const;
export type DomainEventSubject = (typeof DOMAIN_EVENT_SUBJECTS)[number];

/** The event a move to `to` announces: the machines' edges name their `to`, and this names the event. */
export const announcementOf = (subject: DomainEventSubject, to: string): DomainEventType => {
  const type = `${subject}.${to}`;
  if (!(DOMAIN_EVENT_TYPES as readonly string[]).includes(type)) throw new Error(`no event for ${type}`);
  return type as DomainEventType;
};
