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
