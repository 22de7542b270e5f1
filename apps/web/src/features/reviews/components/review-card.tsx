import { REVIEW_RATING, type Review } from '@ft/shared';
import type { ReactNode } from 'react';
import { PhotoStrip } from '../../../components/ui/photo-strip.tsx';
import { formatKstDate } from '../../../shell/format.ts';

/** ★★★★☆ for screens, "별점 5점 중 4점" for screen readers. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  return (
    <span className={`text-brand-500 ${className}`}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="text-gray-300">{'★'.repeat(REVIEW_RATING.max - rating)}</span>
      </span>
      <span className="sr-only">
        별점 {REVIEW_RATING.max}점 중 {rating}점
      </span>
    </span>
  );
}

/** One review as everyone reads it: stars, who and when, what they said, their photos and the truck's reply. */
export function ReviewCard({ review, children }: { review: Review; children?: ReactNode }) {
  return (
    <article className="py-4" aria-label={`${review.authorName}의 후기`}>
      <div className="flex items-center justify-between gap-3">
        <Stars rating={review.rating} />
        <span className="text-sm text-gray-600">
          {review.authorName} · {formatKstDate(review.createdAt)}
        </span>
      </div>
      <p className="mt-2 text-[15px] leading-relaxed break-keep whitespace-pre-line text-gray-900">
        {review.body}
      </p>
      <PhotoStrip photos={review.photos} label="후기 사진" />
      {review.reply && (
        <div className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm">
          <p className="font-semibold text-gray-800">사장님 답글</p>
          <p className="mt-1 break-keep whitespace-pre-line text-gray-800">{review.reply.body}</p>
        </div>
      )}
      {children}
    </article>
  );
}
