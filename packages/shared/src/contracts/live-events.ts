import { z } from 'zod';
import { DOMAIN_EVENT_SUBJECTS, DOMAIN_EVENT_TYPES } from './events.ts';
import { notificationSchema } from './notifications.ts';

/**
 * One message of the stream: what changed, so a screen refreshes only what it shows. A notice's message has its
 * SSE `id:` (the notice's, what `Last-Event-ID` replays after) and `notificationId`; an event that concerns the
 * person without a notice to them (their own move, seen in their other tabs) comes without either. `bookingId`
 * names the booking of a booking's or a message's event; `unread` is the person's unread count after it.
 */
export const liveEventSchema = z.object({
  type: z.enum(DOMAIN_EVENT_TYPES),
  subject: z.enum(DOMAIN_EVENT_SUBJECTS),
  subjectId: z.string(),
  bookingId: z.string().optional(),
  notificationId: z.number().int().optional(),
  /** The notice itself, as the list shows it: the screen adds it to its list instead of asking again. */
  notice: notificationSchema.optional(),
  unread: z.number().int().min(0),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
