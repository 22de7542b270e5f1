import { formatRating } from '../../../lib/format.ts';

/** ★ 4.8 — the star is decoration; screen readers hear "평점 4.8". */
export function Rating({ rating }: { rating: number }) {
  return (
    <>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span>
        <span className="sr-only">평점 </span>
        {formatRating(rating)}
      </span>
    </>
  );
}
