import { groupDigits, SETTLEMENT_STATUS_LABELS, type Settlement } from '@ft/shared';
import { Link } from 'react-router';
import { formatRate, formatReceivedAt, formatWon } from '../../../shell/format.ts';
import { formatPeriod } from '../format.ts';
import { SettlementStatusBadge } from './badges.tsx';
import { HistoryTimeline } from './history-timeline.tsx';
import { FactList } from './list-parts.tsx';

/** 총 매출 − 수수료 = 지급액, as a small bill. */
export function SettlementAmounts({ settlement }: { settlement: Settlement }) {
  return (
    <dl className="space-y-1 text-[15px]">
      <div className="flex justify-between gap-3">
        <dt className="text-gray-600">예약 {groupDigits(settlement.bookingCount)}건 매출</dt>
        <dd className="tabular-nums">{formatWon(settlement.gross)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-gray-600">수수료 {formatRate(settlement.commissionRate)}</dt>
        <dd className="tabular-nums">−{formatWon(settlement.commission)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold">
        <dt>지급액</dt>
        <dd className="tabular-nums">{formatWon(settlement.net)}</dd>
      </div>
    </dl>
  );
}

/** The payout account as the server shows it (in full for operators). */
export function PayoutFacts({ settlement }: { settlement: Settlement }) {
  const { payout } = settlement;
  return (
    <FactList
      facts={[
        ['은행', payout.bank],
        ['예금주', payout.holder],
        [
          '계좌번호',
          <span key="number" className="font-mono tabular-nums">
            {payout.accountNumber}
          </span>,
        ],
      ]}
    />
  );
}

/** When it was asked for, or decided (the latest step). */
export function settlementMoment(settlement: Settlement): { label: string; at: string } {
  if (settlement.paidAt) return { label: '지급', at: settlement.paidAt };
  if (settlement.rejectedAt) return { label: '반려', at: settlement.rejectedAt };
  if (settlement.approvedAt) return { label: '승인', at: settlement.approvedAt };
  return { label: '요청', at: settlement.requestedAt };
}

/** One settlement in a tab: truck, period, amounts, the account it goes to. The truck's name opens it. */
export function SettlementCard({ settlement, to }: { settlement: Settlement; to: string }) {
  const moment = settlementMoment(settlement);
  return (
    <article className="relative rounded-2xl border border-gray-200 p-4 focus-within:ring-2 focus-within:ring-brand-700 hover:border-gray-300 active:bg-gray-50">
      <div className="flex items-center gap-2">
        <SettlementStatusBadge status={settlement.status} />
        <span className="ml-auto text-sm text-gray-600">
          {moment.label} <time dateTime={moment.at}>{formatReceivedAt(moment.at)}</time>
        </span>
      </div>
      <h3 className="mt-2 truncate text-lg font-bold">
        <Link
          to={to}
          aria-label={`${settlement.truck.name} ${SETTLEMENT_STATUS_LABELS[settlement.status]} ${formatWon(settlement.net)}`}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl"
        >
          {settlement.truck.name}
        </Link>
      </h3>
      <p className="text-sm text-gray-600">
        {formatPeriod(settlement.periodStart, settlement.periodEnd)} 행사분 ·{' '}
        <span className="font-mono">{settlement.code}</span>
      </p>
      <div className="mt-3 border-t border-gray-100 pt-3">
        <SettlementAmounts settlement={settlement} />
      </div>
      <p className="mt-2 truncate text-sm text-gray-700">
        {settlement.payout.bank} <span className="font-mono">{settlement.payout.accountNumber}</span> ·{' '}
        {settlement.payout.holder}
      </p>
      {settlement.rejectionReason && (
        <p className="mt-1 truncate text-sm text-gray-700">사유: {settlement.rejectionReason}</p>
      )}
    </article>
  );
}

const HISTORY_LABELS: Record<Settlement['status'], string> = {
  requested: '사장님이 정산을 요청했어요',
  approved: '정산을 승인했어요',
  paid: '지급을 완료했어요',
  rejected: '정산을 반려했어요',
};

/** Every step of the settlement, oldest first. */
export function SettlementHistory({ history }: { history: Settlement['history'] }) {
  return (
    <HistoryTimeline
      entries={history.map((entry) => ({
        ...entry,
        key: `${entry.at}-${entry.to}`,
        label: HISTORY_LABELS[entry.to],
      }))}
    />
  );
}
