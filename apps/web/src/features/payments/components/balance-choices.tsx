import { type BookingPayments, DAY_MS, HOUR_MS } from '@ft/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { formatDeadline, formatWon } from '../../../shell/format.ts';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { useCancelForBalance, useExtendBalance } from '../api/payments.ts';

/** Deadlines the truck may give: a day from now, the day before the event, its start; each later than today's. */
function deadlineChoices(balance: NonNullable<BookingPayments['unpaidBalance']>, now: number) {
  const due = Date.parse(balance.dueAt);
  const start = Date.parse(balance.cancelsAt);
  const candidates = [
    { label: '지금부터 하루 더', at: Math.ceil((now + DAY_MS) / HOUR_MS) * HOUR_MS },
    { label: '행사 하루 전까지', at: start - DAY_MS },
    { label: '행사 시작 전까지', at: start },
  ];
  return candidates.filter((choice) => choice.at > now && choice.at > due && choice.at <= start);
}

/**
 * The truck's choices over a balance the customer has not paid (decision 069): more time, or, once it is overdue,
 * cancelling for it with what the refund policy keeps said first.
 */
export function BalanceChoices({ bookingId, money }: { bookingId: string; money: BookingPayments }) {
  const balance = money.unpaidBalance;
  const extend = useExtendBalance(bookingId);
  const cancel = useCancelForBalance(bookingId);
  const sending = useSingleFlight();
  const [sheet, setSheet] = useState<'extend' | 'cancel' | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const id = useId();
  if (!balance || (!balance.canExtend && !balance.canCancel)) return null;
  const choices = deadlineChoices(balance, Date.now());
  const kept = Math.min(balance.cancellationFee, money.paidAmount);
  const close = () => setSheet(null);
  const run = (action: () => Promise<unknown>) =>
    sending.run(async () => {
      const done = await action().then(
        () => true,
        () => false,
      );
      if (done) close();
    });
  return (
    <div className="mt-3 space-y-2">
      {balance.canExtend && choices.length > 0 && (
        <button type="button" onClick={() => setSheet('extend')} className={SECONDARY_BUTTON}>
          잔금 기한 늘려주기
        </button>
      )}
      {balance.canCancel && (
        <button type="button" onClick={() => setSheet('cancel')} className={DANGER_BUTTON}>
          미납으로 예약 취소
        </button>
      )}
      {sheet === 'extend' && (
        <Dialog
          title="잔금 기한을 언제까지 늘릴까요?"
          description="고객에게 새 기한을 바로 알려요. 행사 시작까지 결제되지 않으면 예약은 자동으로 취소돼요."
          onClose={close}
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const at = picked ?? choices[0]!.at;
              void run(() => extend.mutateAsync({ dueAt: new Date(at).toISOString() }));
            }}
          >
            <fieldset>
              <legend className="sr-only">새 기한</legend>
              {choices.map((choice, index) => (
                <label key={choice.at} className="flex min-h-11 items-center gap-3 text-[15px]">
                  <input
                    type="radio"
                    name={`${id}-due`}
                    checked={(picked ?? choices[0]!.at) === choice.at}
                    onChange={() => setPicked(choice.at)}
                    className="size-5"
                    autoFocus={index === 0}
                  />
                  <span>
                    {choice.label}
                    <span className="ml-2 text-sm text-gray-600">
                      {formatDeadline(new Date(choice.at).toISOString())}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {extend.error?.fields?.dueAt && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {extend.error.fields.dueAt}
              </p>
            )}
            <SheetButtons onClose={close} pending={sending.pending}>
              기한 늘려주기
            </SheetButtons>
          </form>
        </Dialog>
      )}
      {sheet === 'cancel' && (
        <Dialog
          title="미납으로 예약을 취소할까요?"
          description={
            <p className="break-keep">
              {money.paidAmount > kept
                ? `환불 규정에 따라 결제된 ${formatWon(money.paidAmount)} 중 취소 수수료 ${formatWon(kept)}을 빼고 ${formatWon(money.paidAmount - kept)}을 고객에게 돌려드려요.`
                : `환불 규정에 따라 결제된 ${formatWon(money.paidAmount)}은 모두 취소 수수료로 처리되고, 고객에게 돌려드리는 금액은 없어요.`}{' '}
              취소하면 되돌릴 수 없고, 고객에게 바로 알려요.
            </p>
          }
          onClose={close}
        >
          <SheetButtons
            onClose={close}
            onConfirm={() => void run(() => cancel.mutateAsync(undefined))}
            pending={sending.pending}
            danger
          >
            미납으로 취소하기
          </SheetButtons>
        </Dialog>
      )}
    </div>
  );
}
