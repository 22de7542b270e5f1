export * from './booking/index.ts';
export * from './clock.ts';
export { canFoodTruckTransition, FOOD_TRUCK_STATUS_LABELS, FOOD_TRUCK_TRANSITIONS } from './food-truck.ts';
export * from './payment/index.ts';
export * from './pricing/index.ts';
export * from './quote/index.ts';
export * from './review/review.ts';
export * from './settlement/fees.ts';
export * from './settlement/machine.ts';
export * from './settlement/states.ts';
export {
  ACTORS,
  type Actor,
  type TransitionEdge,
  type TransitionRequirement,
  type TransitionResult,
} from './transition.ts';
