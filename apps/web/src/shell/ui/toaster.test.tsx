import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
});

describe('Toaster', () => {
  it('shows a confirm-cancel toast with both buttons and resolves with the choice', async () => {
    render(<Toaster />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = toast.confirm({ title: '예약을 취소할까요?', message: '취소 수수료가 발생할 수 있어요.' });
    });
    expect(screen.getByText('예약을 취소할까요?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByText('예약을 취소할까요?')).toBeNull();
  });

  it('announces errors as alerts and can be dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast.error('오류', '잠시 후 다시 시도해주세요.');
    });
    expect(screen.getByRole('alert').textContent).toContain('잠시 후 다시 시도해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers an action as a named button that runs it and closes the toast', () => {
    render(<Toaster />);
    const retry = vi.fn();
    act(() => {
      toast.show({
        type: 'error',
        title: '푸드트럭을 불러오지 못했어요',
        message: '인터넷에 연결되어 있지 않아요.',
        action: { label: '다시 시도', handler: retry },
      });
    });
    const button = screen.getByRole('button', { name: '다시 시도' });
    expect(button.className).toContain('min-h-11');
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
