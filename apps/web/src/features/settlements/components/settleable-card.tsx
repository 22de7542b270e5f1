import type { OwnTruck, Settleable } from '@ft/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { formatDay, formatRate, formatWon } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { useRequestSettlementMutation } from '../api/settlements.ts';

/** 총 매출 − 수수료 = 지급액, as the server computed them (integer won, commission rounded down). */
export function AmountRows({
  gross,
  commission,
  net,
  rate,
  netLabel = '지급액',
}: {
  gross: number;
  commission: number;
  net: number;
  rate: number;
  netLabel?: string;
}) {
  return (
    <dl className="space-y-1 text-[15px]">
      <div className="flex justify-between gap-3">
        <dt className="text-gray-700">총 매출</dt>
        <dd className="tabular-nums">{formatWon(gross)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-gray-700">플랫폼 수수료 ({formatRate(rate)})</dt>
        <dd className="tabular-nums">−{formatWon(commission)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-gray-200 pt-1 text-base font-bold">
        <dt>{netLabel}</dt>
        <dd className="tabular-nums">{formatWon(net)}</dd>
      </div>
    </dl>
  );
}

function RequestSheet({
  truck,
  settleable,
  onClose,
}: {
  truck: OwnTruck;
  settleable: Settleable;
  onClose: () => void;
}) {
  const request = useRequestSettlementMutation(truck.id);
  const { run, pending } = useSingleFlight();
  const [problem, setProblem] = useState<{ message: string; account: boolean } | null>(null);
  const submit = () =>
    run(async () => {
      setProblem(null);
      try {
        const settlement = await request.mutateAsync();
        onClose();
        toast.success('정산을 요청했어요', `${formatWon(settlement.net)} · 운영자가 확인한 뒤 입금해요.`);
      } catch (caught) {
        const error = caught as ApiError;
        if (!(error.status >= 400 && error.status < 500)) return;
        if (error.code === 'NOTHING_TO_SETTLE') {
          onClose();
          toast.info(
            '정산할 완료 예약이 없어요',
            '이미 다른 정산 요청에 들어갔어요. 목록을 다시 불러왔어요.',
          );
        } else if (error.code === 'BUSINESS_RULE_VIOLATION') {
          setProblem({ message: error.message, account: true });
        } else setProblem({ message: error.message, account: false });
      }
    });
  const payout = truck.payout;
  return (
    <Dialog
      title="정산을 요청할까요?"
      description={`완료한 예약 ${settleable.bookingCount}건을 한 번에 정산해요. 운영자가 확인하고 승인하면 아래 계좌로 입금돼요.`}
      onClose={onClose}
    >
      {problem && (
        <div role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>{problem.message}</p>
          {problem.account && (
            <Link
              to={vendorPaths.truck(truck.id)}
              className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              정산 계좌 등록하러 가기
            </Link>
          )}
        </div>
      )}
      <div className="rounded-2xl bg-gray-50 p-4">
        <AmountRows
          gross={settleable.gross}
          commission={settleable.commission}
          net={settleable.net}
          rate={settleable.commissionRate}
          netLabel="받을 금액"
        />
      </div>
      <dl className="mt-4 space-y-1 text-[15px]">
        <div className="flex justify-between gap-3">
          <dt className="shrink-0 text-gray-700">입금 계좌</dt>
          <dd className="min-w-0 text-right break-all">
            {payout ? `${payout.bank} ${payout.accountNumber} (${payout.holder})` : '등록된 계좌가 없어요'}
          </dd>
        </div>
      </dl>
      {truck.pendingChange?.payout && (
        <p className="mt-2 text-sm text-gray-600">
          바꾼 계좌는 심사 중이에요. 승인되기 전에 요청하면 지금 계좌로 입금돼요.
        </p>
      )}
      <div className="mt-5 flex gap-2">
        <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} flex-1`}>
          닫기
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={pending}
          aria-busy={pending}
          className={`${PRIMARY_BUTTON} flex-[2] disabled:opacity-60`}
        >
          {pending ? '요청하는 중…' : '정산 요청하기'}
        </button>
      </div>
    </Dialog>
  );
}

/** 지금 정산 받을 수 있는 금액: completed bookings in no live settlement, their total, and 정산 요청. */
export function SettleableCard({ truck, settleable }: { truck: OwnTruck; settleable: Settleable }) {
  const [open, setOpen] = useState(false);
  const empty = settleable.bookingCount === 0;
  return (
    <section aria-labelledby="settleable-title" className="rounded-2xl bg-gray-900 p-5 text-white">
      <h2 id="settleable-title" className="text-sm font-semibold text-gray-300">
        지금 정산 받을 수 있는 금액
      </h2>
      <p className="mt-1 text-3xl font-extrabold tabular-nums">{formatWon(settleable.net)}</p>
      {empty ? (
        <p className="mt-2 text-sm break-keep text-gray-300">
          정산할 완료 예약이 없어요. 행사를 마치고 예약 관리에서 완료 처리하면 여기에 모여요.
        </p>
      ) : (
        <>
          <dl className="mt-3 space-y-0.5 text-sm text-gray-300">
            <div className="flex justify-between gap-3">
              <dt>완료 예약 {settleable.bookingCount}건 총 매출</dt>
              <dd className="tabular-nums">{formatWon(settleable.gross)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>플랫폼 수수료 ({formatRate(settleable.commissionRate)})</dt>
              <dd className="tabular-nums">−{formatWon(settleable.commission)}</dd>
            </div>
          </dl>
          <details className="group mt-3 rounded-xl bg-white/10">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-sm font-semibold">
              포함된 예약 {settleable.bookingCount}건 보기
              <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <ul className="space-y-2 px-3 pb-3 text-sm">
              {settleable.bookings.map((booking) => (
                <li key={booking.id} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block truncate">{booking.eventName}</span>
                    <span className="block text-xs text-gray-300">
                      {formatDay(booking.eventDate)} · {booking.code}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatWon(booking.amount)}</span>
                </li>
              ))}
            </ul>
          </details>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-xl bg-white text-base font-bold text-gray-900"
          >
            정산 요청하기
          </button>
        </>
      )}
      {open && <RequestSheet truck={truck} settleable={settleable} onClose={() => setOpen(false)} />}
    </section>
  );
}
