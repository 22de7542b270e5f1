import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from '../ui/toast-store.ts';
import { normalizeError } from './normalize.ts';
import { notifyError, startOfflineNotice } from './notify.ts';

afterEach(() => {
  for (const t of getToasts()) toast.dismiss(t.id);
});

describe('toast by severity (docs/product.md § Errors), titled with what did not happen', () => {
  it('low → info for 5 s', () => {
    notifyError(normalizeError({ status: 422, message: 'x' }), '예약을 수정하지 못했어요');
    expect(getToasts()[0]).toMatchObject({
      type: 'info',
      title: '예약을 수정하지 못했어요',
      durationMs: 5000,
    });
  });

  it('medium → warning for 7 s', () => {
    notifyError(normalizeError({ status: 429, message: 'x' }), '정보를 불러오지 못했어요');
    expect(getToasts()[0]).toMatchObject({
      type: 'warning',
      title: '정보를 불러오지 못했어요',
      durationMs: 7000,
    });
  });

  it('high → error until dismissed, with 다시 시도 when retryable or else a support mail link', () => {
    notifyError(normalizeError({ status: 503, message: 'x' }), '요청을 처리하지 못했어요', () => undefined);
    notifyError(normalizeError({ status: 500, message: 'x' }), '요청을 처리하지 못했어요');
    const [withRetry, withSupport] = getToasts();
    expect(withRetry).toMatchObject({
      type: 'error',
      title: '요청을 처리하지 못했어요',
      durationMs: null,
      action: { label: '다시 시도' },
    });
    expect(withSupport).toMatchObject({ durationMs: null, action: { label: '고객센터 문의' } });
  });
});

describe('offline notice', () => {
  it('says the connection is gone once, and takes it back when it returns', () => {
    const stop = startOfflineNotice();
    vi.stubGlobal('navigator', { onLine: false });
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('offline'));
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.title).toBe('인터넷 연결이 끊겼어요');
    expect(getToasts()[0]?.message).toBe('인터넷에 연결되어 있지 않아요. 연결 상태를 확인해주세요.');
    window.dispatchEvent(new Event('online'));
    expect(getToasts()).toHaveLength(0);
    stop();
    vi.unstubAllGlobals();
  });
});
