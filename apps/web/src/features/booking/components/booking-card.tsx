import { type Booking, bookingView } from '@ft/shared';
import { Link } from 'react-router';
import { formatEventDate, formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import { StatusBadge } from './status-badge.tsx';

/** One booking in the history: what, when, with whom, how much. */
export function BookingCard({ booking }: { booking: Booking }) {
  const amount = booking.quotedAmount ?? booking.estimate;
  return (
    <Link
      to={paths.booking(booking.id)}
      className="block rounded-2xl border border-gray-200 p-4 active:bg-gray-50"
    >
      <div className="flex items-center justify-between gap-2">
        <StatusBadge status={booking.status} />
        <span className="text-xs text-gray-600 tabular-nums">{booking.code}</span>
      </div>
      <h3 className="mt-2 truncate text-base font-bold">{booking.info.eventName}</h3>
      <p className="mt-0.5 truncate text-sm text-gray-700">
        {booking.truck ? booking.truck.name : bookingView(booking, 'customer', new Date()).openRequestLine}
      </p>
      <div className="mt-2 flex items-end justify-between gap-3 text-sm">
        <span className="text-gray-700">
          {formatEventDate(booking.info.eventDate)} {booking.info.startTime}~{booking.info.endTime}
        </span>
        <span className="shrink-0">
          <span className="text-gray-600">{booking.quotedAmount !== null ? '확정 ' : '예상 '}</span>
          <strong className="font-bold">{formatWon(amount)}</strong>
        </span>
      </div>
    </Link>
  );
}
