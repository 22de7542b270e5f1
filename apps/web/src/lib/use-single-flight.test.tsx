import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight.ts';

afterEach(cleanup);

function Pay({ send }: { send: () => Promise<void> }) {
  const { run, pending } = useSingleFlight();
  return (
    <button type="button" disabled={pending} onClick={() => void run(send)}>
      {pending ? '처리하는 중…' : '지급 완료'}
    </button>
  );
}

describe('useSingleFlight', () => {
  it('sends once for a double tap in one frame, and again once the first has answered', async () => {
    let answer = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<Pay send={send} />);
    const button = screen.getByRole('button');
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('처리하는 중…');
    await act(async () => answer());
    fireEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
