import { UPLOAD_LIMITS } from '../constants.ts';

import type { ErrorDefinition } from './definition.ts';

const MEGABYTE = 1024 * 1024;
const FORMAT_LABELS: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};
const formats = (mimeTypes: readonly string[]) =>
  mimeTypes.map((type) => FORMAT_LABELS[type] ?? type).join(', ');

/**
 * The error catalogue's general codes (network, session, access, input, server, files, and the generic business
 * refusals): what a client raises itself or maps a bare HTTP status to. Spread into `ERROR_CATALOG`; the web
 * app's first load carries these alone (apps/web/src/lib/errors/catalog.ts).
 */
export const GENERAL_ERRORS = {
  // ── Network: raised by the client when no usable answer arrives (docs/product.md § Errors) ──
  NETWORK_ERROR: {
    status: 0,
    category: 'network',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '네트워크 연결을 확인해주세요.',
  },
  // 504 maps here (docs/product.md § Errors), so a gateway that gives up answers with this status.
  CONNECTION_TIMEOUT: {
    status: 504,
    category: 'network',
    severity: 'medium',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '요청 시간이 초과되었어요. 네트워크 연결을 확인해주세요.',
  },
  CONNECTION_REFUSED: {
    status: 0,
    category: 'network',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
  },
  NETWORK_UNREACHABLE: {
    status: 0,
    category: 'network',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '인터넷에 연결되어 있지 않아요. 연결 상태를 확인해주세요.',
  },
  NO_RESPONSE: {
    status: 0,
    category: 'network',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '서버로부터 응답을 받지 못했습니다',
  },

  // ── Authentication: medium, never retried as is; the token codes send people to log in (docs/product.md §
  // Errors) ──
  AUTH_ERROR: {
    status: 401,
    category: 'authentication',
    severity: 'medium',
    recovery: 'REDIRECT',
    retryable: false,
    message: '로그인이 필요합니다.',
  },
  AUTH_REQUIRED: {
    status: 401,
    category: 'authentication',
    severity: 'medium',
    recovery: 'REDIRECT',
    retryable: false,
    message: '로그인이 필요합니다.',
  },
  AUTH_TOKEN_INVALID: {
    status: 401,
    category: 'authentication',
    severity: 'medium',
    recovery: 'REDIRECT',
    retryable: false,
    message: '로그인 정보가 올바르지 않아요. 다시 로그인해주세요.',
  },
  AUTH_TOKEN_EXPIRED: {
    status: 401,
    category: 'authentication',
    severity: 'medium',
    recovery: 'REDIRECT',
    retryable: false,
    message: '로그인이 만료되었어요. 다시 로그인해주세요.',
  },
  // Same answer for an unknown email and a wrong password, so accounts cannot be probed.
  LOGIN_FAILED: {
    status: 401,
    category: 'authentication',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '아이디 또는 비밀번호를 확인해주세요.',
  },

  // ── Authorization: medium, nothing to recover (docs/product.md § Errors) ──
  PERMISSION_ERROR: {
    status: 403,
    category: 'authorization',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '접근 권한이 없어요.',
  },
  ACCESS_DENIED: {
    status: 403,
    category: 'authorization',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '접근 권한이 없어요.',
  },
  INSUFFICIENT_PERMISSIONS: {
    status: 403,
    category: 'authorization',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '이 작업을 할 권한이 없어요.',
  },
  ROLE_REQUIRED: {
    status: 403,
    category: 'authorization',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '이 기능을 이용할 수 있는 계정으로 로그인해주세요.',
  },

  // ── Validation: low, fixed by the person, not by retrying (docs/product.md § Validation, §8) ──
  VALIDATION_ERROR: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '입력 정보를 확인해주세요',
  },
  /** A request body over the 1 MB every JSON call accepts (uploads have their own limits). */
  PAYLOAD_TOO_LARGE: {
    status: 413,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '보내는 내용이 너무 커요. 글자 수를 줄여 다시 보내주세요.',
  },
  /** The same Idempotency-Key came back with a different request: the first one may already exist. */
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    category: 'validation',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '앞서 보낸 예약 요청과 내용이 달라요. 예약 내역을 확인한 뒤 다시 보내주세요.',
  },
  VALIDATION_FAILED: {
    status: 422,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '입력 정보를 확인해주세요',
  },
  INVALID_INPUT: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '잘못된 요청이에요. 입력 내용을 확인해주세요.',
  },
  REQUIRED_FIELD_MISSING: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '필수 항목을 입력해주세요.',
  },
  INVALID_FORMAT: {
    status: 400,
    category: 'validation',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: '입력 형식이 올바르지 않아요.',
  },

  // ── Business: the generic codes here; the rest, each rule's own, in business-errors.ts ──
  NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '요청하신 정보를 찾을 수 없어요.',
  },
  RESOURCE_NOT_FOUND: {
    status: 404,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '요청하신 정보를 찾을 수 없어요.',
  },
  CONFLICT: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '다른 곳에서 먼저 변경되었어요. 새로고침 후 다시 확인해주세요.',
  },
  RESOURCE_ALREADY_EXISTS: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '이미 존재하는 정보예요.',
  },
  BUSINESS_RULE_VIOLATION: {
    status: 422,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '요청을 처리할 수 없어요.',
  },
  // 409 rather than 403: the person may act on this resource, just not in its current state or at this time.
  OPERATION_NOT_ALLOWED: {
    status: 409,
    category: 'business',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '지금은 이 작업을 할 수 없어요.',
  },
  // ── Server: high, the same request may work a moment later (docs/product.md § Errors) ──
  INTERNAL_SERVER_ERROR: {
    status: 500,
    category: 'server',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '서버 오류가 발생했어요. 잠시 후 다시 시도해주세요.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    category: 'server',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '서비스를 일시적으로 이용할 수 없어요. 잠시 후 다시 시도해주세요.',
  },
  EXTERNAL_SERVICE_ERROR: {
    status: 502,
    category: 'server',
    severity: 'high',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '외부 서비스와 연결하지 못했어요. 잠시 후 다시 시도해주세요.',
  },
  // Critical so it pages an operator; the message never says "database" to people.
  DATABASE_ERROR: {
    status: 500,
    category: 'server',
    severity: 'critical',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '일시적인 서버 문제가 발생했어요. 잠시 후 다시 시도해주세요.',
  },
  // No SMTP_URL on this server: the screen names the support contact instead (docs/decisions/040).
  PASSWORD_RESET_UNAVAILABLE: {
    status: 503,
    category: 'server',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '지금은 비밀번호 찾기 메일을 보낼 수 없어요. 고객센터로 문의해주세요.',
  },
  // A configuration gap, not an outage: retrying cannot help, email login still works.
  KAKAO_NOT_CONFIGURED: {
    status: 503,
    category: 'server',
    severity: 'medium',
    recovery: 'NONE',
    retryable: false,
    message: '지금은 카카오 로그인을 이용할 수 없어요. 이메일로 로그인해주세요.',
  },

  // ── Client: raised in the browser; a reload is the way out (docs/product.md § Errors) ──
  CLIENT_ERROR: {
    status: 0,
    category: 'client',
    severity: 'medium',
    recovery: 'REFRESH',
    retryable: false,
    message: '요청 처리 중 오류가 발생했습니다',
  },
  RENDER_ERROR: {
    status: 0,
    category: 'client',
    severity: 'high',
    recovery: 'REFRESH',
    retryable: false,
    message: '화면을 표시하지 못했어요. 페이지를 새로고침해주세요.',
  },
  COMPONENT_ERROR: {
    status: 0,
    category: 'client',
    severity: 'high',
    recovery: 'REFRESH',
    retryable: false,
    message: '화면 일부를 불러오지 못했어요. 페이지를 새로고침해주세요.',
  },

  // ── Rate limit (docs/product.md § API: retried once after Retry-After) ──
  RATE_LIMIT_EXCEEDED: {
    status: 429,
    category: 'rate_limit',
    severity: 'medium',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
  },

  // Messages one person sends in a minute (MESSAGE_LIMITS), with Retry-After.
  MESSAGE_RATE_LIMITED: {
    status: 429,
    category: 'rate_limit',
    severity: 'low',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '메시지를 너무 빨리 보내고 있어요. 잠시 후 다시 보내주세요.',
  },

  // ── File (docs/product.md § Errors, docs/product.md § Domain Uploads) ──
  FILE_UPLOAD_FAILED: {
    status: 500,
    category: 'file',
    severity: 'medium',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '파일을 올리지 못했어요. 다시 시도해주세요.',
  },
  FILE_TOO_LARGE: {
    status: 413,
    category: 'file',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: `파일이 너무 커요. 이미지는 ${UPLOAD_LIMITS.imageMaxBytes / MEGABYTE}MB, 서류는 ${UPLOAD_LIMITS.documentMaxBytes / MEGABYTE}MB 이하로 올려주세요.`,
  },
  // 415, not 400: RFC 9110 §15.5.16 covers a format refused "as a result of inspecting the data directly",
  // which is exactly the magic-byte check; a 400 would read as a malformed request.
  INVALID_FILE_TYPE: {
    status: 415,
    category: 'file',
    severity: 'low',
    recovery: 'NONE',
    retryable: false,
    message: `지원하지 않는 파일 형식이에요. 이미지는 ${formats(UPLOAD_LIMITS.imageMimeTypes)}, 서류는 ${formats(UPLOAD_LIMITS.documentMimeTypes)} 파일만 올릴 수 있어요.`,
  },

  // ── Fallback for anything unrecognised (docs/product.md § Errors) ──
  UNKNOWN_ERROR: {
    status: 500,
    category: 'unknown',
    severity: 'medium',
    recovery: 'MANUAL_RETRY',
    retryable: true,
    message: '알 수 없는 오류가 발생했습니다',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type GeneralErrorCode = keyof typeof GENERAL_ERRORS;
