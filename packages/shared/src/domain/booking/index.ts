export * from './editing.ts';
export * from './machine.ts';
export * from './money.ts';
export * from './region.ts';
export * from './schedule.ts';
export * from './servings.ts';
export * from './sigungu.ts';
export * from './states.ts';
