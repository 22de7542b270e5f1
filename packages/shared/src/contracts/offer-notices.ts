import { formatWon } from '../format.ts';
import { withParticle } from '../korean.ts';
import type { DomainEventType } from './events.ts';
import { because, customerLink, event, type Notice, type NoticeContext, vendorLink } from './notice-words.ts';
import { QUOTE_DECLINE_REASONS } from './quotes.ts';

/** The events of quotes, counter-offers, reviews and 찜 (issue 31): their notices are written here. */
export type OfferEventType = Extract<
  DomainEventType,
  `quote.${string}` | `counter_offer.${string}` | `review.${string}` | `kept_truck.${string}`
>;

export const isOfferEvent = (type: DomainEventType): type is OfferEventType =>
  /^(quote|counter_offer|review|kept_truck)\./.test(type);

/** The notices of an offer's or a review's move (decisions 047, 088 and 089); `noticesFor` hands them here. */
export function offerNotices(type: OfferEventType, c: NoticeContext): Notice[] {
  switch (type) {
    case 'quote.sent':
    case 'quote.revised':
      return [
        {
          to: 'customer',
          title: type === 'quote.sent' ? '새 견적이 왔어요' : '견적이 바뀌었어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} ${event(c)}에 ${c.amount === undefined ? '' : `${formatWon(c.amount)} `}견적을 ${type === 'quote.sent' ? '보냈어요' : '고쳐 보냈어요'}. 받은 견적을 비교해 보세요.`,
          link: `${customerLink(c)}#quotes`,
        },
      ];
    case 'quote.withdrawn':
      return [
        {
          to: 'customer',
          title: '견적이 철회됐어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} ${event(c)} 견적을 거둬들였어요.${because(c.reason)}`,
          link: `${customerLink(c)}#quotes`,
        },
      ];
    case 'quote.declined':
      // A request that ended (cancelled, expired) told its trucks itself; the inbox, since it is no longer theirs.
      if (c.reason !== QUOTE_DECLINE_REASONS.otherChosen) return [];
      return [
        {
          to: 'vendor',
          title: '견적이 선택되지 않았어요',
          body: `${event(c)} 견적이 선택되지 않았어요. ${c.reason}`,
          link: '/foodtruck/bookings',
        },
      ];
    case 'quote.expired':
      return [
        {
          to: 'vendor',
          title: '견적 유효기간이 지났어요',
          body: `${event(c)} 견적은 고객이 고르기 전에 유효기간이 끝났어요.`,
          link: '/foodtruck/bookings',
        },
      ];
    case 'counter_offer.proposed':
      return [
        {
          to: 'customer',
          title: '사장님이 다른 조건을 제안했어요',
          body: `${withParticle(c.truckName ?? '푸드트럭', '이/가')} ${withParticle(event(c), '을/를')} 날짜·시간이나 메뉴를 바꿔${c.amount === undefined ? '' : ` ${formatWon(c.amount)}에`} 할 수 있다고 해요. 예약 화면에서 바로 수락하거나 거절할 수 있어요.`,
          link: `${customerLink(c)}#counter-offer`,
        },
      ];
    case 'counter_offer.declined':
      return [
        {
          to: 'vendor',
          title: '고객이 제안을 거절했어요',
          body: `${event(c)}: 고객은 처음 요청한 조건을 원해요. 그대로 수락하거나, 거절하거나, 다시 제안할 수 있어요.`,
          link: vendorLink(c),
        },
      ];
    case 'counter_offer.withdrawn':
      return [
        {
          to: 'customer',
          title: '사장님이 제안을 거둬들였어요',
          body: `${event(c)} 요청은 처음 조건 그대로 사장님의 답을 기다리고 있어요.`,
          link: customerLink(c),
        },
      ];
    case 'counter_offer.accepted':
    case 'counter_offer.expired':
      // Accepted: the booking's acceptance tells the truck. Expired: the request itself moved on, or its own
      // reminders and expiry speak for it.
      return [];
    case 'review.published': {
      // Each review, once open, is news for the side that did not write it (both sides' open together).
      const reader = c.senderSide === 'vendor' ? 'customer' : 'vendor';
      return [
        {
          to: reader,
          title: reader === 'customer' ? '사장님의 후기가 공개됐어요' : '고객의 후기가 공개됐어요',
          body: `${event(c)} 예약에 남긴 후기를 확인해 보세요.`,
          link: `${reader === 'customer' ? customerLink(c) : vendorLink(c)}#reviews`,
        },
      ];
    }
    case 'review.submitted':
    case 'review.hidden':
      // Written: double-blind, nobody else may know what it says yet. Hidden: an operator's call, told in the console.
      return [];
    case 'kept_truck.opened': {
      const [, month, day] = (c.date ?? '').split('-').map(Number);
      return [
        {
          to: 'customer',
          title: '찜한 푸드트럭의 일정이 비었어요',
          body: `${c.truckName ?? '찜한 푸드트럭'}의 ${month}월 ${day}일 일정이 비었어요. 지금 예약을 요청해 보세요.`,
          link: `/foodtrucks/${c.id}`,
        },
      ];
    }
    case 'quote.chosen':
      // The booking's acceptance (actor customer) tells the truck; one notice is enough.
      return [];
  }
}
