import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setApiTransport } from '../api-client.ts';
import { getToasts, toast } from '../ui/toast-store.ts';
import { ErrorBoundary } from './error-boundary.tsx';

// React renders a failing component a second time before the boundary takes over, so this fails until told not to.
let broken = false;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>화면 내용</p>;
}

function SignedOut(): never {
  throw new ApiError('로그인이 필요합니다.', 'AUTH_ERROR', 401);
}

function Forbidden(): never {
  throw new ApiError('권한이 없어요.', 'PERMISSION_ERROR', 403);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback, retries after 1000 ms and reports the recovery', async () => {
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    expect(screen.getByRole('heading', { name: '화면을 보여드리지 못했어요' })).toBeTruthy();
    for (const name of ['새로고침', '자세히 보기', '오류 신고'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByText('화면 내용')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('화면 내용')).toBeTruthy();
    expect(getToasts().map((t) => t.title)).toContain('성공적으로 복구되었습니다.');
  });

  it('hides retry after 3 attempts', async () => {
    broken = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('offers no retry for an authorization error, and shows details on request', () => {
    render(
      <ErrorBoundary>
        <Forbidden />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '자세히 보기' }));
    expect(screen.getByText(/ACCESS_DENIED/)).toBeTruthy();
  });

  it('sends an authentication failure to sign in on the 마이 tab, without retry', () => {
    render(
      <ErrorBoundary>
        <SignedOut />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('sends a report with personal data removed, and says so', async () => {
    vi.useRealTimers();
    let sent: unknown;
    setApiTransport(async (_input, init) => {
      sent = JSON.parse(String(init.body));
      return new Response(JSON.stringify({ success: true, data: { id: 'r1' } }), { status: 201 });
    });
    broken = true;
    // The report is a mutation: like the app, the boundary sits inside the query client.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ErrorBoundary>
          <Flaky />
        </ErrorBoundary>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '오류 신고' }));
    // The dialog's code arrives on demand.
    fireEvent.click(await screen.findByRole('button', { name: '보내기' }));
    expect(screen.getByText('어떤 문제가 있었는지 적어주세요')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('어떤 문제가 있었나요? (필수)'), {
      target: { value: '저장이 안 돼요. 연락처 010-1234-5678, me@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await vi.waitFor(() =>
      expect(getToasts().map((t) => t.title)).toContain('오류 신고가 성공적으로 전송되었습니다'),
    );
    expect(JSON.stringify(sent)).not.toMatch(/010-1234-5678|me@example\.com/);
    expect(sent).toMatchObject({
      description: '저장이 안 돼요. 연락처 [PHONE], [EMAIL]',
      context: { code: 'RENDER_ERROR' },
    });
  });
});
