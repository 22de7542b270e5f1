import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepButton, type StepFlow, StepProgress } from './step-layout.tsx';

afterEach(cleanup);

const FLOW: StepFlow<'a' | 'b' | 'c'> = {
  steps: ['a', 'b', 'c'],
  labels: { a: '행사 종류', b: '행사 정보', c: '확인' },
  name: '예약 요청 단계',
};

describe('StepProgress', () => {
  it('says where the person is, which steps are done and which is current', () => {
    render(<StepProgress flow={FLOW} step="b" />);
    expect(screen.getByText('2/3 단계 · 행사 정보')).toBeTruthy();
    const bar = screen.getByRole('list', { name: '예약 요청 단계' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '행사 종류 (완료)',
      '행사 정보 (현재 단계)',
      '확인',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(bar.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });
});

describe('StepButton', () => {
  it('submits its form, and waits without a second tap while pending', () => {
    const { rerender } = render(<StepButton form="booking-info">다음</StepButton>);
    const button = screen.getByRole('button', { name: '다음' });
    expect([button.getAttribute('type'), button.getAttribute('form')]).toEqual(['submit', 'booking-info']);
    rerender(<StepButton pending>다음</StepButton>);
    const waiting = screen.getByRole('button', { name: '잠시만요…' });
    expect([waiting.getAttribute('type'), waiting.hasAttribute('disabled')]).toEqual(['button', true]);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
  });
});
