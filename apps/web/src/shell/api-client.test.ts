import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  type Envelope,
  setApiTransport,
  setUnauthorizedHandler,
} from './api-client.ts';
import { normalizeError } from './errors/normalize.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

describe('api client', () => {
  it('sends X-Client-Version 1.0.0, a traceparent and credentials, and returns the envelope', async () => {
    let seen: RequestInit | undefined;
    let seenUrl = '';
    setApiTransport(async (input, init) => {
      seenUrl = input;
      seen = init;
      return json(200, { success: true, data: [{ id: 1 }] });
    });
    const answer = await apiRequest<Envelope<{ id: number }[]>>('/api/v1/event-types', {
      query: { page: 2, empty: '', none: undefined },
    });
    expect(answer.data).toEqual([{ id: 1 }]);
    expect(seenUrl).toBe('/api/v1/event-types?page=2');
    const headers = (seen?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Client-Version']).toBe('1.0.0');
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen?.credentials).toBe('include');
  });

  it('turns an error envelope into ApiError(message, code) with its status and fields', async () => {
    setApiTransport(async () =>
      json(400, {
        success: false,
        error: '입력 정보를 확인해주세요',
        code: 'VALIDATION_ERROR',
        fields: { limit: '너무 커요' },
      }),
    );
    const error = await apiRequest('/api/v1/foodtrucks').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '입력 정보를 확인해주세요',
      code: 'VALIDATION_ERROR',
      status: 400,
      fields: { limit: '너무 커요' },
    });
  });

  it('falls back to the catalogue when a failure has no envelope', async () => {
    setApiTransport(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = (await apiRequest('/api/v1/foodtrucks', { retry: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/[가-힣]/);
  });

  it('reports a call that got no answer as NO_RESPONSE: 서버로부터 응답을 받지 못했습니다', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiRequest('/api/health', { retry: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ code: 'NO_RESPONSE', status: 0 });
    expect(error.message).toBe('서버로부터 응답을 받지 못했습니다');
    expect(normalizeError(error)).toMatchObject({
      code: 'NO_RESPONSE',
      category: 'network',
      userMessage: '서버로부터 응답을 받지 못했습니다',
    });
  });

  it('reports an answer cut off on its way as NO_RESPONSE too', async () => {
    setApiTransport(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":tr'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const error = await apiRequest('/api/v1/event-types', { retry: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NO_RESPONSE', status: 0 });
  });

  it('keeps the offline wording when the browser knows it is offline (the offline notice speaks)', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    try {
      setApiTransport(async () => {
        throw new TypeError('Failed to fetch');
      });
      const error = (await apiRequest('/api/health', { retry: false }).catch((e: unknown) => e)) as ApiError;
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
      expect(error.message).toBe('서버에 연결할 수 없습니다. 네트워크 연결을 확인해주세요.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('serialises to JSON with its message, for server-rendered state', () => {
    expect(JSON.parse(JSON.stringify(new ApiError('없어요', 'NOT_FOUND', 404)))).toMatchObject({
      message: '없어요',
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});

describe('401 handling', () => {
  it('calls the handler on a 401 from an ordinary call, not from log-in, sign-up or log-out', async () => {
    const seen: string[] = [];
    setUnauthorizedHandler((error) => seen.push(error.code));
    setApiTransport(async () =>
      json(401, { success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }),
    );
    for (const path of ['/api/v1/users/profile', '/api/auth/login', '/api/auth/signup', '/api/auth/logout']) {
      await apiRequest(path, { method: 'POST' }).catch(() => undefined);
    }
    expect(seen).toEqual(['AUTH_ERROR']);
  });
});

describe('outgoing data', () => {
  it('is sanitised: strings cleaned, addresses left alone (docs/product.md § Validation)', async () => {
    let body = '';
    let url = '';
    setApiTransport(async (input, init) => {
      url = input;
      body = String(init.body);
      return json(200, { success: true, data: null });
    });
    await apiRequest('/api/v1/bookings', {
      method: 'PUT',
      query: { keyword: ' <b>떡볶이</b> ' },
      body: {
        requests: ' 무대 <img src=x onerror=alert(1)>옆 ',
        photo: '/api/v1/files/a.webp',
        site: 'https://example.com/<x>',
      },
    });
    expect(decodeURIComponent(url)).toBe('/api/v1/bookings?keyword=떡볶이');
    expect(JSON.parse(body)).toEqual({
      requests: '무대 옆',
      photo: '/api/v1/files/a.webp',
      site: 'https://example.com/<x>',
    });
  });
});
