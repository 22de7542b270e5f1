import {
  type BookingContactInput,
  type BookingDetail,
  type BookingMenuLineInput,
  type BookingSection,
  type BookingUpdateBody,
  bookingContactSchema,
  bookingInfoSchema,
  bookingMenusSchema,
  bookingRequestsSchema,
} from '@ft/shared';
import type { z } from 'zod';
import type { DraftInfo } from './draft/draft-store.ts';

/** What the edit screen holds: every section as typed, whether or not it may be sent. */
export interface BookingEditValues {
  eventTypeId: number;
  info: DraftInfo;
  menus: BookingMenuLineInput[];
  contact: Partial<BookingContactInput>;
  requests: string;
}

export type BookingEditCheck =
  | {
      ok: true;
      /** Only the sections that differ from the booking, ready for PUT /bookings/{id}. */
      body: BookingUpdateBody;
      changed: BookingSection[];
    }
  | { ok: false; invalid: BookingSection[] };

/** The values the screen starts from: the booking as the server answered with it. */
export const editValuesOf = (booking: BookingDetail): BookingEditValues => ({
  eventTypeId: booking.eventType.id,
  info: booking.info,
  menus: booking.menus.map(({ menuItemId, servings }) => ({ menuItemId, servings })),
  contact: booking.contact,
  requests: booking.requests,
});

/** Key order and absent keys do not make two values different. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const byItem = (lines: readonly BookingMenuLineInput[]) =>
  [...lines]
    .map(({ menuItemId, servings }) => ({ menuItemId, servings }))
    .sort((a, b) => a.menuItemId - b.menuItemId);

/**
 * A section as it would be sent, or `invalid` when the schema refuses it. `before` is compared in the same
 * form: as the schema reads it when it can (phone dashes, trimmed text), else as stored.
 */
function compare<S extends z.ZodType>(
  schema: S,
  now: unknown,
  before: unknown,
): { invalid: true } | { invalid: false; value: z.output<S>; changed: boolean } {
  const parsed = schema.safeParse(now);
  if (!parsed.success) return { invalid: true };
  const original = schema.safeParse(before);
  return {
    invalid: false,
    value: parsed.data,
    changed: !same(parsed.data, original.success ? original.data : before),
  };
}

/**
 * Which of the sections the customer may change now (`sections`, from BOOKING_EDIT_RULES) differ from the
 * booking, and the one PUT body that saves them all; or which of them cannot be sent as they are.
 */
export function checkBookingEdit(
  booking: BookingDetail,
  values: BookingEditValues,
  sections: readonly BookingSection[],
): BookingEditCheck {
  const body: BookingUpdateBody = {};
  const changed: BookingSection[] = [];
  const invalid: BookingSection[] = [];
  const take = <K extends BookingSection>(
    section: K,
    result: { invalid: true } | { invalid: false; value: unknown; changed: boolean },
  ) => {
    if (result.invalid) invalid.push(section);
    else if (result.changed) {
      changed.push(section);
      (body as Record<string, unknown>)[section] = result.value;
    }
  };
  for (const section of sections) {
    switch (section) {
      case 'eventTypeId':
        take(section, {
          invalid: false,
          value: values.eventTypeId,
          changed: values.eventTypeId !== booking.eventType.id,
        });
        break;
      case 'info':
        // Untouched, it is not checked again: a rule that depends on today must not block saving the rest.
        if (values.info !== booking.info)
          take(section, compare(bookingInfoSchema, values.info, booking.info));
        break;
      case 'menus':
        take(section, compare(bookingMenusSchema, byItem(values.menus), byItem(booking.menus)));
        break;
      case 'contact':
        take(section, compare(bookingContactSchema, values.contact, booking.contact));
        break;
      case 'requests':
        take(section, compare(bookingRequestsSchema, values.requests, booking.requests));
        break;
    }
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, body, changed };
}

/** The sections' names as the edit screen titles them, for "행사 정보와 연락처를 바꿨어요". */
export const SECTION_NAMES: Record<BookingSection, string> = {
  eventTypeId: '행사 종류',
  info: '행사 정보',
  menus: '메뉴',
  contact: '연락처',
  requests: '요청사항',
};
