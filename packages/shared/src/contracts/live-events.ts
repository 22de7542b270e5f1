import { z } from 'zod';
import { DOMAIN_EVENT_SUBJECTS, DOMAIN_EVENT_TYPES } from './events.ts';

/** `GET /api/v1/events` (issue 28 item 13): server-sent events, the signed-in person's own notices as they arrive. */
export const LIVE_EVENTS_PATH = '/api/v1/events';
/** The named SSE event that opens a stream: its `id:` is where the stream starts, so a reconnect loses nothing. */
export const LIVE_READY_EVENT = 'ready';
/** Comment lines keep proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

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
