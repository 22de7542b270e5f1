/** What the error catalogue says of each code (catalog.ts and payment-errors.ts both use it). */

export type ErrorCategory =
  | 'network'
  | 'authentication'
  | 'authorization'
  | 'validation'
  | 'business'
  | 'server'
  | 'client'
  | 'rate_limit'
  | 'file'
  | 'unknown';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

/**
 * docs/product.md § States: RETRY is automatic with back-off, MANUAL_RETRY shows a retry button, REFRESH
 * reloads the page.
 */
export type RecoveryStrategy = 'RETRY' | 'MANUAL_RETRY' | 'REDIRECT' | 'REFRESH' | 'IGNORE' | 'NONE';

export interface ErrorDefinition {
  /** HTTP status the server answers with; 0 for codes only the client raises (no answer, render failure). */
  status: number;
  category: ErrorCategory;
  severity: ErrorSeverity;
  recovery: RecoveryStrategy;
  /** Whether sending the same request again may succeed. */
  retryable: boolean;
  /** Korean sentence for people; the spec's own wording wherever it gives one. */
  message: string;
}
