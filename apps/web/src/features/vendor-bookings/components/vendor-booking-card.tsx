import { type BookingStatus, bookingView, groupDigits, type TruckBooking } from '@ft/shared';
import { Link } from 'react-router';
import { formatEventDate, formatPhone, formatReceivedAt, formatWon } from '../../../shell/format.ts';
import { menuSummary, offerSummary, placeSummary, showsContact } from '../format.ts';

const TONE: Record<BookingStatus, string> = {
  requested: 'bg-amber-50 text-amber-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-sky-50 text-sky-800',
  rejected: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-gray-100 text-gray-700',
  expired: 'bg-gray-100 text-gray-700',
};
const badge = 'inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-11 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 flex-1 truncate text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * One booking in the vendor's inbox: what, when, where, how many, which menus and how much; how to reach the
 * customer only once accepted; while it waits, the quote or proposal the truck sent. The event name is the link
 * and covers the card, so a tap anywhere opens it.
 */
export function VendorBookingCard({ booking, to }: { booking: TruckBooking; to: string }) {
  const contact = showsContact(booking);
  const offer = offerSummary(booking);
  const view = bookingView(booking, 'vendor', new Date());
  const amount = offer?.waiting
    ? { label: offer.amountLabel, value: offer.amount }
    : {
        label: booking.quotedAmount !== null ? '확정 금액' : '예상 금액',
        value: booking.quotedAmount ?? booking.estimate,
      };
  return (
    <article className="relative rounded-2xl border border-gray-200 p-4 focus-within:ring-2 focus-within:ring-brand-700 active:bg-gray-50">
      {/* Three badges and the time may not fit on a 360 px line: the row wraps. */}
      <div className="flex flex-wrap items-center gap-1.5">
        <span className={`${badge} ${TONE[booking.status]}`}>{view.statusLabel}</span>
        {view.requestKind && (
          <span
            className={`${badge} ${booking.isOpenRequest ? 'bg-violet-50 text-violet-800' : 'bg-brand-50 text-brand-800'}`}
          >
            {view.requestKind}
          </span>
        )}
        {offer && (
          <span
            className={`${badge} ${offer.waiting ? 'bg-sky-50 text-sky-800' : 'bg-gray-100 text-gray-700'}`}
          >
            {offer.label}
          </span>
        )}
        <span className="ml-auto shrink-0 text-xs text-gray-600">
          <span className="sr-only">접수 </span>
          <time dateTime={booking.createdAt}>{formatReceivedAt(booking.createdAt)}</time>
        </span>
      </div>
      <h3 className="mt-2 truncate text-lg font-bold">
        <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {booking.info.eventName}
        </Link>
      </h3>
      <p className="text-[15px] font-semibold text-gray-900">
        {formatEventDate(booking.info.eventDate)} {booking.info.startTime}~{booking.info.endTime}
      </p>
      <dl className="mt-2 space-y-0.5 text-sm">
        <Row label="장소">{placeSummary(booking.info.address)}</Row>
        <Row label="인원">
          {groupDigits(booking.info.guestCount)}명 · {booking.eventType.name}
        </Row>
        <Row label="메뉴">{menuSummary(booking.menus)}</Row>
        <Row label="연락처">
          {contact ? (
            // Above the card's link, so the number can be called from the list.
            <a
              href={`tel:${booking.contact.phone}`}
              className="relative z-10 font-semibold text-brand-700 underline underline-offset-2"
            >
              {booking.contact.name} {formatPhone(booking.contact.phone)}
            </a>
          ) : (
            <span className="text-gray-600">
              {booking.isOpenRequest ? '견적이 선택되면 보여요' : '수락하면 보여요'}
            </span>
          )}
        </Row>
      </dl>
      <p className="mt-3 flex items-baseline justify-between border-t border-gray-100 pt-3">
        <span className="text-sm text-gray-600">{amount.label}</span>
        <strong className="text-lg font-extrabold tabular-nums">{formatWon(amount.value)}</strong>
      </p>
      {offer?.outdated && (
        <p className="mt-1 text-sm font-semibold text-amber-800">
          보낸 뒤 고객이 요청을 바꿨어요. 열어서 다시 확인해주세요.
        </p>
      )}
    </article>
  );
}
