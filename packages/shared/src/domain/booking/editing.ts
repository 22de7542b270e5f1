import type { BookingStatus } from './states.ts';

/** The parts of a request an edit sends (`PUT /bookings/:id`'s body keys; a test holds the contract to them). */
export const BOOKING_SECTIONS = ['eventTypeId', 'info', 'menus', 'contact', 'requests'] as const;
export type BookingSection = (typeof BOOKING_SECTIONS)[number];

/**
 * Which sections of a request the customer may change in each status (docs/product.md § Domain), and how the
 * edit screen says so. Before a vendor commits everything may change; once one has, only what does not change
 * the job (how to reach the customer, their requests). The server refuses the rest with the same words.
 */
export const BOOKING_EDIT_RULES = {
  requested: {
    sections: ['eventTypeId', 'info', 'menus', 'contact', 'requests'],
    notice: '사장님이 확정하기 전이라 모든 내용을 바꿀 수 있어요.',
  },
  accepted: {
    sections: ['contact', 'requests'],
    notice:
      '확정된 예약은 연락처와 요청사항만 바꿀 수 있어요. 일정이나 메뉴는 예약 상세의 메시지로 사장님과 이야기해주세요.',
  },
} as const satisfies Partial<Record<BookingStatus, { sections: readonly BookingSection[]; notice: string }>>;

export interface BookingEditRule {
  sections: readonly BookingSection[];
  notice: string;
}

/** What the customer may change in `status`, or null once the booking has ended one way or another. */
export function bookingEditRule(status: BookingStatus): BookingEditRule | null {
  return status === 'requested' || status === 'accepted' ? BOOKING_EDIT_RULES[status] : null;
}

export const canEditBooking = (status: BookingStatus): boolean => bookingEditRule(status) !== null;

/**
 * Why an edit of `sections` is refused in `status`, as a catalogue code, or null when it may go ahead:
 * BOOKING_NOT_EDITABLE once the booking has ended, BOOKING_EDIT_LIMITED for a section a confirmed booking
 * keeps.
 */
export function bookingEditRefusal(
  status: BookingStatus,
  sections: readonly BookingSection[],
): 'BOOKING_NOT_EDITABLE' | 'BOOKING_EDIT_LIMITED' | null {
  const rule = bookingEditRule(status);
  if (!rule) return 'BOOKING_NOT_EDITABLE';
  return sections.every((section) => rule.sections.includes(section)) ? null : 'BOOKING_EDIT_LIMITED';
}
