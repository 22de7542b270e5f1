export * from './booking/machine.ts';
export * from './booking/states.ts';
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
