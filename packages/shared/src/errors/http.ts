import { TOAST_DEFAULT_DURATION_MS, type ToastType } from '../constants.ts';
import type { ErrorCategory, ErrorCode, ErrorSeverity } from './catalog.ts';
import { GENERAL_ERRORS, type GeneralErrorCode } from './general-errors.ts';

/** docs/product.md § Errors "HTTP status to code", first reading. */
export const HTTP_STATUS_ERROR_CODES = {
  400: 'INVALID_INPUT',
  401: 'AUTH_REQUIRED',
  403: 'ACCESS_DENIED',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_ALREADY_EXISTS',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMIT_EXCEEDED',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'CONNECTION_TIMEOUT',
} as const satisfies Record<number, ErrorCode>;

/**
 * docs/product.md § Errors "HTTP status to user message"; statuses not listed get statusToUserMessage's
 * fallback.
 */
export const HTTP_STATUS_USER_MESSAGES: Readonly<Record<number, string>> = {
  400: GENERAL_ERRORS.INVALID_INPUT.message,
  401: '로그인이 필요해요. 다시 로그인해주세요.',
  403: '권한이 없어요.',
  404: GENERAL_ERRORS.RESOURCE_NOT_FOUND.message,
  409: GENERAL_ERRORS.RESOURCE_ALREADY_EXISTS.message,
  422: '입력값이 올바르지 않아요.',
  429: GENERAL_ERRORS.RATE_LIMIT_EXCEEDED.message,
  500: GENERAL_ERRORS.INTERNAL_SERVER_ERROR.message,
  502: GENERAL_ERRORS.SERVICE_UNAVAILABLE.message,
  503: GENERAL_ERRORS.SERVICE_UNAVAILABLE.message,
  504: GENERAL_ERRORS.SERVICE_UNAVAILABLE.message,
};

/** docs/product.md § Errors fixed messages for failures that have no HTTP status. */
export const NETWORK_MESSAGES = {
  connectionRefused: GENERAL_ERRORS.CONNECTION_REFUSED.message,
  timeout: GENERAL_ERRORS.CONNECTION_TIMEOUT.message,
  noResponse: GENERAL_ERRORS.NO_RESPONSE.message,
  requestFailed: GENERAL_ERRORS.CLIENT_ERROR.message,
  unknown: GENERAL_ERRORS.UNKNOWN_ERROR.message,
} as const;

/** docs/product.md § Errors fixed messages of log-in and the session, word for word. */
export const AUTH_MESSAGES = {
  /** Log-in refused for anything but the credentials: the server failed, or no answer came. */
  loginFailed: '로그인에 실패했습니다.',
  loginProcessing: '로그인 처리 중 오류가 발생했습니다.',
  /** Renewing the session failed for another reason than having none to renew. */
  tokenRefreshFailed: '토큰 갱신 중 오류가 발생했습니다.',
} as const;

/**
 * docs/product.md § Errors: why 카카오로 시작하기 could not get its log-in URL (`GET /api/auth/kakao/login`). The
 * spec gives the last sentence and names the other cases; their words follow its tone.
 */
export const SOCIAL_LOGIN_MESSAGES = {
  /** The call went out and nothing came back: no answer within the time, or one cut off on the way. */
  noResponse: '서버로부터 카카오 로그인 응답을 받지 못했습니다. 잠시 후 다시 시도해주세요.',
  /** An answer with nothing in it. */
  emptyResponse: '카카오 로그인 응답이 비어 있습니다. 잠시 후 다시 시도해주세요.',
  /** An answer, but no login URL in any of the places the spec names. */
  urlMissing: '카카오 로그인 URL을 받지 못했습니다. 잠시 후 다시 시도해주세요.',
  /** The call could not leave: the browser is offline. */
  serverUnreachable: '로그인 서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
  /** Something in front of our API answered for it (502, 503, 504): the API itself is away. */
  backendUnreachable: '로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  /** Our API answered with a failure. */
  urlCreationFailed: '카카오 로그인 URL 생성에 실패했습니다.',
} as const;
export type SocialLoginFailure = keyof typeof SOCIAL_LOGIN_MESSAGES;

/** docs/product.md § Errors "User messages by category": what to say when only the category is known. */
export const CATEGORY_USER_MESSAGES = {
  network: GENERAL_ERRORS.NETWORK_ERROR.message,
  authentication: '로그인이 필요해요. 다시 로그인해주세요.',
  authorization: GENERAL_ERRORS.ACCESS_DENIED.message,
  validation: GENERAL_ERRORS.VALIDATION_FAILED.message,
  business: GENERAL_ERRORS.BUSINESS_RULE_VIOLATION.message,
  server: '일시적인 서버 문제가 발생했어요. 잠시 후 다시 시도해주세요.',
  client: '페이지를 새로고침해주세요.',
  rate_limit: GENERAL_ERRORS.RATE_LIMIT_EXCEEDED.message,
  file: '파일 처리 중 오류가 발생했습니다',
  unknown: GENERAL_ERRORS.UNKNOWN_ERROR.message,
} as const satisfies Record<ErrorCategory, string>;

export interface SeverityToast {
  type: ToastType;
  /** null: the toast stays until dismissed (it carries a retry or contact-support action). */
  durationMs: number | null;
}

/**
 * docs/product.md § Errors "Toast by severity": how a failure's toast looks and how long it stays. Its title is
 * not the severity's word (알림, 경고, 오류) but what did not happen, given by the caller (docs/decisions/016).
 */
export const SEVERITY_TOAST = {
  low: { type: 'info', durationMs: TOAST_DEFAULT_DURATION_MS },
  medium: { type: 'warning', durationMs: 7000 },
  high: { type: 'error', durationMs: null },
  critical: { type: 'error', durationMs: null },
} as const satisfies Record<ErrorSeverity, SeverityToast>;

/**
 * docs/product.md § Errors envelope codes, the generic codes the server answers with (docs/product.md § API).
 */
export const ENVELOPE_CODES = [
  'VALIDATION_ERROR',
  'AUTH_ERROR',
  'PERMISSION_ERROR',
  'NOT_FOUND',
  'CONFLICT',
] as const;
export type EnvelopeCode = (typeof ENVELOPE_CODES)[number];

export const ENVELOPE_CODE_TO_ERROR_CODE = {
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  AUTH_ERROR: 'AUTH_REQUIRED',
  PERMISSION_ERROR: 'ACCESS_DENIED',
  NOT_FOUND: 'RESOURCE_NOT_FOUND',
  CONFLICT: 'RESOURCE_ALREADY_EXISTS',
} as const satisfies Record<EnvelopeCode, ErrorCode>;

/**
 * The code the server answers a bare HTTP failure with (bad JSON, a wrong content type, a body too large, an
 * unknown route): an envelope code where there is one, so a client maps it through ENVELOPE_CODE_TO_ERROR_CODE
 * to the same catalogue code HTTP_STATUS_ERROR_CODES gives its status (400 aside, where the spec's two tables
 * differ: the envelope's VALIDATION_FAILED wins, as a client reads the envelope first).
 */
export const SERVER_CODE_BY_STATUS = {
  400: 'VALIDATION_ERROR',
  401: 'AUTH_ERROR',
  403: 'PERMISSION_ERROR',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMIT_EXCEEDED',
} as const satisfies Record<number, ErrorCode>;

const lookup = <V>(table: Readonly<Record<number, V>>, key: number): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A status with no HTTP answer behind it (0: the request never got one) is a network failure; the spec's
 * "any other status" rules are about real HTTP statuses.
 */
const isNoAnswer = (status: number) => !Number.isFinite(status) || status < 100;

/**
 * docs/product.md § Errors gives two readings; the first table wins, the second (≥ 500 server, else client)
 * covers the statuses it does not list.
 */
export function statusToErrorCode(status: number): ErrorCode {
  if (isNoAnswer(status)) return 'NETWORK_ERROR';
  return (
    lookup<ErrorCode>(HTTP_STATUS_ERROR_CODES, status) ??
    (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'CLIENT_ERROR')
  );
}

export function statusToUserMessage(status: number): string {
  return lookup(HTTP_STATUS_USER_MESSAGES, status) ?? `오류가 발생했습니다 (${status})`;
}

/** docs/product.md § Errors: the code the error page shows for a status. */
export function errorPageCode(status: number): GeneralErrorCode {
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  switch (status) {
    case 401:
      return 'AUTH_REQUIRED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'RESOURCE_NOT_FOUND';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMIT_EXCEEDED';
    default:
      return 'UNKNOWN_ERROR';
  }
}

/**
 * docs/product.md § Errors envelope mapping: the five generic codes become the client's codes, a catalogue
 * code stays as it is (so BOOKING_OVERLAP keeps its own message), anything else is UNKNOWN_ERROR. `isKnown`
 * says which codes the caller's catalogue holds (`isErrorCode`; the web app's first load holds fewer).
 */
export function envelopeCodeToErrorCode(
  code: string,
  isKnown: (code: string) => code is ErrorCode,
): ErrorCode {
  if (Object.hasOwn(ENVELOPE_CODE_TO_ERROR_CODE, code))
    return ENVELOPE_CODE_TO_ERROR_CODE[code as EnvelopeCode];
  return isKnown(code) ? code : 'UNKNOWN_ERROR';
}

/**
 * docs/product.md § Errors "Classification by status", for answers without a code; when a code is known its
 * catalogue category is the better guide.
 */
export function classifyStatus(status: number): ErrorCategory {
  if (isNoAnswer(status)) return 'network';
  if (status === 401) return 'authentication';
  if (status === 403) return 'authorization';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  return 'unknown';
}

/** docs/product.md § Validation. */
export function validationMessage(field?: string | null): string {
  const name = field?.trim();
  return name ? `${name} 필드를 확인해주세요` : GENERAL_ERRORS.VALIDATION_FAILED.message;
}

/** docs/product.md § Validation. */
export function fileErrorMessage(fileName?: string | null): string {
  const name = fileName?.trim();
  return name ? `${name} 파일 처리 중 오류가 발생했습니다` : CATEGORY_USER_MESSAGES.file;
}
