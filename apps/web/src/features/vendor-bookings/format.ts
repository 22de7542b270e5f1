import type { Booking } from '@ft/shared';

const SEOUL = 'Asia/Seoul';
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clock = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthDay = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL, month: 'long', day: 'numeric' });

/** When a request arrived, in Seoul: "오늘 14:30", "어제 09:05", else "11월 20일". */
export function formatReceived(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const day = dayKey.format(at);
  if (day === dayKey.format(now)) return `오늘 ${clock.format(at)}`;
  if (day === dayKey.format(new Date(now.getTime() - 86_400_000))) return `어제 ${clock.format(at)}`;
  return monthDay.format(at);
}

/** "떡볶이 150인분 · 순대 50인분", or the first two and "외 N개" when there are more. */
export function menuSummary(menus: Booking['menus']): string {
  const shown = menus
    .slice(0, 2)
    .map((line) => `${line.name} ${line.servings.toLocaleString('ko-KR')}인분`)
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

const grouping = new Intl.NumberFormat('ko-KR');

/** "+50,000원" / "−30,000원" / "예상 금액과 같아요" against the estimate. */
export function differenceLabel(quoted: number, estimate: number): string {
  const diff = quoted - estimate;
  if (diff === 0) return '예상 금액과 같아요';
  return `예상 금액보다 ${grouping.format(Math.abs(diff))}원 ${diff > 0 ? '많아요' : '적어요'}`;
}
