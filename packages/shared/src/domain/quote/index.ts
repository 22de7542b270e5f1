export * from './counter-offer.ts';
export * from './quote.ts';
