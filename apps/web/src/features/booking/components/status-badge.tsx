import { BOOKING_STATUS_LABELS, type BookingStatus } from '@ft/shared';

const TONE: Record<BookingStatus, string> = {
  requested: 'bg-amber-50 text-amber-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-sky-50 text-sky-800',
  rejected: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-gray-100 text-gray-700',
  expired: 'bg-gray-100 text-gray-700',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-bold ${TONE[status]}`}>
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
