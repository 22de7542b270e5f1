import { z } from 'zod';
import { DOMAIN_EVENT_SUBJECTS, DOMAIN_EVENT_TYPES } from './events.ts';

/**
 * One message of the stream (its SSE `id:` is the domain event's id, what `Last-Event-ID` replays after): what
 * changed, so a screen refreshes only what it shows. `bookingId` names the booking of a booking's or a message's
 * event; `unread` is the person's unread count after it.
 */
export const liveEventSchema = z.object({
  type: z.enum(DOMAIN_EVENT_TYPES),
  subject: z.enum(DOMAIN_EVENT_SUBJECTS),
  subjectId: z.string(),
  bookingId: z.string().optional(),
  notificationId: z.number().int(),
  unread: z.number().int().min(0),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
