import {
  APPLICATION_STATUS_LABELS,
  type ApplicationKind,
  type ApplicationStatus,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  FOOD_TRUCK_STATUS_LABELS,
  type FoodTruckStatus,
  SETTLEMENT_STATUS_LABELS,
  type SettlementStatus,
} from '@ft/shared';

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  new: '신규 입점',
  change: '정보 변경',
};

const STATUS_TONE: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-gray-100 text-gray-700',
};

const badge = 'inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-bold';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`${badge} ${STATUS_TONE[status]}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}

/** A new truck and a listed truck's changed business details read differently at a glance. */
export function ApplicationKindBadge({ kind }: { kind: ApplicationKind }) {
  return (
    <span
      className={`${badge} ${kind === 'new' ? 'bg-sky-50 text-sky-800' : 'bg-violet-50 text-violet-800'}`}
    >
      {APPLICATION_KIND_LABELS[kind]}
    </span>
  );
}

const BOOKING_TONE: Record<BookingStatus, string> = {
  requested: 'bg-amber-50 text-amber-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  completed: 'bg-sky-50 text-sky-800',
  rejected: 'bg-gray-100 text-gray-700',
  cancelled: 'bg-gray-100 text-gray-700',
  expired: 'bg-gray-100 text-gray-700',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${badge} ${BOOKING_TONE[status]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

const SETTLEMENT_TONE: Record<SettlementStatus, string> = {
  requested: 'bg-amber-50 text-amber-800',
  approved: 'bg-sky-50 text-sky-800',
  paid: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-gray-100 text-gray-700',
};

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  return <span className={`${badge} ${SETTLEMENT_TONE[status]}`}>{SETTLEMENT_STATUS_LABELS[status]}</span>;
}

const TRUCK_TONE: Record<FoodTruckStatus, string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-gray-100 text-gray-700',
  suspended: 'bg-red-50 text-red-800',
};

export function TruckStatusBadge({ status }: { status: FoodTruckStatus }) {
  return <span className={`${badge} ${TRUCK_TONE[status]}`}>{FOOD_TRUCK_STATUS_LABELS[status]}</span>;
}

/** Whether a catalogue entry is offered in public lists and new requests. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`${badge} ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-gray-100 text-gray-700'}`}>
      {active ? '사용 중' : '비활성'}
    </span>
  );
}
