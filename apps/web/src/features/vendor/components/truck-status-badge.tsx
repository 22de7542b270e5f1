import { FOOD_TRUCK_STATUS_LABELS, type FoodTruckStatus } from '@ft/shared';

const TONE: Record<FoodTruckStatus, string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  suspended: 'bg-gray-100 text-gray-700',
};

/** A truck's state as its owner reads it: under review, open for business, turned down, or stopped. */
export function TruckStatusBadge({ status }: { status: FoodTruckStatus }) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold ${TONE[status]}`}
    >
      {FOOD_TRUCK_STATUS_LABELS[status]}
    </span>
  );
}
