import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../shell/logger.ts';
import { SectionBoundary } from './section-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SectionBoundary', () => {
  it('keeps the rest of the screen when one part fails, and records COMPONENT_ERROR', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recorded = vi.spyOn(logger, 'recordError');
    render(
      <main>
        <h1>예약 상세</h1>
        <SectionBoundary name="conversation">
          <Broken />
        </SectionBoundary>
        <SectionBoundary name="payment">
          <p>결제 정보</p>
        </SectionBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: '예약 상세' })).toBeTruthy();
    expect(screen.getByText('결제 정보')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      '화면 일부를 불러오지 못했어요. 페이지를 새로고침해주세요.',
    );
    expect(screen.getByRole('button', { name: '새로고침' })).toBeTruthy();
    expect(recorded).toHaveBeenCalledWith(expect.objectContaining({ code: 'COMPONENT_ERROR' }));
  });
});
