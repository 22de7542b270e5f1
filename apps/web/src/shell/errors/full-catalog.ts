// The whole error catalogue, in a chunk of its own: lib/errors/catalog.ts loads it when a code needs it.
export { ERROR_CATALOG } from '@ft/shared';
