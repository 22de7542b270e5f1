export * from './catalog.ts';
export * from './http.ts';
