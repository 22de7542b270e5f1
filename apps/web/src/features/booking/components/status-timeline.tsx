import { BOOKING_STATUS_LABELS, type BookingHistoryEntry } from '@ft/shared';
import { formatKstDateTime } from '../../../shell/format.ts';

const ACTOR_LABELS: Record<BookingHistoryEntry['actor'], string> = {
  customer: '고객',
  vendor: '사장님',
  admin: '운영자',
  system: '자동',
};

const EVENT_LABELS: Record<BookingHistoryEntry['to'], string> = {
  requested: '예약을 요청했어요',
  accepted: '사장님이 예약을 확정했어요',
  rejected: '사장님이 요청을 거절했어요',
  cancelled: '예약이 취소됐어요',
  completed: '행사가 끝나 완료됐어요',
  expired: '행사일이 지나 요청이 만료됐어요',
};

/**
 * What a line says: a customer confirms an open request by choosing a quote, and a request sent to one truck by
 * taking that truck's counter-proposal.
 */
const eventLabel = (entry: BookingHistoryEntry, isOpenRequest: boolean) =>
  entry.to === 'accepted' && entry.actor === 'customer'
    ? isOpenRequest
      ? '견적을 골라 예약을 확정했어요'
      : '사장님이 제안한 조건으로 예약을 확정했어요'
    : EVENT_LABELS[entry.to];

/** Every change of the booking, oldest first, with who made it and why. */
export function StatusTimeline({
  history,
  isOpenRequest,
}: {
  history: BookingHistoryEntry[];
  isOpenRequest: boolean;
}) {
  return (
    <ol className="relative space-y-4 border-l-2 border-gray-100 pl-5">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${entry.to}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[27px] size-3 rounded-full ${index === history.length - 1 ? 'bg-brand-500' : 'bg-gray-300'}`}
          />
          <p className="text-[15px] font-semibold">
            <span className="sr-only">{BOOKING_STATUS_LABELS[entry.to]}: </span>
            {eventLabel(entry, isOpenRequest)}
          </p>
          <p className="text-sm text-gray-600">
            {formatKstDateTime(entry.at)} · {ACTOR_LABELS[entry.actor]}
          </p>
          {entry.reason && (
            <p className="mt-1 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">사유: {entry.reason}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
