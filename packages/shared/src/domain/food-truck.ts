import type { FoodTruckStatus } from '../enums.ts';
import { type Actor, checkMove, type TransitionEdge, type TransitionResult } from './transition.ts';

/** A truck's state as operators and its owner speak of it. */
export const FOOD_TRUCK_STATUS_LABELS = {
  pending: '심사 중',
  approved: '영업 중',
  rejected: '반려',
  suspended: '정지',
} as const satisfies Record<FoodTruckStatus, string>;

/** How a truck's status moves: its application decided, sent again, and an operator's suspension. */
export const FOOD_TRUCK_TRANSITIONS: readonly TransitionEdge<FoodTruckStatus>[] = [
  {
    from: 'pending',
    to: 'approved',
    actors: ['admin'],
    comment: 'Its first application is approved: listed.',
  },
  {
    from: 'pending',
    to: 'rejected',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'Its first application is turned down; the owner reads why on /register.',
  },
  { from: 'rejected', to: 'pending', actors: ['vendor'], comment: 'Its owner sends the application again.' },
  {
    from: 'approved',
    to: 'suspended',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'An operator takes a listed truck off the list; it takes no new work.',
  },
  {
    from: 'suspended',
    to: 'approved',
    actors: ['admin'],
    requires: ['reason'],
    comment: 'An operator lists a suspended truck again.',
  },
];

export function canFoodTruckTransition(request: {
  from: FoodTruckStatus;
  to: FoodTruckStatus;
  actor: Actor;
  reason?: string | undefined;
}): TransitionResult {
  return checkMove(FOOD_TRUCK_TRANSITIONS, FOOD_TRUCK_STATUS_LABELS, request);
}
