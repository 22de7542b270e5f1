import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiTransport } from './api-client.ts';
import { getToasts, toast } from './ui/toast-store.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ok = () => json(200, { success: true, data: 'ok' });
const serverError = () => json(500, { success: false, error: '서버 오류', code: 'INTERNAL_SERVER_ERROR' });

/** A transport that answers from a script and records when each call happened (fake clock). */
function scripted(answers: (() => Response)[]) {
  const calls: { at: number; init: RequestInit }[] = [];
  setApiTransport(async (_input, init) => {
    calls.push({ at: Date.now(), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  for (const t of getToasts()) toast.dismiss(t.id);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('5xx: automatic retry with exponential back-off (docs/product.md § API, §9)', () => {
  it('retries a GET after 1 s and 2 s, and succeeds', async () => {
    const calls = scripted([serverError, serverError, ok]);
    const result = apiRequest('/api/v1/event-types');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ data: 'ok' });
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 3000]);
  });

  it('gives up after 3 retries (1 s, 2 s, 4 s) with one error toast that stays', async () => {
    const calls = scripted([serverError, serverError, serverError, serverError]);
    const result = apiRequest('/api/v1/event-types').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.at)).toEqual([0, 1000, 3000, 7000]);
    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    // The title says what did not happen (a read, here), not the severity's word.
    expect(toasts[0]).toMatchObject({ type: 'error', title: '정보를 불러오지 못했어요', durationMs: null });
  });

  it("titles a change's failure with what the call names, else 요청을 처리하지 못했어요", async () => {
    scripted([serverError, serverError]);
    const named = apiRequest('/api/v1/bookings', {
      method: 'POST',
      body: {},
      failureTitle: '예약 요청을 보내지 못했어요',
    }).catch((e: unknown) => e);
    const plain = apiRequest('/api/v1/bookings', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([named, plain]);
    expect(getToasts().map((t) => t.title)).toEqual([
      '예약 요청을 보내지 못했어요',
      '요청을 처리하지 못했어요',
    ]);
  });

  it('repeats a POST only when it carries an Idempotency-Key', async () => {
    const plain = scripted([serverError, ok]);
    const first = apiRequest('/api/v1/bookings', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await first).toBeInstanceOf(ApiError);
    expect(plain).toHaveLength(1);

    const keyed = scripted([serverError, ok]);
    const second = apiRequest('/api/v1/bookings', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(second).resolves.toMatchObject({ data: 'ok' });
    expect(keyed).toHaveLength(2);
    expect((keyed[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
  });

  it('does not retry while offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const calls = scripted([serverError, ok]);
    const result = apiRequest('/api/v1/event-types').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

describe('429: one retry after Retry-After (docs/product.md § API)', () => {
  const limited = (after?: string) => () =>
    json(
      429,
      { success: false, error: '요청이 너무 많아요', code: 'RATE_LIMIT_EXCEEDED' },
      after ? { 'retry-after': after } : {},
    );

  it('waits exactly Retry-After seconds, never less', async () => {
    const calls = scripted([limited('2'), ok]);
    const result = apiRequest('/api/v1/foodtrucks');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ data: 'ok' });
    expect(getToasts()[0]).toMatchObject({
      type: 'warning',
      title: '정보를 불러오지 못했어요',
      durationMs: 7000,
    });
  });

  it('defaults to 60 s and retries only once', async () => {
    const calls = scripted([limited(), limited()]);
    const result = apiRequest('/api/v1/foodtrucks').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 429 });
    expect(calls).toHaveLength(2);
  });
});

describe('no answer at all', () => {
  it('says the network message once and does not retry', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await apiRequest('/api/v1/foodtrucks').catch((e: unknown) => e);
    expect(result).toMatchObject({ code: 'NO_RESPONSE', status: 0 });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.message).toBe('서버로부터 응답을 받지 못했습니다');
  });

  it('gives up on the health check after 10 s (timeout option)', async () => {
    setApiTransport(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = apiRequest('/api/health', { timeoutMs: 10_000, retry: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ code: 'CONNECTION_TIMEOUT' });
  });
});

describe('other failures', () => {
  it('toast a refused change, but not a read, a 401, or field errors a form shows', async () => {
    vi.useRealTimers();
    const answer = (status: number, body: object) => async () => json(status, { success: false, ...body });
    setApiTransport(answer(409, { error: '이미 처리된 예약이에요.', code: 'CONFLICT' }));
    await apiRequest('/api/v1/bookings/1/status', { method: 'PUT', body: {} }).catch(() => undefined);
    expect(getToasts().map((t) => t.message)).toEqual(['이미 처리된 예약이에요.']);

    setApiTransport(answer(404, { error: '없어요', code: 'NOT_FOUND' }));
    await apiRequest('/api/v1/foodtrucks/9').catch(() => undefined);
    setApiTransport(
      answer(400, { error: '확인해주세요', code: 'VALIDATION_ERROR', fields: { name: '필수' } }),
    );
    await apiRequest('/api/v1/bookings', { method: 'POST', body: {} }).catch(() => undefined);
    setApiTransport(answer(401, { error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }));
    await apiRequest('/api/v1/users/profile', { method: 'PUT', body: {} }).catch(() => undefined);
    expect(getToasts()).toHaveLength(1);
  });

  it('offer 다시 시도 for a change that cannot be repeated automatically', async () => {
    vi.useRealTimers();
    const retried = vi.fn();
    setApiTransport(async () => serverError());
    await apiRequest('/api/v1/bookings', { method: 'POST', body: {}, onRetry: retried }).catch(
      () => undefined,
    );
    const shown = getToasts()[0];
    expect(shown?.action && 'label' in shown.action && shown.action.label).toBe('다시 시도');
    if (shown?.action && 'handler' in shown.action) shown.action.handler();
    expect(retried).toHaveBeenCalledOnce();
  });
});
