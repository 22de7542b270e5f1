import {
  DISPUTE_RESOLUTION_LABELS,
  DISPUTE_RESOLUTIONS,
  type DisputeResolution,
  type DisputeSummary,
} from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PhotoStrip } from '../../../components/ui/photo-strip.tsx';
import { openDisputesQuery, useResolveDispute } from '../../../features/admin/api/money.ts';
import {
  CardsSkeleton,
  EmptyState,
  FactList,
  ListError,
} from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { formatReceivedAt, formatWon, parseAmount } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';

function DisputeCard({ dispute }: { dispute: DisputeSummary }) {
  const id = useId();
  const resolve = useResolveDispute(dispute.bookingId);
  const [resolution, setResolution] = useState<DisputeResolution>('release');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const fields = resolve.error?.fields ?? {};
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 className="text-base font-bold">
        <Link to={adminPaths.booking(dispute.bookingId)} className="underline underline-offset-4">
          {dispute.eventName}
        </Link>
      </h3>
      <FactList
        className="mt-3"
        facts={[
          ['예약 번호', dispute.code],
          ['푸드트럭', dispute.truckName ?? '—'],
          ['접수', formatReceivedAt(dispute.openedAt)],
          ['보류 중인 금액', formatWon(dispute.heldAmount)],
        ]}
      />
      <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950">
        {dispute.reason}
      </p>
      <PhotoStrip photos={dispute.photos} label="고객 사진" />
      <p className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm break-keep text-gray-800">
        {dispute.vendorResponse
          ? `사장님 입장: ${dispute.vendorResponse}`
          : '사장님이 아직 입장을 남기지 않았어요.'}
      </p>
      <form
        className="mt-4 space-y-3"
        noValidate
        aria-label={`${dispute.code} 처리`}
        onSubmit={(event) => {
          event.preventDefault();
          const refundAmount = parseAmount(amount);
          resolve.mutate(
            {
              resolution,
              note: note.trim(),
              ...(resolution === 'partial_refund' && refundAmount !== null ? { refundAmount } : {}),
            },
            { onSuccess: () => toast.success('이의 제기를 처리했어요') },
          );
        }}
      >
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-gray-800">처리 방법</legend>
          {DISPUTE_RESOLUTIONS.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-[15px]">
              <input
                type="radio"
                name={`${id}-resolution`}
                value={option}
                checked={resolution === option}
                onChange={() => setResolution(option)}
                className="size-5"
              />
              {DISPUTE_RESOLUTION_LABELS[option]}
            </label>
          ))}
        </fieldset>
        {resolution === 'partial_refund' && (
          <div>
            <label htmlFor={`${id}-amount`} className="mb-1.5 block text-sm font-semibold text-gray-800">
              환불할 금액 (원)
            </label>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={fields.refundAmount ? true : undefined}
              className="h-12 w-full rounded-xl border border-gray-300 px-4 text-base"
            />
            {fields.refundAmount && <p className="mt-1 text-sm text-red-700">{fields.refundAmount}</p>}
          </div>
        )}
        <div>
          <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-gray-800">
            처리 사유 (양쪽에 전달돼요)
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={fields.note ? true : undefined}
            className="w-full rounded-xl border border-gray-300 px-4 py-3 text-base"
          />
          {fields.note && <p className="mt-1 text-sm text-red-700">{fields.note}</p>}
        </div>
        <button
          type="submit"
          disabled={resolve.isPending}
          className={`${PRIMARY_BUTTON} disabled:opacity-60`}
        >
          {resolve.isPending ? '처리하는 중…' : '처리하기'}
        </button>
      </form>
    </article>
  );
}

/**
 * 이의 제기: customers' disputes of a service, oldest first, each holding its booking's money
 * until resolved here: paid to the vendor, partly refunded (the rest paid), or refunded in full.
 */
export default function AdminDisputesPage() {
  useHead({ title: '이의 제기', noindex: true });
  const list = useQuery(openDisputesQuery());
  return (
    <>
      <PageHeader title="이의 제기" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <p className="text-sm text-gray-600">
          처리할 때까지 그 예약의 정산이 보류돼요. 환불은 결제사를 통해 바로 고객에게 돌아가요.
        </p>
        <section aria-labelledby="disputes-title">
          <h2 id="disputes-title" className="sr-only">
            처리할 이의 제기
          </h2>
          {list.isError && !list.data ? (
            <ListError message={list.error.message} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <CardsSkeleton />
          ) : list.data.length === 0 ? (
            <EmptyState title="처리할 이의 제기가 없어요">고객이 문제를 알리면 여기에 보여요.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {list.data.map((dispute) => (
                <li key={dispute.bookingId}>
                  <DisputeCard dispute={dispute} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
