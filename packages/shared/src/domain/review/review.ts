import { DAY_MS, HOUR_MS } from '../../constants.ts';
import { type Actor, checkMove, type TransitionEdge, type TransitionResult } from '../transition.ts';

/**
 * Reviews after a served booking (issue 31): customer and vendor each review the other, double-blind. A review
 * is `submitted` (only its author sees it) until both sides have written or the window closes, then
 * `published`; operators hide and restore published reviews, with a reason.
 */
export const REVIEW_STATUSES = ['submitted', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS = {
  submitted: '상대 후기 기다리는 중',
  published: '공개',
  hidden: '숨김',
} as const satisfies Record<ReviewStatus, string>;

/** Days after service is confirmed during which each side may write its review. */
export const REVIEW_WINDOW_DAYS = 14;
/** Hours after writing during which a review may still be edited. */
export const REVIEW_EDIT_HOURS = 48;
export const REVIEW_PHOTO_LIMIT = 5;
export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** A truck's reviews in the order its page offers (plain values, so the page needs no schema library). */
export const TRUCK_REVIEW_SORTS = ['newest', 'highest', 'photos'] as const;
export type TruckReviewSort = (typeof TRUCK_REVIEW_SORTS)[number];
export const TRUCK_REVIEW_SORT_LABELS = {
  newest: '최신순',
  highest: '별점 높은순',
  photos: '사진 후기',
} as const satisfies Record<TruckReviewSort, string>;

export type ReviewTransition = TransitionEdge<ReviewStatus>;

export const REVIEW_TRANSITIONS: readonly ReviewTransition[] = [
  {
    from: 'submitted',
    to: 'published',
    actors: ['system'],
    comment: 'The other side has written theirs, or the window closed: both become visible at once.',
  },
  {
    from: 'published',
    to: 'hidden',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'An operator hides a review that breaks the rules (usually after a report), saying why.',
  },
  {
    from: 'hidden',
    to: 'published',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'An operator restores a review hidden by mistake, saying why.',
  },
];

export function canReviewTransition(request: {
  from: ReviewStatus;
  to: ReviewStatus;
  actor: Actor;
  reason?: string | undefined;
}): TransitionResult {
  return checkMove(REVIEW_TRANSITIONS, REVIEW_STATUS_LABELS, request);
}

/** When the review window of a booking whose service was confirmed at `confirmedAt` closes. */
export const reviewWindowEnd = (confirmedAt: Date) =>
  new Date(confirmedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Whether a review written at `writtenAt` may still be edited at `now`. */
export const mayEditReview = (writtenAt: Date, now: Date) =>
  now.getTime() - writtenAt.getTime() < REVIEW_EDIT_HOURS * HOUR_MS;

/** Double-blind: a submitted review is published once the other side has written, or the window closed. */
export const reviewPublishes = (opts: { otherSideWrote: boolean; windowEnd: Date; now: Date }) =>
  opts.otherSideWrote || opts.now.getTime() >= opts.windowEnd.getTime();

/** How many reviews at the catalogue's mean a truck is ranked as if it already had (decision 089). */
export const RANKING_PRIOR_WEIGHT = 10;

/**
 * The rating the list ranks by: a Bayesian average that pulls a truck with few reviews towards the
 * catalogue's mean, as if it had `weight` more reviews at that mean. 4.9 from two reviews ranks below 4.7 from
 * forty. Without reviews it is the mean itself (the card says 신규 입점 instead of a rating).
 */
export function rankingRating(
  truck: { ratingSum: number; reviewCount: number },
  catalogue: { mean: number; weight: number },
): number {
  return (catalogue.mean * catalogue.weight + truck.ratingSum) / (catalogue.weight + truck.reviewCount);
}
