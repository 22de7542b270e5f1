export * from './catalog.ts';
export * from './general-errors.ts';
export * from './http.ts';
