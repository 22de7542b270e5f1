import { BOOKING_LIMITS, type BookingDetail, type BookingStatusBody, groupDigits } from '@ft/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AmountBreakdown } from '../../../components/booking/amount-breakdown.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ReasonChips } from '../../../components/ui/reason-chips.tsx';
import { SheetButtons } from '../../../components/ui/sheet-buttons.tsx';
import { useKeptState } from '../../../lib/kept-work.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import type { ApiError } from '../../../shell/api-client.ts';
import { formatAmount, formatWon, parseAmount } from '../../../shell/format.ts';
import { toast } from '../../../shell/ui/toast-store.ts';
import { buildMoveBody, explainRefusal, type MoveRefusal, type VendorMove } from '../actions.ts';
import { differenceLabel } from '../format.ts';

/** The vendor's move sheets (수락, 거절·취소, 완료 처리) and how a refused move is told. */
export type SendMove = (body: BookingStatusBody) => Promise<BookingDetail>;
/** Loads the booking again; given the booking as the vendor read it when the customer changed the request. */
export type Reload = (changedFrom?: BookingDetail) => void;

/** Reasons vendors give most; a chip fills the text, which stays editable. */
const REJECT_REASONS = [
  '그날은 이미 다른 일정이 있어요',
  '요청하신 지역은 출장이 어려워요',
  '인원이 준비 가능한 범위를 넘어요',
  '요청하신 메뉴를 준비하기 어려워요',
  '행사 시간에 맞추기 어려워요',
];
const CANCEL_REASONS = [
  '차량 고장으로 출장이 어려워요',
  '갑작스러운 사정으로 영업이 어려워요',
  '재료 수급이 어려워요',
];

/** A refusal that is not about one field: what happened and where to look. */
function RefusalAlert({
  refusal,
  truckId,
  eventDate,
}: {
  refusal: MoveRefusal;
  truckId?: number | undefined;
  eventDate: string;
}) {
  return (
    <div role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-bold">{refusal.title}</p>
      <p className="mt-0.5">{refusal.message}</p>
      {refusal.calendar && (
        <Link
          to={vendorPaths.calendar(truckId, eventDate.slice(0, 7))}
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-red-900 underline underline-offset-4"
        >
          캘린더에서 일정 보기
        </Link>
      )}
    </div>
  );
}

/**
 * Where a booking's open sheet and what was typed in it are kept (lib/kept-work.ts): a session that expires
 * mid-move gives them back after log-in. The actions forget them when the sheet closes.
 */
export const movesScope = (bookingId: string) => `vendor-booking:${bookingId}`;

/**
 * Sends a move and turns a refusal into words: beside the field it concerns, at the top of the sheet, or —
 * when the booking changed elsewhere — as a toast while the detail reloads or the vendor goes back to the inbox.
 */
function useMove(
  booking: BookingDetail,
  move: VendorMove,
  send: SendMove,
  onClose: () => void,
  onReload: Reload,
) {
  const navigate = useNavigate();
  const { run, pending } = useSingleFlight();
  const [refusal, setRefusal] = useState<MoveRefusal | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);

  const submit = async (
    input: Parameters<typeof buildMoveBody>[2],
    done: (updated: BookingDetail) => void,
  ) => {
    const built = buildMoveBody(booking, move, input);
    if (!built.ok) {
      setFieldError({ field: built.field, message: built.message });
      return;
    }
    setFieldError(null);
    setRefusal(null);
    await run(async () => {
      try {
        const updated = await send(built.body);
        onClose();
        done(updated);
      } catch (caught) {
        const error = caught as ApiError;
        // No answer, or the server failed: the API client has already said so and offered to retry.
        if (!(error.status >= 400 && error.status < 500)) return;
        const explained = explainRefusal(error, move);
        if (explained.field) setFieldError({ field: explained.field, message: explained.message });
        else if (explained.leave) {
          onClose();
          toast.warning(explained.title, explained.message);
          navigate(vendorPaths.bookings(booking.truck?.id), { replace: true });
        } else if (explained.reload) {
          onClose();
          toast.warning(explained.title, explained.message);
          onReload(explained.changed ? booking : undefined);
        } else setRefusal(explained);
      }
    });
  };
  /** A corrected field no longer shows the message about what it was. */
  const edited = () => setFieldError(null);
  return { submit, pending, refusal, fieldError, edited };
}

export function AcceptSheet({
  booking,
  send,
  onClose,
  onReload,
}: {
  booking: BookingDetail;
  send: SendMove;
  onClose: () => void;
  onReload: Reload;
}) {
  const id = useId();
  const [text, setText] = useKeptState(`${movesScope(booking.id)}:amount`, formatAmount(booking.estimate));
  const { submit, pending, refusal, fieldError, edited } = useMove(
    booking,
    'accept',
    send,
    onClose,
    onReload,
  );
  const amount = parseAmount(text);
  const amountError = fieldError?.field === 'quotedAmount' ? fieldError.message : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ quotedAmount: amount }, (updated) =>
      toast.success(
        '예약을 수락했어요',
        `확정 금액 ${formatWon(updated.quotedAmount ?? 0)} · 이제 고객 연락처를 볼 수 있어요.`,
      ),
    );
  };

  return (
    <Dialog
      title="이 예약을 수락할까요?"
      description="견적 금액을 확인하고 수락하면 예약이 확정되고, 고객의 예약 상세에 이 금액이 보여요."
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate aria-label="예약 수락">
        {refusal && (
          <RefusalAlert refusal={refusal} truckId={booking.truck?.id} eventDate={booking.info.eventDate} />
        )}
        <div className="rounded-2xl bg-gray-50 p-4">
          <ul className="mb-2 space-y-0.5 text-sm text-gray-700">
            {booking.menus.map((line) => (
              <li key={line.menuItemId} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {line.name} {formatWon(line.unitPrice)} × {groupDigits(line.servings)}
                </span>
                <span className="shrink-0 tabular-nums">{formatWon(line.unitPrice * line.servings)}</span>
              </li>
            ))}
          </ul>
          <AmountBreakdown menus={booking.menus} estimate={booking.estimate} quotedAmount={null} />
        </div>

        <label htmlFor={`${id}-amount`} className="mt-4 mb-1.5 block text-sm font-semibold text-gray-800">
          견적 금액
        </label>
        <div className="relative">
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(formatAmount(parseAmount(event.target.value)));
              edited();
            }}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${id}-amount-note`}
            className={`h-12 w-full rounded-xl border bg-white pr-10 pl-4 text-right text-lg font-bold tabular-nums ${amountError ? 'border-red-600' : 'border-gray-300'}`}
          />
          <span
            aria-hidden="true"
            className="absolute top-1/2 right-4 -translate-y-1/2 text-base text-gray-700"
          >
            원
          </span>
        </div>
        <p
          id={`${id}-amount-note`}
          role={amountError ? 'alert' : undefined}
          className={`mt-1.5 text-sm ${amountError ? 'text-red-700' : 'text-gray-600'}`}
        >
          {amountError ??
            (amount !== null ? differenceLabel(amount, booking.estimate) : '견적 금액을 입력해주세요')}
        </p>
        <p className="mt-3 text-xs text-gray-600">정산 때 플랫폼 수수료를 뺀 금액이 지급돼요.</p>
        <SheetButtons onClose={onClose} pending={pending}>
          {pending ? '수락하는 중…' : amount ? `${formatWon(amount)}에 수락하기` : '수락하기'}
        </SheetButtons>
      </form>
    </Dialog>
  );
}

export function ReasonSheet({
  booking,
  move,
  send,
  onClose,
  onReload,
}: {
  booking: BookingDetail;
  move: 'reject' | 'cancel';
  send: SendMove;
  onClose: () => void;
  onReload: Reload;
}) {
  const id = useId();
  const [reason, setReason] = useKeptState(`${movesScope(booking.id)}:reason`, '');
  const { submit, pending, refusal, fieldError, edited } = useMove(booking, move, send, onClose, onReload);
  const reasons = move === 'reject' ? REJECT_REASONS : CANCEL_REASONS;
  const error = fieldError?.field === 'reason' ? fieldError.message : null;
  const reject = move === 'reject';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ reason }, () =>
      toast.success(reject ? '요청을 거절했어요' : '예약을 취소했어요', '고객의 예약 상세에 사유가 보여요.'),
    );
  };

  return (
    <Dialog
      title={reject ? '요청을 거절할까요?' : '확정한 예약을 취소할까요?'}
      description={
        reject
          ? '고객이 다른 푸드트럭을 찾을 수 있게 이유를 알려주세요.'
          : '고객은 이 예약을 믿고 행사를 준비하고 있어요. 취소하는 이유를 꼭 알려주세요.'
      }
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate aria-label={reject ? '거절 사유' : '취소 사유'}>
        {refusal && (
          <RefusalAlert refusal={refusal} truckId={booking.truck?.id} eventDate={booking.info.eventDate} />
        )}
        <ReasonChips
          legend="자주 쓰는 사유"
          reasons={reasons}
          value={reason}
          onPick={(text) => {
            setReason(text);
            edited();
          }}
        />
        <label htmlFor={`${id}-reason`} className="mt-4 mb-1.5 block text-sm font-semibold text-gray-800">
          {reject ? '거절 사유' : '취소 사유'}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={BOOKING_LIMITS.reasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            edited();
          }}
          placeholder="직접 입력하거나 위에서 골라주세요"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-gray-500 ${error ? 'border-red-600' : 'border-gray-300'}`}
        />
        <p
          id={`${id}-note`}
          className={`mt-1.5 flex justify-between gap-3 text-sm ${error ? 'text-red-700' : 'text-gray-600'}`}
        >
          <span role={error ? 'alert' : undefined}>{error ?? '고객에게 그대로 전달돼요'}</span>
          <span className="shrink-0 tabular-nums">
            {reason.trim().length}/{BOOKING_LIMITS.reasonMax}
          </span>
        </p>
        <SheetButtons onClose={onClose} pending={pending} danger>
          {pending ? (reject ? '거절하는 중…' : '취소하는 중…') : reject ? '거절하기' : '예약 취소하기'}
        </SheetButtons>
      </form>
    </Dialog>
  );
}

export function CompleteSheet({
  booking,
  send,
  onClose,
  onReload,
}: {
  booking: BookingDetail;
  send: SendMove;
  onClose: () => void;
  onReload: Reload;
}) {
  const { submit, pending, refusal } = useMove(booking, 'complete', send, onClose, onReload);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({}, () => toast.success('완료 처리했어요', '정산 내역에서 정산을 요청할 수 있어요.'));
  };
  return (
    <Dialog
      title="행사를 완료 처리할까요?"
      description={`완료하면 ${formatWon(booking.quotedAmount ?? booking.estimate)}이 정산 요청 대상에 들어가요. 완료 후에는 되돌릴 수 없어요.`}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate aria-label="완료 처리">
        {refusal && (
          <RefusalAlert refusal={refusal} truckId={booking.truck?.id} eventDate={booking.info.eventDate} />
        )}
        <SheetButtons onClose={onClose} pending={pending}>
          {pending ? '처리하는 중…' : '완료 처리하기'}
        </SheetButtons>
      </form>
    </Dialog>
  );
}
