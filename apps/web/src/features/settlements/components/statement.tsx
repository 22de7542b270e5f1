import { SETTLEMENT_STATUS_LABELS, type Settlement } from '@ft/shared';
import type { ReactNode } from 'react';
import { formatDay, formatRate, formatSeoulDateTime, formatWon } from '../../../shell/format.ts';
import { formatPeriod } from '../format.ts';
import { SettlementStatusBadge } from './settlement-card.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1 print:py-0.5">
      <dt className="w-20 shrink-0 text-gray-600 print:text-black">{label}</dt>
      <dd className="min-w-0 flex-1 break-all">{children}</dd>
    </div>
  );
}

/**
 * 정산 명세서: everything a vendor needs to file or check one payout — number, truck, period, dates, each booking
 * with its amount, the totals and the account as the server recorded it. On paper (A4) it is black on white with
 * nothing of the app around it (the page's print rules).
 */
export function Statement({ settlement, issuedAt }: { settlement: Settlement; issuedAt: Date }) {
  const th =
    'border-b border-gray-300 py-2 text-left text-xs font-semibold text-gray-600 print:border-black print:text-black';
  const td = 'border-b border-gray-100 py-2 align-top print:border-gray-400';
  return (
    <article
      aria-labelledby="statement-title"
      className="statement text-[15px] print:text-[11pt] print:text-black"
    >
      <header className="flex items-start justify-between gap-3 border-b-2 border-gray-900 pb-3 print:border-black">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-gray-600 print:text-black">푸드트럭 예약</p>
          <h2 id="statement-title" className="text-2xl font-extrabold">
            정산 명세서
          </h2>
        </div>
        <span className="print:hidden">
          <SettlementStatusBadge status={settlement.status} />
        </span>
        <span className="hidden font-bold print:inline">{SETTLEMENT_STATUS_LABELS[settlement.status]}</span>
      </header>

      <dl className="mt-3">
        <Field label="정산 번호">
          <span className="font-mono">{settlement.code}</span>
        </Field>
        <Field label="푸드트럭">{settlement.truck.name}</Field>
        <Field label="정산 기간">{formatPeriod(settlement.periodStart, settlement.periodEnd)}</Field>
        <Field label="요청일">{formatSeoulDateTime(settlement.requestedAt)}</Field>
        {settlement.approvedAt && <Field label="승인일">{formatSeoulDateTime(settlement.approvedAt)}</Field>}
        {settlement.paidAt && <Field label="지급일">{formatSeoulDateTime(settlement.paidAt)}</Field>}
        {settlement.rejectedAt && <Field label="반려일">{formatSeoulDateTime(settlement.rejectedAt)}</Field>}
        {settlement.rejectionReason && <Field label="반려 사유">{settlement.rejectionReason}</Field>}
      </dl>

      <h3 className="mt-6 text-base font-bold">정산 예약 {settlement.bookingCount}건</h3>
      <table className="mt-1 w-full table-fixed border-collapse">
        <thead>
          <tr>
            <th scope="col" className={`${th} w-[36%]`}>
              행사일 · 예약 번호
            </th>
            <th scope="col" className={th}>
              행사
            </th>
            <th scope="col" className={`${th} w-[26%] text-right`}>
              금액
            </th>
          </tr>
        </thead>
        <tbody>
          {settlement.bookings.map((booking) => (
            <tr key={booking.id} className="break-inside-avoid">
              <td className={`${td} text-sm`}>
                {formatDay(booking.eventDate, false)}
                <span className="block font-mono text-[11px] whitespace-nowrap text-gray-600 print:text-black">
                  {booking.code}
                </span>
              </td>
              <td className={`${td} break-words`}>{booking.eventName}</td>
              <td className={`${td} text-right tabular-nums`}>{formatWon(booking.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="break-inside-avoid">
          <tr>
            <th scope="row" colSpan={2} className="pt-3 text-left font-normal text-gray-700 print:text-black">
              총 매출
            </th>
            <td className="pt-3 text-right tabular-nums">{formatWon(settlement.gross)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="py-1 text-left font-normal text-gray-700 print:text-black">
              플랫폼 수수료 ({formatRate(settlement.commissionRate)}, 원 단위 내림)
            </th>
            <td className="py-1 text-right tabular-nums">−{formatWon(settlement.commission)}</td>
          </tr>
          <tr>
            <th
              scope="row"
              colSpan={2}
              className="pb-1 pl-3 text-left text-sm font-normal text-gray-600 print:text-black"
            >
              수수료 중 부가세
            </th>
            <td className="pb-1 text-right text-sm text-gray-600 tabular-nums print:text-black">
              {formatWon(settlement.commissionVat)}
            </td>
          </tr>
          <tr>
            <th
              scope="row"
              colSpan={2}
              className="border-t-2 border-gray-900 pt-2 text-left text-lg font-extrabold print:border-black"
            >
              지급액
            </th>
            <td className="border-t-2 border-gray-900 pt-2 text-right text-lg font-extrabold tabular-nums print:border-black">
              {formatWon(settlement.net)}
            </td>
          </tr>
        </tfoot>
      </table>

      <section
        aria-labelledby="payout-title"
        className="mt-6 break-inside-avoid rounded-2xl bg-gray-50 p-4 print:rounded-none print:border print:border-black print:bg-white"
      >
        <h3 id="payout-title" className="text-base font-bold">
          입금 계좌
        </h3>
        <dl className="mt-1">
          <Field label="은행">{settlement.payout.bank}</Field>
          <Field label="계좌번호">
            <span className="tabular-nums">{settlement.payout.accountNumber}</span>
          </Field>
          <Field label="예금주">{settlement.payout.holder}</Field>
        </dl>
        <p className="mt-1 text-xs text-gray-600 print:text-black">정산을 요청한 때의 계좌예요.</p>
      </section>

      {settlement.history.length > 0 && (
        <section aria-labelledby="history-title" className="mt-6 break-inside-avoid">
          <h3 id="history-title" className="text-base font-bold">
            처리 기록
          </h3>
          <ol className="mt-1 space-y-1 text-sm">
            {settlement.history.map((entry) => (
              <li key={`${entry.at}-${entry.to}`} className="flex flex-wrap gap-x-2">
                <span className="tabular-nums text-gray-600 print:text-black">
                  {formatSeoulDateTime(entry.at)}
                </span>
                <span className="font-semibold">{SETTLEMENT_STATUS_LABELS[entry.to]}</span>
                <span className="text-gray-700 print:text-black">{entry.actor}</span>
                {entry.reason && (
                  <span className="w-full text-gray-800 print:text-black">사유: {entry.reason}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      <p className="mt-8 border-t border-gray-200 pt-2 text-xs text-gray-600 print:border-black print:text-black">
        발행 {formatSeoulDateTime(issuedAt.toISOString())} · 금액은 모두 원 단위 정수이며, 수수료는 원 단위
        미만을 버려요.
      </p>
    </article>
  );
}
