import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import {
  REVIEW_PHOTO_LIMIT,
  REVIEW_RATING,
  REVIEW_STATUSES,
  TRUCK_REVIEW_SORTS,
} from '../domain/review/review.ts';
import { text } from './form-fields.ts';
import { integerFromText } from './ids.ts';
import { messagePhotoSchema } from './messages.ts';

/**
 * Reviews (decision 089): after service is confirmed each side reviews the other within
 * REVIEW_WINDOW_DAYS, double-blind. `/api/v1/bookings/{id}/reviews` for the two sides, `/api/v1/foodtrucks/{id}/
 * reviews` for everyone, `/api/v1/reviews/{id}/…` to reply and report, `/api/v1/admin/reviews` for operators.
 */
export const REVIEW_SIDES = ['customer', 'vendor'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

export const REVIEW_BODY_MAX = 1000;

export const reviewBodySchema = z.object({
  rating: z
    .number({ error: '별점을 골라주세요' })
    .int('별점을 골라주세요')
    .min(REVIEW_RATING.min, '별점을 골라주세요')
    .max(REVIEW_RATING.max, '별점은 5점까지예요'),
  body: text('후기', 10, REVIEW_BODY_MAX),
  photoFileIds: z
    .array(z.uuid('사진을 다시 올려주세요'))
    .max(REVIEW_PHOTO_LIMIT, `사진은 ${REVIEW_PHOTO_LIMIT}장까지 올릴 수 있어요`)
    .default([]),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewReplyBodySchema = z.object({ body: text('답글', 1, 500) });
export const reviewReportBodySchema = z.object({ reason: text('신고 사유', 2, 300) });
export const reviewModerationBodySchema = z.object({ reason: text('사유', 2, 300) });

export const reviewSchema = z.object({
  id: z.uuid(),
  side: z.enum(REVIEW_SIDES),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(messagePhotoSchema),
  /** The author as others see them: the truck's name, or the customer's nickname shortened. */
  authorName: z.string(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
  /** Until when its author may still change it (REVIEW_EDIT_HOURS), or null when they may not. */
  editableUntil: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A booking's two reviews as one side sees them: their own, and the other's once it is published. */
export const bookingReviewsSchema = z.object({
  side: z.enum(REVIEW_SIDES),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
  /** The other side has written, but it stays hidden until this side writes too or the window closes. */
  theirsWaiting: z.boolean(),
  canWrite: z.boolean(),
  windowEndsAt: z.string().nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;

export const truckReviewsQuerySchema = z.object({
  sort: z.enum(TRUCK_REVIEW_SORTS).default('newest'),
  page: integerFromText(z.number().int().min(1).max(PG_INT_MAX)).default(1),
  limit: integerFromText(z.number().int().min(1).max(50)).default(10),
});

export const truckReviewsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TruckReviews = z.infer<typeof truckReviewsSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid('후기를 찾을 수 없어요') });

/** A review in the operators' console: what was reported, and by how many. */
export const adminReviewSchema = reviewSchema.extend({
  truck: z.object({ id: z.number().int(), name: z.string() }),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
