import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, runToastAction, toast } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of getToasts()) toast.dismiss(t.id);
    vi.useRealTimers();
  });

  it('closes ordinary toasts after 5000 ms', () => {
    toast.success('저장했어요');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps alerts until dismissed, titled 알림 by default', () => {
    const id = toast.alert('확인해주세요');
    vi.advanceTimersByTime(60_000);
    expect(getToasts()[0]).toMatchObject({ id, title: '알림', durationMs: null });
  });

  it('resolves a confirm with the choice and removes it', async () => {
    const answer = toast.confirm({ title: '취소할까요?' });
    vi.advanceTimersByTime(60_000);
    const shown = getToasts()[0];
    expect(shown?.action && 'kind' in shown.action && shown.action.kind).toBe('confirm-cancel');
    if (shown?.action && 'kind' in shown.action) shown.action.confirmAction.handler();
    await expect(answer).resolves.toBe(true);
    expect(getToasts()).toHaveLength(0);
  });

  it('never stacks the same notice: it is refreshed in place, keeps its id and takes the newer action', () => {
    const offline = toast.show({
      type: 'error',
      title: '연결 끊김',
      message: '인터넷에 연결되어 있지 않아요.',
      durationMs: null,
    });
    const retry = vi.fn();
    const again = toast.show({
      type: 'error',
      title: '연결 끊김',
      message: '인터넷에 연결되어 있지 않아요.',
      durationMs: 5000,
      action: { label: '다시 시도', handler: retry },
    });
    expect(again).toBe(offline);
    expect(getToasts()).toHaveLength(1);
    // The lasting notice stays lasting.
    vi.advanceTimersByTime(60_000);
    expect(getToasts()[0]).toMatchObject({ id: offline, durationMs: null, action: { label: '다시 시도' } });
    toast.info('다른 알림');
    expect(getToasts()).toHaveLength(2);
  });

  it('closes a toast when its action runs; the same notice shown again has the same id', () => {
    const handler = vi.fn();
    const id = toast.show({
      type: 'error',
      title: '불러오지 못했어요',
      action: { label: '다시 시도', handler },
    });
    const shown = getToasts()[0];
    if (shown?.action && !('kind' in shown.action)) runToastAction(id, shown.action);
    expect(handler).toHaveBeenCalledOnce();
    expect(getToasts()).toHaveLength(0);
    expect(toast.error('불러오지 못했어요')).toBe(id);
  });
});
