import { BUSINESS_ERRORS } from './business-errors.ts';
import { GENERAL_ERRORS } from './general-errors.ts';
import { OFFER_ERRORS } from './offer-errors.ts';
import { PAYMENT_ERRORS } from './payment-errors.ts';

export type { ErrorCategory, ErrorDefinition, ErrorSeverity, RecoveryStrategy } from './definition.ts';

import type { ErrorDefinition } from './definition.ts';

/**
 * The one error catalogue (docs/product.md § API): the server throws these codes and answers with their
 * status and message; the client reads category, severity and recovery to decide what to show and whether to
 * retry.
 */
export const ERROR_CATALOG = {
  ...GENERAL_ERRORS,
  // ── Business, when the rules or the current state refuse a request ──
  ...BUSINESS_ERRORS,
  // ── Payments, 구매확정 and disputes; offers ──
  ...PAYMENT_ERRORS,
  ...OFFER_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOG, code);
}

/** Any code from the wire, known or not; an unknown one reads as UNKNOWN_ERROR. */
export function getErrorDefinition(code: string): ErrorDefinition {
  return isErrorCode(code) ? ERROR_CATALOG[code] : ERROR_CATALOG.UNKNOWN_ERROR;
}
