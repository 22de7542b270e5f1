import { type BookingDetail, groupDigits } from '@ft/shared';
import { formatEventDate } from '../../../shell/format.ts';
import { type BookingDraft, type DraftRetry, type DraftTruck, emptyDraft } from './draft-store.ts';

/**
 * 다시 요청하기 and 열린 요청으로 넓히기 turn a booking into a new draft. Which bookings offer them is the shared view's
 * (`bookingView`'s `rerequest` and `widen`, packages/shared/src/domain/booking/booking-view.ts).
 */

/** Where the new request goes: the same truck (as it is listed now, with the dishes it still offers), or open. */
export type RerequestTarget =
  | { kind: 'truck'; truck: DraftTruck; dishIds: readonly number[] }
  | { kind: 'open' };

/**
 * A new draft holding the booking's content, addressed to `target`. It never points back at the old booking:
 * no Idempotency-Key (one is made when it is sent), no sent booking, no consent.
 *
 * - Same truck: the date is cleared (the truck said no to it, or it has passed) and may not be picked again
 *   for a rejection; the truck's dishes are kept while the truck still offers them.
 * - Open: the date is kept while it is still ahead. Dishes of a request priced from a truck's own menu are
 *   that truck's ids, not the catalogue's, so they are left out and named for choosing again; an open
 *   request's catalogue dishes carry over as they are.
 */
export function bookingToDraft(booking: BookingDetail, target: RerequestTarget, now: Date): BookingDraft {
  const { info } = booking;
  const dateStillAhead = Date.parse(booking.startsAt) > now.getTime();
  const keepDate = target.kind === 'open' && dateStillAhead;
  const lines = booking.menus.map((line) => ({ menuItemId: line.menuItemId, servings: line.servings }));

  let menus = lines;
  let rechoose: DraftRetry['rechoose'] = null;
  if (target.kind === 'truck') {
    const offered = new Set(target.dishIds);
    menus = lines.filter((line) => offered.has(line.menuItemId));
    const gone = booking.menus.filter((line) => !offered.has(line.menuItemId));
    if (gone.length > 0) {
      rechoose = { reason: 'unavailable', truckName: target.truck.name, lines: gone.map(nameAndServings) };
    }
  } else if (!booking.isOpenRequest) {
    menus = [];
    rechoose = {
      reason: 'catalogue',
      truckName: booking.truck?.name ?? null,
      lines: booking.menus.map(nameAndServings),
    };
  }

  return {
    ...emptyDraft(),
    truck: target.kind === 'truck' ? target.truck : null,
    eventTypeId: booking.eventType.id,
    info: {
      eventName: info.eventName,
      ...(keepDate ? { eventDate: info.eventDate } : {}),
      startTime: info.startTime,
      endTime: info.endTime,
      guestCount: info.guestCount,
      address: {
        postcode: info.address.postcode,
        roadAddress: info.address.roadAddress,
        detailAddress: info.address.detailAddress,
      },
      budget: info.budget,
    },
    menus,
    contact: { ...booking.contact },
    requests: booking.requests,
    retry: {
      bookingCode: booking.code,
      outcome:
        booking.status === 'requested'
          ? 'waiting'
          : (booking.status as Exclude<DraftRetry['outcome'], 'waiting'>),
      replacesBookingId: booking.status === 'requested' && target.kind === 'open' ? booking.id : null,
      clearedDate: keepDate ? null : info.eventDate,
      refusedDate: target.kind === 'truck' && booking.status === 'rejected' ? info.eventDate : null,
      rechoose,
    },
    savedAt: now.getTime(),
  };
}

const nameAndServings = (line: { name: string; servings: number }) => ({
  name: line.name,
  servings: line.servings,
});

/** "12월 3일" (another year's date keeps its year): the notes name a day without its weekday. */
const monthDay = (date: string) => formatEventDate(date).replace(/ \([^)]*\)$/, '');

/** The words under the date on the info step, for a draft whose earlier date was cleared. */
export function retryDateHint(retry: DraftRetry | null, truckId: number | null): string | undefined {
  if (!retry?.clearedDate) return undefined;
  if (retry.refusedDate && truckId !== null) {
    return `${monthDay(retry.refusedDate)}은 거절된 날짜예요. 다른 날짜를 골라주세요.`;
  }
  if (retry.outcome === 'completed')
    return `${monthDay(retry.clearedDate)} 예약과 같은 내용이에요. 새 날짜를 골라주세요.`;
  return `이전 요청의 날짜(${monthDay(retry.clearedDate)})가 지났어요. 새 날짜를 골라주세요.`;
}

/** What the info step says when the refused date is picked again for the same truck. */
export const REFUSED_DATE_MESSAGE = '사장님이 거절한 날짜예요. 다른 날짜를 골라주세요.';

/** "떡볶이 80인분, 어묵 50인분": the dishes to choose again, as the earlier request had them. */
export const linesText = (lines: { name: string; servings: number }[]) =>
  lines.map((line) => `${line.name} ${groupDigits(line.servings)}인분`).join(', ');
