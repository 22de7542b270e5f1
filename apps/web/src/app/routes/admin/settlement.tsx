import type { Settlement, SettlementStatus } from '@ft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  adminSettlementKeys,
  settlementQuery,
  useSettlementStatusMutation,
} from '../../../features/admin/api/settlements.ts';
import { ConfirmSheet, ReasonSheet } from '../../../features/admin/components/action-sheets.tsx';
import { SettlementStatusBadge } from '../../../features/admin/components/badges.tsx';
import { Panel } from '../../../features/admin/components/panel.tsx';
import {
  PayoutFacts,
  SettlementAmounts,
  SettlementHistory,
} from '../../../features/admin/components/settlement-parts.tsx';
import { endedWithinADay, formatPeriod } from '../../../features/admin/format.ts';
import { adminPaths } from '../../../features/admin/paths.ts';
import { settlementActions } from '../../../features/admin/settlement-actions.ts';
import { useKeptSheet } from '../../../lib/kept-work.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatEventDate, formatReceivedAt, formatWon } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';
import { toast } from '../../../shell/ui/toast-store.ts';

/** The account and the amount, large enough to copy into a bank app without a slip. */
function TransferBox({ settlement }: { settlement: Settlement }) {
  return (
    <div className="rounded-2xl bg-gray-50 p-4">
      <PayoutFacts settlement={settlement} />
      <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-gray-200 pt-3">
        <span className="text-[15px] font-semibold">보낼 금액</span>
        <span className="text-xl font-extrabold tabular-nums">{formatWon(settlement.net)}</span>
      </div>
    </div>
  );
}

const DONE: Record<SettlementStatus, string> = {
  requested: '',
  approved: '정산을 승인했어요',
  paid: '지급 완료로 처리했어요',
  rejected: '정산을 반려했어요',
};

function ActionBar({ settlement }: { settlement: Settlement }) {
  // The open sheet and its reason survive a session that expires mid-action (lib/kept-work.ts).
  const scope = `admin-settlement:${settlement.id}`;
  const [openTo, setOpenTo, close] = useKeptSheet<SettlementStatus>(scope);
  const change = useSettlementStatusMutation(settlement.id);
  const queryClient = useQueryClient();
  const actions = settlementActions(settlement.status);
  const open = actions.find((action) => action.to === openTo) ?? null;
  if (actions.length === 0) return null;
  const movedElsewhere = (error: ApiError) => {
    close();
    toast.warning('이미 처리된 정산이에요', error.message);
    void queryClient.invalidateQueries({ queryKey: adminSettlementKeys.all });
  };
  const send = async (to: SettlementStatus, reason?: string) => {
    const answer = await change.mutateAsync({ status: to, ...(reason ? { reason } : {}) });
    close();
    toast.success(DONE[to], `${answer.truck.name} · ${formatWon(answer.net)}`);
  };
  return (
    <section
      aria-label="정산 처리"
      className="sticky bottom-0 z-20 -mx-4 mt-8 flex gap-2 border-t border-gray-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
    >
      {actions.map((action) => (
        <button
          key={action.to}
          type="button"
          onClick={() => setOpenTo(action.to)}
          className={action.primary ? `${PRIMARY_BUTTON} flex-[2]` : `${SECONDARY_BUTTON} flex-1`}
        >
          {action.label}
        </button>
      ))}
      {open?.to === 'approved' && (
        <ConfirmSheet
          title="정산을 승인할까요?"
          description={`${settlement.truck.name}의 예약 ${settlement.bookingCount}건, 지급액 ${formatWon(settlement.net)}을 승인해요. 승인한 뒤에는 지급 대기로 넘어가요.`}
          confirmLabel="승인하기"
          pendingLabel="승인하는 중…"
          onClose={close}
          onConfirm={() => send('approved')}
          onMovedElsewhere={movedElsewhere}
        />
      )}
      {open?.to === 'paid' && (
        <ConfirmSheet
          title="지급을 완료했나요?"
          description="이 계좌로 지급액을 보낸 뒤에 눌러주세요. 지급 완료는 되돌릴 수 없고, 사장님 정산 내역에 바로 보여요."
          confirmLabel="지급 완료로 처리"
          pendingLabel="처리하는 중…"
          onClose={close}
          onConfirm={() => send('paid')}
          onMovedElsewhere={movedElsewhere}
        >
          <TransferBox settlement={settlement} />
        </ConfirmSheet>
      )}
      {open?.to === 'rejected' && (
        <ReasonSheet
          title="정산을 반려할까요?"
          description={`사장님이 정산 내역에서 이 사유를 봐요. 반려하면 예약 ${settlement.bookingCount}건은 다시 정산을 요청할 수 있어요.`}
          keptAs={scope}
          label="반려 사유"
          placeholder="예: 11월 12일 행사의 확정 금액이 계약서와 달라요. 확인 후 다시 요청해주세요."
          submitLabel="반려하기"
          pendingLabel="반려하는 중…"
          onClose={close}
          onSubmit={(reason) => send('rejected', reason)}
          onMovedElsewhere={movedElsewhere}
        />
      )}
    </section>
  );
}

/** How a settlement ended, instead of buttons. */
function Outcome({ settlement }: { settlement: Settlement }) {
  if (settlement.status === 'paid' && settlement.paidAt)
    return (
      <p className="rounded-2xl bg-emerald-50 px-4 py-3 text-[15px] font-semibold text-emerald-950">
        지급을 마친 정산이에요 ·{' '}
        <time dateTime={settlement.paidAt}>{formatReceivedAt(settlement.paidAt)}</time>
      </p>
    );
  if (settlement.status === 'rejected')
    return (
      <div className="rounded-2xl bg-gray-100 px-4 py-3 text-[15px] text-gray-900">
        <p className="font-bold">반려한 정산이에요</p>
        {settlement.rejectionReason && (
          <p className="mt-1 whitespace-pre-line">사유: {settlement.rejectionReason}</p>
        )}
      </div>
    );
  if (settlement.status === 'approved')
    return (
      <p className="rounded-2xl bg-sky-50 px-4 py-3 text-[15px] text-sky-950">
        승인했어요. 계좌로 {formatWon(settlement.net)}을 보낸 뒤 지급 완료로 처리해주세요.
      </p>
    );
  return null;
}

function SettlementView({ settlement }: { settlement: Settlement }) {
  return (
    <main id="main" className="space-y-8 px-4 pt-5 pb-6">
      <div className="space-y-3">
        <SettlementStatusBadge status={settlement.status} />
        <div>
          <h2 className="text-2xl font-extrabold">{settlement.truck.name}</h2>
          <p className="mt-1 text-[15px] text-gray-800">
            {formatPeriod(settlement.periodStart, settlement.periodEnd)} 행사분
          </p>
          <p className="mt-1 text-sm text-gray-600">
            <span className="font-mono">{settlement.code}</span> · 요청{' '}
            <time dateTime={settlement.requestedAt}>{formatReceivedAt(settlement.requestedAt)}</time>
          </p>
        </div>
        <Outcome settlement={settlement} />
      </div>

      <Panel id="amounts" title="금액">
        <div className="rounded-2xl border border-gray-200 p-4">
          <SettlementAmounts settlement={settlement} />
        </div>
      </Panel>

      <Panel id="payout" title="지급 계좌">
        <div className="rounded-2xl border border-gray-200 p-4">
          <PayoutFacts settlement={settlement} />
        </div>
        <p className="mt-2 text-sm text-gray-600">정산을 요청한 때의 계좌예요.</p>
      </Panel>

      <Panel
        id="bookings"
        title="포함된 예약"
        aside={<span className="text-sm text-gray-600">{settlement.bookings.length}건</span>}
      >
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200">
          {settlement.bookings.map((booking) => (
            <li key={booking.id}>
              <Link
                to={adminPaths.booking(booking.id)}
                className="flex min-h-14 items-center justify-between gap-3 px-4 py-3 active:bg-gray-50"
              >
                <span className="min-w-0">
                  <span className="block truncate text-[15px] font-semibold">{booking.eventName}</span>
                  <span className="block text-sm text-gray-600">
                    <span className="font-mono">{booking.code}</span> · {formatEventDate(booking.eventDate)}
                  </span>
                  {endedWithinADay(booking.endsAt) && (
                    <span className="mt-1 inline-block rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      행사 끝난 지 24시간 안 됨
                    </span>
                  )}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatWon(booking.amount)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="history" title="처리 기록">
        <SettlementHistory history={settlement.history} />
      </Panel>

      <ActionBar settlement={settlement} />
    </main>
  );
}

/** One settlement: amounts, the account, its bookings and history, and 승인 / 지급 완료 / 반려 as allowed. */
export default function AdminSettlementPage() {
  const { id = '' } = useParams();
  const settlement = useQuery(settlementQuery(id));
  useHead({ title: '정산 상세', noindex: true });
  if (settlement.isError) return <ErrorPage error={settlement.error} />;
  return (
    <>
      <PageHeader title="정산 상세" />
      {settlement.data ? <SettlementView settlement={settlement.data} /> : <PageSkeleton />}
    </>
  );
}
