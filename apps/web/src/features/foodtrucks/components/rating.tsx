import type { ReactNode } from 'react';
import { formatRating } from '../../../shell/format.ts';

/**
 * ★ 4.8 and its count (`children`): the star is decoration, screen readers hear "평점 4.8". A truck nobody has
 * reviewed yet says 신규 입점 instead: ★ 0.0 (0) would read as a truck people disliked.
 */
export function Rating({
  rating,
  reviewCount,
  children,
}: {
  rating: number;
  reviewCount: number;
  children: ReactNode;
}) {
  if (reviewCount === 0) {
    return (
      <span className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
        신규 입점
      </span>
    );
  }
  return (
    <>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span>
        <span className="sr-only">평점 </span>
        {formatRating(rating)}
      </span>
      {children}
    </>
  );
}
