export * from './ledger.ts';
export * from './schedule.ts';
export * from './states.ts';
