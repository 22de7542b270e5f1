import {
  type Booking,
  formatWon,
  groupDigits,
  isCommitted,
  type TruckBooking,
  type TruckOffer,
} from '@ft/shared';

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
export const showsContact = (booking: Pick<Booking, 'status'>) => isCommitted(booking.status);

/** "+50,000원" / "−30,000원" / "예상 금액과 같아요" against the estimate. */
export function differenceLabel(quoted: number, estimate: number): string {
  const diff = quoted - estimate;
  if (diff === 0) return '예상 금액과 같아요';
  return `예상 금액보다 ${formatWon(Math.abs(diff))} ${diff > 0 ? '많아요' : '적어요'}`;
}

/** How the inbox names the truck's own answer on a waiting request: its quote or its counter-proposal. */
const OFFER_LABELS = {
  quote: {
    sent: '견적 보냄',
    chosen: '견적 선택됨',
    declined: '견적 선택 안 됨',
    withdrawn: '견적 철회함',
    expired: '견적 기간 지남',
  },
  counter_offer: {
    proposed: '다른 조건 제안함',
    accepted: '제안 수락됨',
    declined: '제안 거절됨',
    withdrawn: '제안 철회함',
    expired: '제안 기간 지남',
  },
} as const;

export interface OfferSummary {
  label: string;
  /** What the card's total is called while the answer waits. */
  amountLabel: '보낸 견적' | '제안한 금액';
  /** Still before the customer: its amount is what the card's total shows. */
  waiting: boolean;
  /** The customer changed the request after it was sent. */
  outdated: boolean;
  amount: number;
}

/** The card's line for the truck's answer, while the request waits; null before it has answered. */
export function offerSummary(booking: Pick<TruckBooking, 'status' | 'truckOffer'>): OfferSummary | null {
  const offer: TruckOffer | null = booking.truckOffer;
  if (booking.status !== 'requested' || !offer) return null;
  const waiting = offer.status === 'sent' || offer.status === 'proposed';
  const label =
    offer.kind === 'quote' ? OFFER_LABELS.quote[offer.status] : OFFER_LABELS.counter_offer[offer.status];
  const amountLabel = offer.kind === 'quote' ? '보낸 견적' : '제안한 금액';
  return { label, amountLabel, waiting, outdated: waiting && offer.outdated, amount: offer.amount };
}
