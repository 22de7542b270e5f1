import type { AdminReview } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CardsSkeleton, EmptyState, ListError } from '../../../features/admin/components/list-parts.tsx';
import { adminReviewsQuery, useModerateReview } from '../../../features/reviews/api/reviews.ts';
import { ReviewCard } from '../../../features/reviews/components/review-card.tsx';
import { formatReceivedAt } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';

function ReportedReview({ review }: { review: AdminReview }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const moderate = useModerateReview();
  const hidden = review.status === 'hidden';
  const error =
    moderate.error?.fields?.reason ?? (moderate.error?.status === 409 ? moderate.error.message : undefined);
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 className="text-base font-bold">
        <Link to={paths.foodtruck(review.truck.id)} className="underline underline-offset-4">
          {review.truck.name}
        </Link>
        {hidden && <span className="ml-2 rounded-full bg-gray-900 px-2 py-0.5 text-xs text-white">숨김</span>}
      </h3>
      <ReviewCard review={review} />
      <ul
        className="space-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950"
        aria-label="신고 내용"
      >
        {review.reports.map((report) => (
          <li key={`${report.createdAt}-${report.reason}`}>
            {report.reason} <span className="text-amber-800">· {formatReceivedAt(report.createdAt)}</span>
          </li>
        ))}
      </ul>
      {hidden && review.hiddenReason && (
        <p className="mt-2 text-sm text-gray-700">숨긴 사유: {review.hiddenReason}</p>
      )}
      <form
        className="mt-3 space-y-2"
        noValidate
        aria-label={`${review.truck.name} 후기 ${hidden ? '되돌리기' : '숨기기'}`}
        onSubmit={(event) => {
          event.preventDefault();
          moderate.mutate(
            { reviewId: review.id, action: hidden ? 'restore' : 'hide', reason: reason.trim() },
            { onSuccess: () => toast.success(hidden ? '후기를 다시 보이게 했어요' : '후기를 숨겼어요') },
          );
        }}
      >
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-gray-800">
          {hidden ? '되돌리는 사유' : '숨기는 사유'}
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="h-12 w-full rounded-xl border border-gray-300 px-4 text-base"
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={moderate.isPending}
          className={`${hidden ? SECONDARY_BUTTON : DANGER_BUTTON} disabled:opacity-60`}
        >
          {hidden ? '다시 보이게 하기' : '후기 숨기기'}
        </button>
      </form>
    </article>
  );
}

/** 후기 신고: reviews people reported, newest report first; an operator hides one (or restores it) with a reason. */
export default function AdminReviewsPage() {
  useHead({ title: '후기 신고', noindex: true });
  const list = useQuery(adminReviewsQuery());
  return (
    <>
      <PageHeader title="후기 신고" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <p className="text-sm text-gray-600">숨긴 후기는 트럭 화면과 평점에서 빠지고, 사유가 기록돼요.</p>
        <section aria-labelledby="reported-title">
          <h2 id="reported-title" className="sr-only">
            신고된 후기
          </h2>
          {list.isError && !list.data ? (
            <ListError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <CardsSkeleton />
          ) : list.data.length === 0 ? (
            <EmptyState title="신고된 후기가 없어요">누군가 후기를 신고하면 여기에 보여요.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {list.data.map((review) => (
                <li key={review.id}>
                  <ReportedReview review={review} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
