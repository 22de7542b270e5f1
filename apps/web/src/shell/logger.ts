import { ERROR_HISTORY_LIMIT, redactSecrets } from '@ft/shared';
import type { NormalizedError } from './errors/normalize.ts';

/**
 * The last errors this tab saw (docs/product.md § Limits keeps 100), for the report dialog and for debugging.
 */
const history: { at: number; code: string; message: string }[] = [];

export const errorHistory = () => history.slice();

/**
 * Console output with secrets masked (docs/product.md § Validation): tokens and passwords never reach a log,
 * even locally.
 */
export const logger = {
  error(message: string, details?: unknown) {
    console.error(message, details === undefined ? '' : redactSecrets(details));
  },
  warn(message: string, details?: unknown) {
    console.warn(message, details === undefined ? '' : redactSecrets(details));
  },
  recordError(error: NormalizedError) {
    history.push({ at: Date.now(), code: error.code, message: error.message });
    if (history.length > ERROR_HISTORY_LIMIT) history.splice(0, history.length - ERROR_HISTORY_LIMIT);
  },
};
