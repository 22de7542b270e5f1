import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking/states.ts';
import {
  messageReportBodySchema,
  messageReportSchema,
  messageSchema,
  messageSendBodySchema,
  messageThreadSchema,
} from './messages.ts';

/**
 * 문의하기 (docs/decisions/090): a conversation between a customer and a truck before any request, in the same
 * messages as a booking's (the same limits, read receipts, photos and reports). One per customer and truck; when
 * the customer sends that truck a request, or the truck quotes the customer's open request, its messages become
 * the start of that booking's thread, and the inquiry points there while the booking is live.
 */
export const inquiryIdParamsSchema = z.object({ id: z.uuid('문의를 찾을 수 없어요') });

/** POST /inquiries/{id}/messages: a booking message's body, without a thread to pick (an inquiry is one). */
export const inquirySendBodySchema = messageSendBodySchema.omit({ truckId: true });
export type InquirySendBody = z.input<typeof inquirySendBodySchema>;

export const inquiryReportBodySchema = messageReportBodySchema.omit({ truckId: true });
export type InquiryReportBody = z.input<typeof inquiryReportBodySchema>;

/** The booking whose thread took the inquiry's messages; `live` while the conversation goes on there. */
export const inquiryBookingSchema = z.object({
  bookingId: z.string(),
  code: z.string(),
  eventName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  live: z.boolean(),
});
export type InquiryBooking = z.infer<typeof inquiryBookingSchema>;

/**
 * GET /inquiries/{id} and PUT /foodtrucks/{id}/inquiry: the conversation as the caller sees it. The customer is
 * named to the truck as on a review (first letter, the rest hidden); nobody's phone or email is in it, as before a
 * booking is accepted (docs/product.md § Messages).
 */
export const inquirySchema = messageThreadSchema.extend({
  id: z.string(),
  customerName: z.string(),
  viewerSide: z.enum(['customer', 'vendor', 'operator']),
  /** Where the conversation went on: the latest booking that took its messages, or null. */
  booking: inquiryBookingSchema.nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** One row of 문의 in the owners' area (`GET /foodtrucks/mine/inquiries`), the latest message first. */
export const inquirySummarySchema = z.object({
  id: z.string(),
  truckId: z.number().int(),
  truckName: z.string(),
  customerName: z.string(),
  lastMessage: messageSchema.pick({ side: true, body: true, createdAt: true }).extend({ photo: z.boolean() }),
  /** The customer's messages the truck has not read. */
  unread: z.number().int(),
  booking: inquiryBookingSchema.nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const INQUIRY_PAGE_SIZE = 20;

export const vendorInquiriesQuerySchema = z.object({
  page: z.coerce
    .number({ error: '페이지 번호가 올바르지 않아요' })
    .int('페이지 번호가 올바르지 않아요')
    .min(1, '페이지 번호가 올바르지 않아요')
    .max(1000, '페이지 번호가 올바르지 않아요')
    .default(1),
});

export const vendorInquiriesSchema = z.object({
  inquiries: z.array(inquirySummarySchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VendorInquiries = z.infer<typeof vendorInquiriesSchema>;

/** 신고된 문의 in the operators' console, the latest report first. */
export const reportedInquirySchema = z.object({
  inquiryId: z.string(),
  truckId: z.number().int(),
  truckName: z.string(),
  customerName: z.string(),
  reports: z.array(messageReportSchema),
  messageCount: z.number().int(),
  lastReportedAt: z.string(),
});
export type ReportedInquiry = z.infer<typeof reportedInquirySchema>;
