import { SETTLEMENT_STATUS_LABELS, type Settlement, type SettlementStatus } from '@ft/shared';
import { Link } from 'react-router';
import { formatKstDate, formatRate, formatWon } from '../../../shell/format.ts';
import { formatPeriod, SETTLEMENT_NEXT, SETTLEMENT_TONE } from '../format.ts';

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold ${SETTLEMENT_TONE[status]}`}
    >
      {SETTLEMENT_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * One settlement in the history: status, the events' period, gross − commission = net, and the bookings in it.
 * The period is the link to its statement and covers the card.
 */
export function SettlementCard({ settlement, to }: { settlement: Settlement; to: string }) {
  return (
    <article className="relative rounded-2xl border border-gray-200 p-4 focus-within:ring-2 focus-within:ring-brand-700 active:bg-gray-50">
      <div className="flex items-center gap-2">
        <SettlementStatusBadge status={settlement.status} />
        <span className="min-w-0 truncate text-sm text-gray-700">{SETTLEMENT_NEXT[settlement.status]}</span>
      </div>
      <h3 className="mt-2 text-base font-bold">
        <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {formatPeriod(settlement.periodStart, settlement.periodEnd)}
          <span className="sr-only"> 정산 명세서</span>
        </Link>
      </h3>
      <p className="text-sm text-gray-600">
        <span className="font-mono">{settlement.code}</span> · {formatKstDate(settlement.requestedAt)} 요청 ·
        예약 {settlement.bookingCount}건
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-xl bg-gray-50 p-3 text-center">
        <div>
          <dt className="text-xs text-gray-600">총 매출</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums">{formatWon(settlement.gross)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">수수료 {formatRate(settlement.commissionRate)}</dt>
          <dd className="mt-0.5 text-sm font-semibold tabular-nums">−{formatWon(settlement.commission)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">지급액</dt>
          <dd className="mt-0.5 text-sm font-extrabold tabular-nums">{formatWon(settlement.net)}</dd>
        </div>
      </dl>
      <ul aria-label="포함된 예약" className="mt-3 space-y-0.5 text-sm text-gray-700">
        {settlement.bookings.slice(0, 3).map((booking) => (
          <li key={booking.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{booking.eventName}</span>
            <span className="shrink-0 tabular-nums">{formatWon(booking.amount)}</span>
          </li>
        ))}
        {settlement.bookings.length > 3 && (
          <li className="text-gray-600">외 {settlement.bookings.length - 3}건</li>
        )}
      </ul>
      {settlement.status === 'rejected' && settlement.rejectionReason && (
        <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
          <strong className="font-semibold">반려 사유</strong> {settlement.rejectionReason}
        </p>
      )}
    </article>
  );
}
