import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '../constants.ts';
import { ERROR_CATALOG, isErrorCode } from './catalog.ts';
import { GENERAL_ERRORS } from './general-errors.ts';
import {
  AUTH_MESSAGES,
  CATEGORY_USER_MESSAGES,
  classifyStatus,
  ENVELOPE_CODE_TO_ERROR_CODE,
  ENVELOPE_CODES,
  envelopeCodeToErrorCode,
  errorPageCode,
  fileErrorMessage,
  HTTP_STATUS_ERROR_CODES,
  NETWORK_MESSAGES,
  SERVER_CODE_BY_STATUS,
  SEVERITY_TOAST,
  SOCIAL_LOGIN_MESSAGES,
  statusToErrorCode,
  statusToUserMessage,
  validationMessage,
} from './http.ts';

describe('statusToErrorCode', () => {
  it.each([
    [400, 'INVALID_INPUT'],
    [401, 'AUTH_REQUIRED'],
    [403, 'ACCESS_DENIED'],
    [404, 'RESOURCE_NOT_FOUND'],
    [409, 'RESOURCE_ALREADY_EXISTS'],
    [422, 'VALIDATION_FAILED'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'CONNECTION_TIMEOUT'],
    // Second reading of docs/product.md § Errors for statuses the first table does not list.
    [501, 'INTERNAL_SERVER_ERROR'],
    [599, 'INTERNAL_SERVER_ERROR'],
    [405, 'CLIENT_ERROR'],
    [413, 'CLIENT_ERROR'],
    [418, 'CLIENT_ERROR'],
    [302, 'CLIENT_ERROR'],
    // No HTTP answer at all.
    [0, 'NETWORK_ERROR'],
  ])('%i → %s', (status, code) => {
    expect(statusToErrorCode(status)).toBe(code);
  });

  it('maps only to catalogue codes', () => {
    for (const code of Object.values(HTTP_STATUS_ERROR_CODES)) expect(isErrorCode(code)).toBe(true);
  });
});

describe('statusToUserMessage', () => {
  it('has a Korean sentence for every listed status', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504]) {
      expect(statusToUserMessage(status)).toMatch(/[가-힣]/);
    }
  });

  it('groups 502, 503 and 504 as a temporary outage', () => {
    expect(statusToUserMessage(502)).toBe(statusToUserMessage(503));
    expect(statusToUserMessage(504)).toBe(statusToUserMessage(503));
  });

  it('names the status when it has no row', () => {
    expect(statusToUserMessage(418)).toBe('오류가 발생했습니다 (418)');
  });
});

describe('errorPageCode', () => {
  it.each([
    [404, 'RESOURCE_NOT_FOUND'],
    [401, 'AUTH_REQUIRED'],
    [403, 'ACCESS_DENIED'],
    [422, 'VALIDATION_FAILED'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'INTERNAL_SERVER_ERROR'],
    [400, 'UNKNOWN_ERROR'],
    [409, 'UNKNOWN_ERROR'],
  ])('%i → %s', (status, code) => {
    expect(errorPageCode(status)).toBe(code);
  });
});

describe('envelopeCodeToErrorCode', () => {
  it.each([
    ['VALIDATION_ERROR', 'VALIDATION_FAILED'],
    ['AUTH_ERROR', 'AUTH_REQUIRED'],
    ['PERMISSION_ERROR', 'ACCESS_DENIED'],
    ['NOT_FOUND', 'RESOURCE_NOT_FOUND'],
    ['CONFLICT', 'RESOURCE_ALREADY_EXISTS'],
    ['BOOKING_OVERLAP', 'BOOKING_OVERLAP'],
    ['RATE_LIMIT_EXCEEDED', 'RATE_LIMIT_EXCEEDED'],
    ['SOMETHING_ELSE', 'UNKNOWN_ERROR'],
    ['', 'UNKNOWN_ERROR'],
    ['hasOwnProperty', 'UNKNOWN_ERROR'],
  ])('%s → %s', (code, expected) => {
    expect(envelopeCodeToErrorCode(code, isErrorCode)).toBe(expected);
  });

  it('knows every envelope code in the catalogue, so the server can throw them', () => {
    for (const code of ENVELOPE_CODES) expect(isErrorCode(code)).toBe(true);
  });
});

describe('classifyStatus', () => {
  it.each([
    [401, 'authentication'],
    [403, 'authorization'],
    [400, 'validation'],
    [422, 'validation'],
    [404, 'client'],
    [409, 'client'],
    [429, 'client'],
    [500, 'server'],
    [503, 'server'],
    [0, 'network'],
    [200, 'unknown'],
    [304, 'unknown'],
  ])('%i → %s', (status, category) => {
    expect(classifyStatus(status)).toBe(category);
  });
});

describe('messages', () => {
  it('has one per category', () => {
    expect(Object.keys(CATEGORY_USER_MESSAGES).sort()).toEqual(
      [
        'network',
        'authentication',
        'authorization',
        'validation',
        'business',
        'server',
        'client',
        'rate_limit',
        'file',
        'unknown',
      ].sort(),
    );
  });

  it('uses the fixed wording of docs/product.md § Errors', () => {
    expect(NETWORK_MESSAGES).toMatchObject({
      connectionRefused: '서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.',
      noResponse: '서버로부터 응답을 받지 못했습니다',
      requestFailed: '요청 처리 중 오류가 발생했습니다',
      unknown: '알 수 없는 오류가 발생했습니다',
    });
    expect(NETWORK_MESSAGES.timeout).toBe(ERROR_CATALOG.CONNECTION_TIMEOUT.message);
    expect(AUTH_MESSAGES).toEqual({
      loginFailed: '로그인에 실패했습니다.',
      loginProcessing: '로그인 처리 중 오류가 발생했습니다.',
      tokenRefreshFailed: '토큰 갱신 중 오류가 발생했습니다.',
    });
    expect(SOCIAL_LOGIN_MESSAGES.urlCreationFailed).toBe('카카오 로그인 URL 생성에 실패했습니다.');
  });

  it('names the field or falls back (docs/product.md § Validation)', () => {
    expect(validationMessage('email')).toBe('email 필드를 확인해주세요');
    expect(validationMessage()).toBe('입력 정보를 확인해주세요');
    expect(validationMessage('  ')).toBe('입력 정보를 확인해주세요');
    expect(validationMessage(null)).toBe('입력 정보를 확인해주세요');
  });

  it('names the file or falls back (docs/product.md § Validation)', () => {
    expect(fileErrorMessage('menu.png')).toBe('menu.png 파일 처리 중 오류가 발생했습니다');
    expect(fileErrorMessage()).toBe('파일 처리 중 오류가 발생했습니다');
  });
});

describe('SEVERITY_TOAST', () => {
  it('follows docs/product.md § Errors', () => {
    expect(SEVERITY_TOAST.low).toEqual({ type: 'info', durationMs: TOAST_DEFAULT_DURATION_MS });
    expect(SEVERITY_TOAST.medium).toEqual({ type: 'warning', durationMs: 7000 });
    expect(SEVERITY_TOAST.high).toEqual({ type: 'error', durationMs: null });
    expect(SEVERITY_TOAST.critical).toEqual(SEVERITY_TOAST.high);
  });
});

describe("the server's code for a bare status", () => {
  it('maps through the envelope table to the catalogue code the status table gives, 400 aside', () => {
    for (const [status, code] of Object.entries(SERVER_CODE_BY_STATUS)) {
      const viaEnvelope = (ENVELOPE_CODE_TO_ERROR_CODE as Record<string, string>)[code];
      const byStatus = (HTTP_STATUS_ERROR_CODES as Record<string, string>)[status];
      if (viaEnvelope === undefined || byStatus === undefined) continue;
      if (status === '400') {
        // The spec's two tables differ here: 400 is INVALID_INPUT by status, VALIDATION_FAILED by envelope.
        expect([viaEnvelope, byStatus]).toEqual(['VALIDATION_FAILED', 'INVALID_INPUT']);
      } else expect(viaEnvelope, status).toBe(byStatus);
    }
  });
});

describe('GENERAL_ERRORS', () => {
  it('holds every code the status and envelope tables map to, so a client with only these can read any answer', () => {
    const mapped = [
      ...Object.values(HTTP_STATUS_ERROR_CODES),
      ...Object.values(ENVELOPE_CODE_TO_ERROR_CODE),
      ...Object.values(SERVER_CODE_BY_STATUS),
      ...[401, 403, 404, 422, 429, 500, 418].map(errorPageCode),
    ];
    expect(mapped.filter((code) => !Object.hasOwn(GENERAL_ERRORS, code))).toEqual([]);
  });

  it('is part of the one catalogue, entry for entry', () => {
    for (const [code, definition] of Object.entries(GENERAL_ERRORS))
      expect(ERROR_CATALOG[code as keyof typeof ERROR_CATALOG]).toBe(definition);
  });
});
