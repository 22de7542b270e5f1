import { type Actor, checkMove, type TransitionEdge, type TransitionResult } from '../transition.ts';

/**
 * A vendor asked for a date, time or menu they cannot do may propose another with its price instead of
 * refusing; the customer takes it or leaves it in one tap (issue 31).
 */
export const COUNTER_OFFER_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type CounterOfferStatus = (typeof COUNTER_OFFER_STATUSES)[number];

export const COUNTER_OFFER_STATUS_LABELS = {
  proposed: '다른 조건 제안',
  accepted: '제안 수락',
  declined: '제안 거절',
  withdrawn: '제안 철회',
  expired: '제안 만료',
} as const satisfies Record<CounterOfferStatus, string>;

export type CounterOfferTransition = TransitionEdge<CounterOfferStatus>;

export const COUNTER_OFFER_TRANSITIONS: readonly CounterOfferTransition[] = [
  {
    from: 'proposed',
    to: 'accepted',
    actors: ['customer'],
    comment: 'The customer takes the other date, time or menu: the booking is accepted on those terms.',
  },
  {
    from: 'proposed',
    to: 'declined',
    actors: ['customer'],
    comment:
      'The customer keeps their own terms: the request waits for the truck again, which may accept, refuse or propose anew.',
  },
  {
    from: 'proposed',
    to: 'withdrawn',
    actors: ['vendor'],
    comment: 'The vendor takes the proposal back before the customer answered.',
  },
  {
    from: 'proposed',
    to: 'expired',
    actors: ['system'],
    comment:
      'Nobody answered before the proposal lapsed, or the request ended (accepted, refused, cancelled, expired) first.',
  },
];

export function canCounterOfferTransition(request: {
  from: CounterOfferStatus;
  to: CounterOfferStatus;
  actor: Actor;
}): TransitionResult {
  return checkMove(COUNTER_OFFER_TRANSITIONS, COUNTER_OFFER_STATUS_LABELS, request);
}
