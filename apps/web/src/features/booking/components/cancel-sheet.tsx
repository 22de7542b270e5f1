import {
  BOOKING_LIMITS,
  type BookingDetail,
  type BookingStatusBody,
  type CancellationQuote,
  isCommitted,
} from '@ft/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ReasonChips } from '../../../components/ui/reason-chips.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { formatEventDate, formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';

/** Why customers call a booking off most often; a chip fills the text, which stays editable. */
const CANCEL_REASONS = [
  '행사 일정이 바뀌었어요',
  '행사가 취소됐어요',
  '다른 푸드트럭으로 정했어요',
  '인원이나 메뉴가 바뀌었어요',
  '예산이 맞지 않아요',
];

/** Why the fee is what it is, in the refund policy's words. */
export function feeReason(booking: Pick<BookingDetail, 'status' | 'quotedAmount'>, quote: CancellationQuote) {
  if (quote.fee > 0)
    return `${quote.label}에 취소하면 확정 금액 ${formatWon(booking.quotedAmount ?? 0)}의 ${Math.round(quote.feeRate * 100)}%가 수수료로 부과돼요.`;
  return isCommitted(booking.status)
    ? `${quote.label}는 수수료 없이 취소할 수 있어요.`
    : '사장님이 확정하기 전이라 수수료 없이 취소할 수 있어요.';
}

/**
 * The customer's cancel, as a sheet over the detail: what it costs under the refund policy (the same
 * `cancellationQuote` the server records), a reason to pick or write, and the buttons. `send` throws on
 * failure; `error` is a refusal to show inside the sheet.
 */
export function CancelSheet({
  booking,
  quote,
  pending,
  error,
  onSend,
  onClose,
}: {
  booking: BookingDetail;
  quote: CancellationQuote;
  pending: boolean;
  error: string | null;
  onSend: (body: BookingStatusBody) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const { info } = booking;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    onSend(text ? { status: 'cancelled', reason: text } : { status: 'cancelled' });
  };

  return (
    <Dialog
      title="예약을 취소할까요?"
      description={`${info.eventName} · ${formatEventDate(info.eventDate)} ${info.startTime}~${info.endTime}`}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate aria-label="예약 취소">
        {error && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {error}
          </p>
        )}
        <div className="rounded-2xl bg-gray-50 p-4">
          <p className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-gray-800">취소 수수료</span>
            <strong
              className={`text-lg font-extrabold tabular-nums ${quote.fee > 0 ? 'text-red-700' : 'text-gray-900'}`}
            >
              {quote.fee > 0 ? formatWon(quote.fee) : '없음'}
            </strong>
          </p>
          <p className="mt-1 text-sm break-keep text-gray-700">{feeReason(booking, quote)}</p>
          <Link
            to={paths.policy('refund')}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-gray-800 underline underline-offset-4"
          >
            취소·환불 규정 보기
          </Link>
        </div>

        <ReasonChips
          className="mt-5"
          legend="자주 고르는 사유"
          reasons={CANCEL_REASONS}
          value={reason}
          onPick={setReason}
        />
        <label htmlFor={`${id}-reason`} className="mt-4 mb-1.5 block text-sm font-semibold text-gray-800">
          취소 사유 (선택)
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={BOOKING_LIMITS.reasonMax}
          onChange={(event) => setReason(event.target.value)}
          placeholder="직접 입력하거나 위에서 골라주세요"
          aria-describedby={`${id}-note`}
          className="w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base placeholder:text-gray-500"
        />
        <p id={`${id}-note`} className="mt-1.5 flex justify-between gap-3 text-sm text-gray-600">
          <span>{booking.truck ? '사장님께 그대로 전달돼요' : '예약 기록에 함께 남아요'}</span>
          <span className="shrink-0 tabular-nums">
            {reason.trim().length}/{BOOKING_LIMITS.reasonMax}
          </span>
        </p>

        {/* Kept in sight at the sheet's foot on short screens, where the sheet scrolls. */}
        <SheetButtons
          onClose={onClose}
          pending={pending}
          danger
          className="sticky bottom-0 -mx-5 mt-4 flex gap-2 border-t border-gray-100 bg-white px-5 pt-3 pb-1"
        >
          {pending ? '취소하는 중…' : '예약 취소하기'}
        </SheetButtons>
      </form>
    </Dialog>
  );
}
