import { z } from 'zod';
import { MINUTE_MS } from '../constants.ts';
import { ERROR_CATALOG } from '../errors/catalog.ts';
import { idFromText, idInBody } from './ids.ts';

/**
 * A booking's conversation: a thread is the booking and one truck — the truck that
 * has the booking or, on an open request nobody took, each truck whose owner asks the customer a question.
 */
export const MESSAGE_LIMITS = {
  /** Characters of one message, after trimming. */
  bodyMax: 1000,
  /** Messages one person may send in `windowMs`, over every thread. */
  perWindow: 20,
  windowMs: MINUTE_MS,
  /** The newest messages a thread answers with. */
  threadMax: 300,
  reportReasonMax: 500,
} as const;

export const MESSAGE_SIDES = ['customer', 'vendor'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/**
 * Why a message cannot be sent as typed, or null: the web form shows it under the field before sending, the
 * server refuses with the same code (empty body and no photo, or too long once trimmed).
 */
export function messageRefusal(body: string, hasPhoto: boolean): 'MESSAGE_EMPTY' | 'MESSAGE_TOO_LONG' | null {
  const text = body.trim();
  if (text === '' && !hasPhoto) return 'MESSAGE_EMPTY';
  if (Array.from(text).length > MESSAGE_LIMITS.bodyMax) return 'MESSAGE_TOO_LONG';
  return null;
}

const truckIdField = idInBody('푸드트럭을 골라주세요')
  .optional()
  .describe('The thread’s truck; may be left out when the caller has one thread on the booking.');

/**
 * POST /bookings/{id}/messages. The body is trimmed by the server; its rules (`messageRefusal`) answer with
 * their own codes. The transport limit is generous so that an over-long message is refused in those words.
 */
export const messageSendBodySchema = z.object({
  truckId: truckIdField,
  body: z
    .string()
    .max(MESSAGE_LIMITS.bodyMax * 8, ERROR_CATALOG.MESSAGE_TOO_LONG.message)
    .default(''),
  photoFileId: z.uuid('사진을 다시 올려주세요').optional(),
});
export type MessageSendBody = z.input<typeof messageSendBodySchema>;

export const messageThreadBodySchema = z.object({ truckId: truckIdField });

export const messageReportBodySchema = z.object({
  truckId: truckIdField,
  reason: z
    .string({ error: '신고 사유를 적어주세요' })
    .trim()
    .min(1, '신고 사유를 적어주세요')
    .max(
      MESSAGE_LIMITS.reportReasonMax,
      `신고 사유는 ${MESSAGE_LIMITS.reportReasonMax}자까지 적을 수 있어요`,
    ),
});
export type MessageReportBody = z.input<typeof messageReportBodySchema>;

/** A private photo's links, signed for a while (the list is read again before they lapse). */
export const messagePhotoSchema = z.object({ id: z.string(), url: z.string(), previewUrl: z.string() });
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const messageSchema = z.object({
  id: z.string(),
  side: z.enum(MESSAGE_SIDES),
  /** Sent by the caller (an operator reading a reported thread sends nothing, so every message is false). */
  mine: z.boolean(),
  body: z.string(),
  photo: messagePhotoSchema.nullable(),
  /** When the other side read it: the sender's read receipt (읽음). */
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** Sent as 문의하기 before the request (decision 090): a booking's thread starts with them. */
  fromInquiry: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSchema = z.object({
  truckId: z.number().int(),
  truckName: z.string(),
  /** Whether the caller may send in it; a closed thread is read-only and says why. */
  open: z.boolean(),
  closedReason: z.string().nullable(),
  /** The caller's messages-to-read count (the other side's, not yet read). */
  unread: z.number().int(),
  reportedByMe: z.boolean(),
  /** Older messages were left out (`MESSAGE_LIMITS.threadMax`). */
  hasEarlier: z.boolean(),
  messages: z.array(messageSchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** GET /bookings/{id}/messages: the caller's threads on the booking (an open request's customer: one per truck). */
export const bookingMessagesSchema = z.object({
  bookingId: z.string(),
  viewerSide: z.enum(['customer', 'vendor', 'operator']),
  threads: z.array(messageThreadSchema),
});
export type BookingMessages = z.infer<typeof bookingMessagesSchema>;

// ── Operators: reported threads (read-only) ──────────────────────────────────────────────────────────

export const messageReportSchema = z.object({
  reporterSide: z.enum(MESSAGE_SIDES),
  reason: z.string(),
  createdAt: z.string(),
});

export const reportedThreadSchema = z.object({
  bookingId: z.string(),
  bookingCode: z.string(),
  eventName: z.string(),
  truckId: z.number().int(),
  truckName: z.string(),
  reports: z.array(messageReportSchema),
  messageCount: z.number().int(),
  lastReportedAt: z.string(),
});
export type ReportedThread = z.infer<typeof reportedThreadSchema>;

export const reportedThreadParamsSchema = z.object({
  bookingId: z.uuid('예약을 찾을 수 없어요'),
  truckId: idFromText('푸드트럭 ID가 올바르지 않아요'),
});
