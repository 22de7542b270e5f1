import {
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
  envelopeCodeToErrorCode,
  GENERAL_ERRORS,
  type RecoveryStrategy,
  statusToErrorCode,
} from '@ft/shared';
import { errorDefinition, isKnownErrorCode } from './catalog.ts';

/**
 * docs/product.md § Data normalized error (code, category, userMessage, message, stack) with the catalogue's
 * handling.
 */
export interface NormalizedError {
  code: ErrorCode;
  category: ErrorCategory;
  userMessage: string;
  message: string;
  stack?: string;
  status?: number;
  severity: ErrorSeverity;
  recovery: RecoveryStrategy;
  retryable: boolean;
}

function build(
  code: ErrorCode,
  message: string,
  extra: { userMessage?: string; stack?: string; status?: number },
) {
  const definition = errorDefinition(code) ?? GENERAL_ERRORS.UNKNOWN_ERROR;
  const normalized: NormalizedError = {
    code,
    category: definition.category,
    userMessage: extra.userMessage || definition.message,
    message,
    severity: definition.severity,
    recovery: definition.recovery,
    retryable: definition.retryable,
  };
  if (extra.stack) normalized.stack = extra.stack;
  if (extra.status !== undefined) normalized.status = extra.status;
  return normalized;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Turns any failure into one shape: an answer from our API (status + envelope code), a network refusal,
 * a timeout, being offline, or an error thrown while rendering.
 */
export function normalizeError(
  error: unknown,
  /** `render`: a whole screen failed to render; `part`: one part of a screen did (COMPONENT_ERROR). */
  opts: { render?: boolean; part?: boolean } = {},
): NormalizedError {
  const e = (error ?? {}) as {
    name?: string;
    message?: string;
    stack?: string;
    code?: unknown;
    status?: unknown;
  };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const stack = typeof e.stack === 'string' ? e.stack : undefined;

  if (typeof e.status === 'number' && e.status >= 100) {
    const status = e.status;
    const fromCode =
      typeof e.code === 'string' ? envelopeCodeToErrorCode(e.code, isKnownErrorCode) : 'UNKNOWN_ERROR';
    const code = fromCode === 'UNKNOWN_ERROR' ? statusToErrorCode(status) : fromCode;
    // The server's own sentence is the most specific thing to tell a person; category text otherwise.
    const userMessage = typeof e.code === 'string' && isKnownErrorCode(e.code) ? message : undefined;
    return build(code, message, {
      status,
      ...(userMessage ? { userMessage } : {}),
      ...(stack ? { stack } : {}),
    });
  }
  if (e.name === 'TimeoutError' || e.code === 'CONNECTION_TIMEOUT')
    return build('CONNECTION_TIMEOUT', message, { ...(stack ? { stack } : {}) });
  if (isOffline()) return build('NETWORK_UNREACHABLE', message, { ...(stack ? { stack } : {}) });
  if (
    typeof e.code === 'string' &&
    isKnownErrorCode(e.code) &&
    errorDefinition(e.code)?.category === 'network'
  ) {
    return build(e.code, message, { ...(stack ? { stack } : {}) });
  }
  if (e.name === 'TypeError' && /fetch|network|load failed/i.test(message)) {
    return build('CONNECTION_REFUSED', message, { ...(stack ? { stack } : {}) });
  }
  if (opts.part) return build('COMPONENT_ERROR', message, { ...(stack ? { stack } : {}) });
  if (opts.render) return build('RENDER_ERROR', message, { ...(stack ? { stack } : {}) });
  return build('UNKNOWN_ERROR', message, { ...(stack ? { stack } : {}) });
}
