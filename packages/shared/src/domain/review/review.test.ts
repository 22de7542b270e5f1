import { describe, expect, it } from 'vitest';
import {
  canReviewTransition,
  mayEditReview,
  rankingRating,
  reviewPublishes,
  reviewWindowEnd,
} from './review.ts';

describe('review moves', () => {
  it('publishes by the system only, and hides or restores by an operator with a reason', () => {
    expect(canReviewTransition({ from: 'submitted', to: 'published', actor: 'system' }).ok).toBe(true);
    expect(canReviewTransition({ from: 'submitted', to: 'published', actor: 'customer' }).ok).toBe(false);
    expect(canReviewTransition({ from: 'published', to: 'hidden', actor: 'admin' })).toMatchObject({
      ok: false,
      code: 'REQUIRED_FIELD_MISSING',
    });
    expect(
      canReviewTransition({ from: 'published', to: 'hidden', actor: 'admin', reason: '연락처 노출' }).ok,
    ).toBe(true);
    expect(
      canReviewTransition({ from: 'hidden', to: 'published', actor: 'admin', reason: '신고 내용과 달라요' })
        .ok,
    ).toBe(true);
    expect(canReviewTransition({ from: 'published', to: 'hidden', actor: 'vendor', reason: 'x' }).ok).toBe(
      false,
    );
  });
});

describe('the review window and double-blind', () => {
  const confirmedAt = new Date('2026-12-01T10:00:00Z');
  const windowEnd = reviewWindowEnd(confirmedAt);

  it('closes 14 days after service is confirmed', () => {
    expect(windowEnd.toISOString()).toBe('2026-12-15T10:00:00.000Z');
  });

  it('keeps a review from the other side until both wrote or the window closed', () => {
    const during = new Date('2026-12-10T00:00:00Z');
    expect(reviewPublishes({ otherSideWrote: false, windowEnd, now: during })).toBe(false);
    expect(reviewPublishes({ otherSideWrote: true, windowEnd, now: during })).toBe(true);
    expect(reviewPublishes({ otherSideWrote: false, windowEnd, now: windowEnd })).toBe(true);
  });

  it('lets a review be edited for 48 hours after it was written', () => {
    const writtenAt = new Date('2026-12-02T10:00:00Z');
    expect(mayEditReview(writtenAt, new Date('2026-12-04T09:59:59Z'))).toBe(true);
    expect(mayEditReview(writtenAt, new Date('2026-12-04T10:00:00Z'))).toBe(false);
  });
});

describe('the ranking rating', () => {
  const catalogue = { mean: 4.5, weight: 10 };

  it('ranks many good reviews above a few perfect ones', () => {
    const twoPerfect = rankingRating({ ratingSum: 10, reviewCount: 2 }, catalogue);
    const fortyGood = rankingRating({ ratingSum: 4.7 * 40, reviewCount: 40 }, catalogue);
    expect(twoPerfect).toBeCloseTo(4.583, 3);
    expect(fortyGood).toBeCloseTo(4.66, 2);
    expect(fortyGood).toBeGreaterThan(twoPerfect);
  });

  it('is the catalogue mean without reviews, and tends to the truck’s own average with many', () => {
    expect(rankingRating({ ratingSum: 0, reviewCount: 0 }, catalogue)).toBe(4.5);
    expect(rankingRating({ ratingSum: 3 * 10_000, reviewCount: 10_000 }, catalogue)).toBeCloseTo(3.0015, 4);
  });
});
