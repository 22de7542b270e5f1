import { type ErrorCode, type ErrorDefinition, GENERAL_ERRORS } from '@ft/shared';

/**
 * The error catalogue as this page knows it. The first load carries the general codes alone (what the client
 * raises itself or maps a status to); the rest, each business rule's own code, comes with the first answer
 * that names one: the API client awaits `loadErrorCatalog` before it reports such a refusal, and the page
 * before it hydrates one the server rendered (docs/decisions/049).
 */
let catalog: Readonly<Record<string, ErrorDefinition>> = GENERAL_ERRORS;
let loading: Promise<void> | null = null;

/** Once; a load that failed (offline) is tried again by the next code that needs it. */
export function loadErrorCatalog(): Promise<void> {
  loading ??= import('./full-catalog.ts').then(
    ({ ERROR_CATALOG }) => {
      catalog = ERROR_CATALOG;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const isKnownErrorCode = (code: string): code is ErrorCode => Object.hasOwn(catalog, code);

/** A code's handling and message; undefined for a code this page does not know (yet). */
export const errorDefinition = (code: string): ErrorDefinition | undefined =>
  isKnownErrorCode(code) ? catalog[code] : undefined;

/** Whether reading `code` needs the rest of the catalogue first. */
export const needsFullCatalog = (code: unknown): boolean =>
  typeof code === 'string' && code !== '' && !isKnownErrorCode(code);
