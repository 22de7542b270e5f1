import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast-store.ts';

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
});
