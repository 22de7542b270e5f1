import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOG,
  ERROR_CODES,
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
  getErrorDefinition,
  isErrorCode,
  type RecoveryStrategy,
} from './catalog.ts';

const HANGUL = /[가-힣]/;

describe('ERROR_CATALOG', () => {
  it.each(ERROR_CODES)('%s is complete and speaks Korean', (code) => {
    const definition = ERROR_CATALOG[code];
    expect(definition.status === 0 || (definition.status >= 400 && definition.status <= 599)).toBe(true);
    expect(definition.message).toMatch(HANGUL);
    expect(definition.message).not.toMatch(/undefined|NaN/);
  });

  it('offers a retry button only where retrying can help', () => {
    for (const code of ERROR_CODES) {
      const { recovery, retryable } = getErrorDefinition(code);
      if (recovery === 'MANUAL_RETRY' || recovery === 'RETRY') expect(retryable, code).toBe(true);
    }
  });

  it('redirects only for authentication codes', () => {
    for (const code of ERROR_CODES) {
      if (ERROR_CATALOG[code].recovery === 'REDIRECT')
        expect(ERROR_CATALOG[code].category, code).toBe('authentication');
    }
  });

  // docs/product.md § Errors "Codes with category, severity, recovery", row by row; undefined = the spec
  // leaves it open.
  const spec: [
    ErrorCode,
    ErrorCategory,
    ErrorSeverity | undefined,
    RecoveryStrategy | undefined,
    boolean | undefined,
  ][] = [
    ['NETWORK_ERROR', 'network', 'high', 'MANUAL_RETRY', true],
    ['CONNECTION_TIMEOUT', 'network', 'medium', 'MANUAL_RETRY', true],
    ['CONNECTION_REFUSED', 'network', 'high', 'MANUAL_RETRY', true],
    ['NETWORK_UNREACHABLE', 'network', 'high', 'MANUAL_RETRY', true],
    ['NO_RESPONSE', 'network', undefined, undefined, undefined],
    ['AUTH_TOKEN_INVALID', 'authentication', 'medium', 'REDIRECT', false],
    ['AUTH_TOKEN_EXPIRED', 'authentication', 'medium', 'REDIRECT', false],
    ['AUTH_REQUIRED', 'authentication', 'medium', 'REDIRECT', false],
    ['LOGIN_FAILED', 'authentication', 'medium', 'NONE', false],
    ['ACCESS_DENIED', 'authorization', 'medium', 'NONE', undefined],
    ['INSUFFICIENT_PERMISSIONS', 'authorization', 'medium', 'NONE', undefined],
    ['ROLE_REQUIRED', 'authorization', 'medium', 'NONE', undefined],
    ['VALIDATION_FAILED', 'validation', 'low', 'NONE', undefined],
    ['INVALID_INPUT', 'validation', 'low', 'NONE', undefined],
    ['REQUIRED_FIELD_MISSING', 'validation', 'low', 'NONE', undefined],
    ['INVALID_FORMAT', 'validation', 'low', 'NONE', undefined],
    ['RESOURCE_NOT_FOUND', 'business', undefined, 'REFRESH', undefined],
    ['RESOURCE_ALREADY_EXISTS', 'business', undefined, undefined, undefined],
    ['BUSINESS_RULE_VIOLATION', 'business', undefined, undefined, undefined],
    ['OPERATION_NOT_ALLOWED', 'business', undefined, undefined, undefined],
    ['INTERNAL_SERVER_ERROR', 'server', 'high', 'MANUAL_RETRY', true],
    ['SERVICE_UNAVAILABLE', 'server', 'high', 'MANUAL_RETRY', true],
    ['EXTERNAL_SERVICE_ERROR', 'server', 'high', 'MANUAL_RETRY', true],
    ['DATABASE_ERROR', 'server', 'critical', 'MANUAL_RETRY', true],
    ['CLIENT_ERROR', 'client', undefined, 'REFRESH', undefined],
    ['RENDER_ERROR', 'client', undefined, 'REFRESH', undefined],
    ['COMPONENT_ERROR', 'client', undefined, 'REFRESH', undefined],
    ['RATE_LIMIT_EXCEEDED', 'rate_limit', 'medium', 'MANUAL_RETRY', true],
    ['FILE_UPLOAD_FAILED', 'file', undefined, undefined, true],
    ['FILE_TOO_LARGE', 'file', undefined, undefined, false],
    ['INVALID_FILE_TYPE', 'file', undefined, undefined, false],
    ['UNKNOWN_ERROR', 'unknown', 'medium', 'MANUAL_RETRY', undefined],
  ];
  it.each(spec)('%s follows docs/product.md § Errors', (code, category, severity, recovery, retryable) => {
    const definition = ERROR_CATALOG[code];
    expect(definition.category).toBe(category);
    if (severity) expect(definition.severity).toBe(severity);
    if (recovery) expect(definition.recovery).toBe(recovery);
    if (retryable !== undefined) expect(definition.retryable).toBe(retryable);
  });

  // The statuses other teams rely on: the server answers with them, the client branches on them.
  it.each([
    ['VALIDATION_ERROR', 400],
    ['AUTH_ERROR', 401],
    ['PERMISSION_ERROR', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['BOOKING_OVERLAP', 409],
    ['BOOKING_ALREADY_TAKEN', 409],
    ['INVALID_STATUS_TRANSITION', 409],
    ['NOTHING_TO_SETTLE', 409],
    ['EMAIL_TAKEN', 409],
    ['LOGIN_FAILED', 401],
    ['KAKAO_NOT_CONFIGURED', 503],
    ['RATE_LIMIT_EXCEEDED', 429],
    ['FILE_TOO_LARGE', 413],
    ['INVALID_FILE_TYPE', 415],
    ['INTERNAL_SERVER_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
    ['NETWORK_ERROR', 0],
    ['CONNECTION_REFUSED', 0],
    ['NO_RESPONSE', 0],
    ['RENDER_ERROR', 0],
  ] as const)('%s answers %i', (code, status) => {
    expect(ERROR_CATALOG[code].status).toBe(status);
  });

  it('keeps the spec wording where the spec gives it', () => {
    expect(ERROR_CATALOG.LOGIN_FAILED.message).toBe('아이디 또는 비밀번호를 확인해주세요.');
    expect(ERROR_CATALOG.AUTH_REQUIRED.message).toBe('로그인이 필요합니다.');
    expect(ERROR_CATALOG.UNKNOWN_ERROR.message).toBe('알 수 없는 오류가 발생했습니다');
    expect(ERROR_CATALOG.VALIDATION_FAILED.message).toBe('입력 정보를 확인해주세요');
  });

  it('states the upload limits in the file messages', () => {
    expect(ERROR_CATALOG.FILE_TOO_LARGE.message).toContain('10MB');
    expect(ERROR_CATALOG.FILE_TOO_LARGE.message).toContain('20MB');
    expect(ERROR_CATALOG.INVALID_FILE_TYPE.message).toContain('JPG, PNG, WebP');
  });
});

describe('isErrorCode / getErrorDefinition', () => {
  it('knows catalogue codes and nothing else', () => {
    expect(isErrorCode('BOOKING_OVERLAP')).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });

  it('falls back to UNKNOWN_ERROR', () => {
    expect(getErrorDefinition('LOGIN_FAILED')).toBe(ERROR_CATALOG.LOGIN_FAILED);
    expect(getErrorDefinition('SOMETHING_NEW')).toBe(ERROR_CATALOG.UNKNOWN_ERROR);
    expect(getErrorDefinition('constructor')).toBe(ERROR_CATALOG.UNKNOWN_ERROR);
  });
});
