import { type Booking, groupDigits } from '@ft/shared';

/** "떡볶이 150인분 · 순대 50인분", or the first two and "외 N개" when there are more. */
export function menuSummary(menus: Booking['menus']): string {
  const shown = menus
    .slice(0, 2)
    .map((line) => `${line.name} ${groupDigits(line.servings)}인분`)
    .join(' · ');
  return menus.length > 2 ? `${shown} 외 ${menus.length - 2}개` : shown;
}

/** "서울 마포구 · 월드컵로 212" is too long for a card: the road address and detail, as written. */
export const placeSummary = (address: Booking['info']['address']) =>
  address.detailAddress ? `${address.roadAddress}, ${address.detailAddress}` : address.roadAddress;

/**
 * Whether the card and the detail may show how to reach the customer: only once this vendor has accepted
 * (the server masks an open request's contact until then; a targeted one is kept back the same way).
 */
export const showsContact = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'accepted' || booking.status === 'completed';

/** "+50,000원" / "−30,000원" / "예상 금액과 같아요" against the estimate. */
export function differenceLabel(quoted: number, estimate: number): string {
  const diff = quoted - estimate;
  if (diff === 0) return '예상 금액과 같아요';
  return `예상 금액보다 ${groupDigits(Math.abs(diff))}원 ${diff > 0 ? '많아요' : '적어요'}`;
}
