import {
  bookingContactSchema,
  type bookingCreateBodySchema,
  bookingInfoSchema,
  bookingMenusSchema,
  eventTypeStepSchema,
} from '@ft/shared';
import type { z } from 'zod';
import { BOOKING_STEPS, type BookingDraft, type BookingStep, contactIsOwn } from './draft-store.ts';

// Kept apart from the store: these run the zod contracts, which the first step's page does not need to load.

/**
 * The first step whose section is not yet valid, checked with the same schemas the server uses;
 * `review` when everything is ready to send. A later step opened directly sends the person here. Given who is
 * signed in (`viewerId`), a contact another account wrote is not theirs to send: the contact step again
 * (decision 092).
 */
export function firstIncompleteStep(value: BookingDraft, viewerId?: string | null): BookingStep {
  if (!eventTypeStepSchema.safeParse({ eventTypeId: value.eventTypeId }).success) return 'event-type';
  if (!bookingInfoSchema.safeParse(value.info).success) return 'info';
  if (!bookingMenusSchema.safeParse(value.menus).success) return 'menu';
  if (!bookingContactSchema.safeParse(value.contact).success) return 'contact';
  if (viewerId !== undefined && !contactIsOwn(value, viewerId)) return 'contact';
  return 'review';
}

/** Whether `step` may be shown: every step before it is complete (for `viewerId`, when given). */
export function canEnterStep(value: BookingDraft, step: BookingStep, viewerId?: string | null): boolean {
  return BOOKING_STEPS.indexOf(step) <= BOOKING_STEPS.indexOf(firstIncompleteStep(value, viewerId));
}

/** The request body the draft stands for, once every step is complete (null otherwise). */
export function draftToCreateBody(value: BookingDraft): z.output<typeof bookingCreateBodySchema> | null {
  const info = bookingInfoSchema.safeParse(value.info);
  const menus = bookingMenusSchema.safeParse(value.menus);
  const contact = bookingContactSchema.safeParse(value.contact);
  if (!value.eventTypeId || !info.success || !menus.success || !contact.success) return null;
  return {
    truckId: value.truck?.id ?? null,
    eventTypeId: value.eventTypeId,
    info: info.data,
    menus: menus.data,
    contact: contact.data,
    requests: value.requests,
    agreedToPolicy: true,
    ...(value.retry?.replacesBookingId && !value.truck
      ? { replacesBookingId: value.retry.replacesBookingId }
      : {}),
  };
}

/** Which step fixes a field the server refused (`info.eventDate` → info). */
export function stepOfField(field: string): BookingStep {
  if (field.startsWith('eventTypeId')) return 'event-type';
  if (field.startsWith('info')) return 'info';
  if (field.startsWith('menus')) return 'menu';
  if (field.startsWith('contact') || field.startsWith('requests')) return 'contact';
  return 'review';
}
