import { type BookingDetail, bookingView, isCommitted, seoulDate } from '@ft/shared';
import { useState } from 'react';
import { useKeptSheet } from '../../../lib/kept-work.ts';
import { useRerenderAt } from '../../../lib/use-rerender-at.ts';
import { formatEventDate } from '../../../shell/format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { requestChanges, type VendorMove } from '../actions.ts';
import {
  AcceptSheet,
  CompleteSheet,
  movesScope,
  ReasonSheet,
  type Reload,
  type SendMove,
} from './move-sheets.tsx';

/**
 * The vendor's buttons on a booking's detail, as the shared machine allows them now (수락, 거절, 완료 처리,
 * 취소), each behind its own sheet. `send` is the detail's status call (it stores the answer); `onReload`
 * loads the booking again after it changed elsewhere.
 */
export function VendorActions({
  booking,
  send,
  onReload,
}: {
  booking: BookingDetail;
  send: SendMove;
  onReload: () => void;
}) {
  const scope = movesScope(booking.id);
  const [open, setOpen, close] = useKeptSheet<VendorMove>(scope);
  // The request as the vendor had read it, when an accept found it changed: what changed is shown.
  const [changedFrom, setChangedFrom] = useState<BookingDetail | null>(null);
  const reload: Reload = (previous) => {
    if (previous) setChangedFrom(previous);
    onReload();
  };
  const changes =
    changedFrom && changedFrom.version !== booking.version ? requestChanges(changedFrom, booking) : null;
  // The machine's time rules (완료 처리 once the event has ended) change what shows while the screen is open.
  useRerenderAt([booking.startsAt, booking.endsAt]);
  const { buttons, later } = bookingView(booking, 'vendor', new Date());
  if (buttons.length === 0 && later.length === 0) return null;
  const label = (move: VendorMove) => buttons.find((button) => button.move === move)?.label;
  const contact = isCommitted(booking.status);
  const today = seoulDate();
  // The machine decides what waits for the clock; the words say when, for this booking.
  const laterText = (move: VendorMove, reason: string) =>
    move === 'complete'
      ? `행사가 끝나는 ${formatEventDate(booking.info.eventDate)} ${booking.info.endTime}부터 완료 처리할 수 있어요.${booking.info.eventDate === today ? ' 오늘 행사예요.' : ''}`
      : move === 'accept'
        ? '행사가 이미 시작돼서 수락할 수 없어요. 이 요청은 곧 만료돼요.'
        : reason;

  return (
    <>
      {changes && (
        <section
          aria-label="바뀐 요청 내용"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm break-keep text-amber-950"
        >
          <p className="font-bold">고객이 요청을 바꿨어요. 바뀐 내용을 확인하고 다시 수락해주세요.</p>
          <ul className="mt-1 list-disc pl-5">
            {(changes.length > 0 ? changes : ['연락처나 세부 내용이 바뀌었어요']).map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      )}
      {later.map(({ move, reason }) => (
        <p key={move} className="rounded-xl bg-gray-50 px-4 py-3 text-sm break-keep text-gray-700">
          {laterText(move, reason)}
        </p>
      ))}
      {buttons.length > 0 && (
        <section
          aria-label="예약 처리"
          className="sticky bottom-0 z-20 -mx-4 flex flex-wrap gap-2 border-t border-gray-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
        >
          {label('reject') && (
            <button type="button" onClick={() => setOpen('reject')} className={`${SECONDARY_BUTTON} flex-1`}>
              {label('reject')}
            </button>
          )}
          {label('accept') && (
            <button type="button" onClick={() => setOpen('accept')} className={`${PRIMARY_BUTTON} flex-[2]`}>
              {label('accept')}
            </button>
          )}
          {label('cancel') && (
            <button
              type="button"
              onClick={() => setOpen('cancel')}
              className={`${SECONDARY_BUTTON} flex-1 border-red-200 text-red-700`}
            >
              {label('cancel')}
            </button>
          )}
          {label('complete') ? (
            <button
              type="button"
              onClick={() => setOpen('complete')}
              className={`${PRIMARY_BUTTON} flex-[2]`}
            >
              {label('complete')}
            </button>
          ) : (
            contact &&
            label('cancel') && (
              <a href={`tel:${booking.contact.phone}`} className={`${PRIMARY_BUTTON} flex-[2]`}>
                고객에게 전화하기
              </a>
            )
          )}
        </section>
      )}
      {open === 'accept' && <AcceptSheet booking={booking} send={send} onClose={close} onReload={reload} />}
      {(open === 'reject' || open === 'cancel') && (
        <ReasonSheet booking={booking} move={open} send={send} onClose={close} onReload={reload} />
      )}
      {open === 'complete' && (
        <CompleteSheet booking={booking} send={send} onClose={close} onReload={reload} />
      )}
    </>
  );
}
