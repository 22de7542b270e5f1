import type { FoodTruckStatus } from '@ft/shared';

/** A truck's state as its owner reads it: under review, open for business, turned down, or stopped. */
export const TRUCK_STATUS_LABELS: Record<FoodTruckStatus, string> = {
  pending: '심사 중',
  approved: '영업 중',
  rejected: '반려',
  suspended: '정지',
};

const TONE: Record<FoodTruckStatus, string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  suspended: 'bg-gray-100 text-gray-700',
};

export function TruckStatusBadge({ status }: { status: FoodTruckStatus }) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold ${TONE[status]}`}
    >
      {TRUCK_STATUS_LABELS[status]}
    </span>
  );
}
