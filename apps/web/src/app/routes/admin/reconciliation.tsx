import { type Reconciliation, type ReconciliationDifferenceKind, seoulDate } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { reconciliationQuery } from '../../../features/admin/api/money.ts';
import {
  CardsSkeleton,
  EmptyState,
  FactList,
  ListError,
} from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { formatKstDateTime, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

const KIND_LABELS: Record<ReconciliationDifferenceKind, string> = {
  missing_in_ledger: '장부에 없어요',
  missing_at_gateway: '결제사에 없어요',
  amount_mismatch: '금액이 달라요',
};
const amount = (value: number | null) => (value === null ? '—' : formatWon(value));

function Difference({ difference }: { difference: Reconciliation['differences'][number] }) {
  return (
    <article className="rounded-2xl border border-red-100 bg-white p-4">
      <h3 className="flex items-center justify-between gap-3 text-base font-bold">
        {difference.movement === 'payment' ? '결제' : '환불'} · {KIND_LABELS[difference.kind]}
        <span className="shrink-0 text-sm font-normal text-gray-600">{formatKstDateTime(difference.at)}</span>
      </h3>
      <FactList
        className="mt-3"
        facts={[
          ['주문 번호', <code key="order">{difference.orderId}</code>],
          ...(difference.transactionKey
            ? ([['거래 키', <code key="tx">{difference.transactionKey}</code>]] as [string, ReactNode][])
            : []),
          ['결제사', amount(difference.gatewayAmount)],
          ['장부', amount(difference.ledgerAmount)],
        ]}
      />
    </article>
  );
}

/**
 * 결제 대사: one Seoul day of the gateway's own record beside the ledger's, totals first, then
 * every difference by name, so an operator can chase each one.
 */
export default function AdminReconciliationPage() {
  useHead({ title: '결제 대사', noindex: true });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asked = search.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : seoulDate();
  const report = useQuery(reconciliationQuery(date));
  return (
    <>
      <PageHeader title="결제 대사" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <label className="block">
          <span className="mb-1.5 block text-sm font-semibold text-gray-800">날짜</span>
          <input
            type="date"
            value={date}
            max={seoulDate()}
            onChange={(event) =>
              event.target.value && navigate(adminPaths.reconciliation(event.target.value))
            }
            className="h-12 w-full rounded-xl border border-gray-300 px-4 text-base"
          />
        </label>
        {report.isError && !report.data ? (
          <ListError message={report.error.message} onRetry={() => void report.refetch()} />
        ) : !report.data ? (
          <CardsSkeleton />
        ) : (
          <>
            <section aria-labelledby="totals-title" className="rounded-2xl bg-gray-50 p-4">
              <h2 id="totals-title" className="text-base font-bold">
                합계
              </h2>
              <FactList
                className="mt-2"
                facts={[
                  ['결제사 승인', formatWon(report.data.gateway.approved)],
                  ['장부 결제', formatWon(report.data.ledger.paid)],
                  ['결제사 취소', formatWon(report.data.gateway.cancelled)],
                  ['장부 환불', formatWon(report.data.ledger.refunded)],
                ]}
              />
            </section>
            <section aria-labelledby="balances-title" className="rounded-2xl border border-gray-200 p-4">
              <h2 id="balances-title" className="text-base font-bold">
                장부 잔액 (지금)
              </h2>
              <FactList
                className="mt-2"
                facts={[
                  ['결제사 보관금', formatWon(report.data.balances.gatewayClearing)],
                  ['고객 예치금 (구매확정 전)', formatWon(report.data.balances.customerFunds)],
                  ['사장님 지급 예정', formatWon(report.data.balances.vendorPayable)],
                  ['플랫폼 수수료 수익', formatWon(report.data.balances.platformRevenue)],
                ]}
              />
            </section>
            <section aria-labelledby="differences-title">
              <h2 id="differences-title" className="mb-3 text-base font-bold">
                차이 {report.data.differences.length}건
              </h2>
              {report.data.differences.length === 0 ? (
                <EmptyState title="차이가 없어요">결제사 기록과 장부가 모두 맞아요.</EmptyState>
              ) : (
                <ul className="space-y-3">
                  {report.data.differences.map((difference) => (
                    <li
                      key={`${difference.movement}-${difference.orderId}-${difference.transactionKey ?? ''}`}
                    >
                      <Difference difference={difference} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {report.data.overdrawn.length > 0 && (
              <section aria-labelledby="overdrawn-title">
                <h2 id="overdrawn-title" className="mb-3 text-base font-bold text-red-700">
                  보유 금액보다 많이 나간 예약 {report.data.overdrawn.length}건
                </h2>
                <ul className="space-y-3">
                  {report.data.overdrawn.map((row) => (
                    <li key={row.bookingId} className="rounded-2xl border border-red-100 bg-white p-4">
                      <FactList
                        facts={[
                          [
                            '예약 번호',
                            <Link key="code" to={adminPaths.booking(row.bookingId)} className="underline">
                              {row.code}
                            </Link>,
                          ],
                          ['더 나간 금액', formatWon(row.amount)],
                        ]}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </main>
    </>
  );
}
