import { TRUCK_REVIEW_SORT_LABELS, TRUCK_REVIEW_SORTS, type TruckReviewSort } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { formatRating } from '../../../shell/format.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { truckReviewsQuery, useReviewAction } from '../api/reviews.ts';
import { ReviewCard, Stars } from './review-card.tsx';

const REPORT_REASONS = [
  '욕설이나 비방이 있어요',
  '광고·홍보 글이에요',
  '이 트럭과 관계없는 내용이에요',
  '개인정보가 들어 있어요',
];

function ReportSheet({
  reviewId,
  truckId,
  onClose,
}: {
  reviewId: string;
  truckId: number;
  onClose: () => void;
}) {
  const [reason, setReason] = useState(REPORT_REASONS[0]!);
  const act = useReviewAction(truckId);
  return (
    <Dialog
      title="이 후기를 신고할까요?"
      description="운영자가 확인하고 규칙에 어긋나면 숨겨요."
      onClose={onClose}
    >
      <fieldset>
        <legend className="sr-only">신고 사유</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-[15px]">
            <input
              type="radio"
              name="report-reason"
              checked={reason === option}
              onChange={() => setReason(option)}
              className="size-5"
            />
            {option}
          </label>
        ))}
      </fieldset>
      <SheetButtons
        onClose={onClose}
        pending={act.isPending}
        danger
        onConfirm={() =>
          act.mutate(
            { reviewId, action: 'report', text: reason },
            {
              onSuccess: () => {
                onClose();
                toast.success('신고했어요', '운영자가 확인할게요.');
              },
            },
          )
        }
      >
        신고하기
      </SheetButtons>
    </Dialog>
  );
}

/**
 * 후기 on a truck's page: its average and count, the reviews newest, highest or with photos first, each with the
 * truck's reply and a way to report it. Fetched after the page is shown: it sits below the menu.
 */
export function TruckReviews({ truckId }: { truckId: number }) {
  const [sort, setSort] = useState<TruckReviewSort>('newest');
  const [reporting, setReporting] = useState<string | null>(null);
  const query = useQuery(truckReviewsQuery(truckId, sort));
  const data = query.data;
  return (
    <section aria-labelledby="truck-reviews-title" className="border-t-8 border-gray-50 px-4 py-5">
      <h2 id="truck-reviews-title" className="text-lg font-bold">
        후기 {data ? <span className="text-brand-800">{data.count}</span> : null}
      </h2>
      {data && data.average !== null && (
        <p className="mt-1 flex items-center gap-2">
          <span className="text-2xl font-extrabold tabular-nums">{formatRating(data.average)}</span>
          <Stars rating={Math.round(data.average)} className="text-lg" />
        </p>
      )}
      <fieldset className="mt-3 flex gap-2 overflow-x-auto">
        <legend className="sr-only">후기 정렬</legend>
        {TRUCK_REVIEW_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={sort === option}
            onClick={() => setSort(option)}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold ${sort === option ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 text-gray-800'}`}
          >
            {TRUCK_REVIEW_SORT_LABELS[option]}
          </button>
        ))}
      </fieldset>
      {data && data.reviews.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-gray-50 px-4 py-5 text-sm text-gray-700">
          {sort === 'photos'
            ? '사진이 있는 후기가 아직 없어요.'
            : '아직 후기가 없어요. 이 트럭과 행사를 함께한 분들이 후기를 남기면 여기에 보여요.'}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data?.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                <button
                  type="button"
                  onClick={() => setReporting(review.id)}
                  className="mt-1 min-h-11 text-sm text-gray-600 underline underline-offset-4"
                >
                  신고
                </button>
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
      {reporting && <ReportSheet reviewId={reporting} truckId={truckId} onClose={() => setReporting(null)} />}
    </section>
  );
}
