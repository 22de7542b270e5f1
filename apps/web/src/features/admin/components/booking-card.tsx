import { type AdminBooking, groupDigits } from '@ft/shared';
import { Link } from 'react-router';
import { formatEventDate, formatReceivedAt, formatWon } from '../../../shell/format.ts';
import { bookingAmount, isUnansweredOver24h } from '../booking-filters.ts';
import { BookingStatusBadge } from './badges.tsx';

/**
 * One booking in the operators' search: code and status, the event, when and where, who asked and which
 * truck, and the amount. The event's name is the link and covers the card.
 */
export function AdminBookingCard({ booking, to, now }: { booking: AdminBooking; to: string; now: Date }) {
  const amount = bookingAmount(booking);
  const overdue = isUnansweredOver24h(booking, now);
  return (
    <article className="relative rounded-2xl border border-gray-200 p-4 focus-within:ring-2 focus-within:ring-brand-700 hover:border-gray-300 active:bg-gray-50">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <BookingStatusBadge status={booking.status} />
        {overdue && (
          <span className="inline-flex h-6 items-center rounded-full bg-red-50 px-2.5 text-xs font-bold text-red-800">
            24시간+ 대기
          </span>
        )}
        <span className="font-mono text-sm text-gray-700">{booking.code}</span>
      </div>
      <h3 className="mt-2 truncate text-lg font-bold">
        <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {booking.eventName}
        </Link>
      </h3>
      <p className="text-[15px] text-gray-800">
        {formatEventDate(booking.eventDate)} {booking.startTime}~{booking.endTime}
      </p>
      <p className="truncate text-sm text-gray-600">
        {booking.area} · {groupDigits(booking.guestCount)}명
      </p>
      <dl className="mt-3 space-y-1 border-t border-gray-100 pt-3 text-sm">
        <div className="flex gap-3">
          <dt className="w-12 shrink-0 text-gray-600">고객</dt>
          <dd className="min-w-0 truncate">
            {booking.customer.nickname}
            {booking.customer.contactName !== booking.customer.nickname && (
              <span className="text-gray-600"> (담당 {booking.customer.contactName})</span>
            )}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="w-12 shrink-0 text-gray-600">트럭</dt>
          <dd className="min-w-0 truncate">{booking.truck?.name ?? '열린 요청 (아직 트럭 없음)'}</dd>
        </div>
        <div className="flex gap-3">
          <dt className="w-12 shrink-0 text-gray-600">금액</dt>
          <dd className="min-w-0">
            <span className="font-bold">{formatWon(amount.amount)}</span>
            <span className="text-gray-600"> · {amount.label}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-600">
        요청 <time dateTime={booking.createdAt}>{formatReceivedAt(booking.createdAt, now)}</time>
      </p>
    </article>
  );
}
