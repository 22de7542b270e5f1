export * from './headcount.ts';
export * from './support-estimate.ts';
