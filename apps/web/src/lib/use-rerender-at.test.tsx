import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRerenderAt } from './use-rerender-at.ts';

function EndsAt({ end }: { end: string }) {
  useRerenderAt([end]);
  return <p>{Date.now() >= Date.parse(end) ? '완료 처리' : '행사 중'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRerenderAt', () => {
  it('renders again once the time has come, with nothing else changing', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T05:00:00Z') });
    render(<EndsAt end="2026-11-26T05:00:05Z" />);
    expect(screen.getByText('행사 중')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('행사 중')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('완료 처리')).toBeTruthy();
  });

  it('waits in steps for a time weeks away', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T05:00:00Z') });
    render(<EndsAt end="2027-01-10T05:00:00Z" />);
    act(() => vi.advanceTimersByTime(44 * 24 * 3600 * 1000));
    expect(screen.getByText('행사 중')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * 24 * 3600 * 1000));
    expect(screen.getByText('완료 처리')).toBeTruthy();
  });
});
