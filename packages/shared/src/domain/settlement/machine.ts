import { type Actor, checkMove, type TransitionEdge, type TransitionResult } from '../transition.ts';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, type SettlementStatus } from './states.ts';

export type SettlementTransition = TransitionEdge<SettlementStatus>;

/**
 * The settlement status machine of docs/product.md § Domain. A settlement is born `requested` when the vendor
 * gathers their completed bookings; from there only operators move it, because it moves money.
 */
export const SETTLEMENT_TRANSITIONS: readonly SettlementTransition[] = [
  {
    from: 'requested',
    to: 'approved',
    actors: ['admin'],
    comment: 'An operator has checked the bookings and amounts and agrees to pay.',
  },
  {
    from: 'approved',
    to: 'paid',
    actors: ['admin'],
    comment: 'The net amount has been transferred to the payout account snapshot.',
  },
  {
    from: 'requested',
    to: 'rejected',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'The claim is refused; the vendor sees why and its bookings become settleable again.',
  },
];

export interface SettlementTransitionRequest {
  from: SettlementStatus;
  to: SettlementStatus;
  actor: Actor;
  reason?: string | undefined;
}

export function canSettlementTransition(request: SettlementTransitionRequest): TransitionResult {
  return checkMove(SETTLEMENT_TRANSITIONS, SETTLEMENT_STATUS_LABELS, request);
}

/** The moves `actor` can make from `status`, for deciding which buttons the admin screen shows. */
export function availableSettlementTransitions(
  status: SettlementStatus,
  actor: Actor,
): readonly SettlementTransition[] {
  return SETTLEMENT_TRANSITIONS.filter((edge) => edge.from === status && edge.actors.includes(actor));
}

const TERMINAL = new Set<SettlementStatus>(
  SETTLEMENT_STATUSES.filter((status) => !SETTLEMENT_TRANSITIONS.some((edge) => edge.from === status)),
);

/** paid and rejected: nothing follows. */
export function isSettlementTerminal(status: SettlementStatus): boolean {
  return TERMINAL.has(status);
}
