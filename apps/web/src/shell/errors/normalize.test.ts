import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { normalizeError } from './normalize.ts';

afterEach(() => vi.unstubAllGlobals());

describe('normalizeError — HTTP status without an envelope code (docs/product.md § Errors status → code)', () => {
  it.each([
    [400, 'INVALID_INPUT', 'validation'],
    [401, 'AUTH_REQUIRED', 'authentication'],
    [403, 'ACCESS_DENIED', 'authorization'],
    [404, 'RESOURCE_NOT_FOUND', 'business'],
    [409, 'RESOURCE_ALREADY_EXISTS', 'business'],
    [422, 'VALIDATION_FAILED', 'validation'],
    [429, 'RATE_LIMIT_EXCEEDED', 'rate_limit'],
    [500, 'INTERNAL_SERVER_ERROR', 'server'],
    [502, 'SERVICE_UNAVAILABLE', 'server'],
    [503, 'SERVICE_UNAVAILABLE', 'server'],
    [504, 'CONNECTION_TIMEOUT', 'network'],
    [507, 'INTERNAL_SERVER_ERROR', 'server'],
    [418, 'CLIENT_ERROR', 'client'],
  ])('%i → %s (%s)', (status, code, category) => {
    const normalized = normalizeError({ status, message: 'x' });
    expect(normalized).toMatchObject({ code, category, status });
    expect(normalized.userMessage).toMatch(/[가-힣]/);
  });
});

describe('normalizeError — envelope codes (docs/product.md § Errors)', () => {
  it.each([
    ['VALIDATION_ERROR', 400, 'VALIDATION_FAILED'],
    ['AUTH_ERROR', 401, 'AUTH_REQUIRED'],
    ['PERMISSION_ERROR', 403, 'ACCESS_DENIED'],
    ['NOT_FOUND', 404, 'RESOURCE_NOT_FOUND'],
    ['CONFLICT', 409, 'RESOURCE_ALREADY_EXISTS'],
    ['LOGIN_FAILED', 401, 'LOGIN_FAILED'],
    ['RATE_LIMIT_EXCEEDED', 429, 'RATE_LIMIT_EXCEEDED'],
    ['SOMETHING_NEW', 500, 'INTERNAL_SERVER_ERROR'],
  ])('%s (%i) → %s', (envelopeCode, status, code) => {
    expect(normalizeError(new ApiError('서버의 설명', envelopeCode, status)).code).toBe(code);
  });

  it("keeps the server's Korean sentence as the message for people", () => {
    expect(normalizeError(new ApiError('푸드트럭을 찾을 수 없어요.', 'NOT_FOUND', 404)).userMessage).toBe(
      '푸드트럭을 찾을 수 없어요.',
    );
  });

  it('carries severity, recovery and retryability from the catalogue', () => {
    expect(normalizeError({ status: 503 })).toMatchObject({
      severity: 'high',
      recovery: 'MANUAL_RETRY',
      retryable: true,
    });
    expect(normalizeError({ status: 401 })).toMatchObject({
      severity: 'medium',
      recovery: 'REDIRECT',
      retryable: false,
    });
    expect(normalizeError({ status: 422 })).toMatchObject({ severity: 'low', retryable: false });
  });
});

describe('normalizeError — failures without an answer', () => {
  it('a refused connection, a timeout and being offline are network errors', () => {
    expect(normalizeError(new TypeError('Failed to fetch')).code).toBe('CONNECTION_REFUSED');
    expect(normalizeError(new DOMException('signal timed out', 'TimeoutError')).code).toBe(
      'CONNECTION_TIMEOUT',
    );
    expect(normalizeError(new ApiError('연결 실패', 'NETWORK_ERROR', 0))).toMatchObject({
      code: 'NETWORK_ERROR',
      category: 'network',
    });
    vi.stubGlobal('navigator', { onLine: false });
    expect(normalizeError(new TypeError('Failed to fetch'))).toMatchObject({
      code: 'NETWORK_UNREACHABLE',
      userMessage: expect.stringMatching(/[가-힣]/),
    });
  });

  it('an error thrown while rendering is RENDER_ERROR with its stack; anything else UNKNOWN_ERROR', () => {
    const thrown = new Error('boom');
    expect(normalizeError(thrown, { render: true })).toMatchObject({
      code: 'RENDER_ERROR',
      category: 'client',
      stack: thrown.stack,
    });
    expect(normalizeError('weird')).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'weird' });
    expect(normalizeError(undefined).userMessage).toBe('알 수 없는 오류가 발생했습니다');
  });
});
