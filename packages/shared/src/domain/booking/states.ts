export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'rejected',
  'cancelled',
  'completed',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS = {
  requested: '요청',
  accepted: '확정',
  rejected: '거절',
  cancelled: '취소',
  completed: '완료',
  expired: '만료',
} as const satisfies Record<BookingStatus, string>;

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** The tabs of /bookings; 취소 gathers every way a booking ends without happening. */
export const BOOKING_TABS = [
  { key: 'all', label: '전체', statuses: [] },
  { key: 'requested', label: '요청', statuses: ['requested'] },
  { key: 'accepted', label: '확정', statuses: ['accepted'] },
  { key: 'completed', label: '완료', statuses: ['completed'] },
  { key: 'cancelled', label: '취소', statuses: ['cancelled', 'rejected', 'expired'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly BookingStatus[] }[];
export type BookingTabKey = (typeof BOOKING_TABS)[number]['key'];
