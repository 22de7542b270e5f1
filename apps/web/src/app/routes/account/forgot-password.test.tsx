import type { SiteInfo } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { siteQuery } from '../../../shell/site.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import ForgotPasswordPage from './forgot-password.tsx';

const SITE: SiteInfo = {
  kakaoLogin: true,
  business: {
    name: '푸드트럭예약 주식회사',
    representative: '김대표',
    registrationNumber: '123-45-67890',
    mailOrderNumber: '제2026-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 1',
    supportPhone: '1600-1234',
    supportEmail: 'help@foodtruck.example',
    demo: false,
  },
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
});

function open(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  setApiTransport(async (url, init) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteQuery().queryKey, SITE);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const submit = async (email: string) => {
  fireEvent.input(screen.getByLabelText('이메일'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' })));
};

describe('비밀번호 찾기', () => {
  it('sends the address and says the mail went, whatever the account', async () => {
    const calls = open(() => Response.json({ success: true, data: { sent: true } }));
    await submit('Me@Example.com');
    expect(calls).toEqual([{ url: '/api/v1/auth/password-reset', body: { email: 'me@example.com' } }]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('메일을 보냈어요');
    expect(status.textContent).toContain('me@example.com');
    expect(status.textContent).toContain('30분');
  });

  it('names the support contact when this server cannot send mail', async () => {
    open(() =>
      Response.json(
        { success: false, error: '지금은 보낼 수 없어요', code: 'PASSWORD_RESET_UNAVAILABLE' },
        { status: 503 },
      ),
    );
    await submit('me@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('지금은 비밀번호 찾기 메일을 보낼 수 없어요');
    expect(screen.getByRole('link', { name: '1600-1234' }).getAttribute('href')).toBe('tel:16001234');
    expect(screen.getByRole('link', { name: 'help@foodtruck.example' }).getAttribute('href')).toBe(
      'mailto:help@foodtruck.example',
    );
    // What was typed stays, and no toast repeats the message.
    expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('me@example.com');
    expect(getToasts().filter((t) => `${t.title} ${t.message}`.includes('보낼 수 없어요'))).toEqual([]);
  });

  it('says how long to wait when asked too often', async () => {
    open(
      () =>
        new Response(
          JSON.stringify({ success: false, error: '요청이 너무 많아요', code: 'RATE_LIMIT_EXCEEDED' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '600' } },
        ),
    );
    await submit('me@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '요청이 많았어요. 10분 뒤에 다시 시도해주세요.',
    );
  });

  it('checks the address before sending, and keeps it across a reload', async () => {
    const calls = open(() => Response.json({ success: true, data: { sent: true } }));
    await submit('not-an-email');
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('이메일').getAttribute('aria-invalid')).toBe('true');
    cleanup();
    open(() => Response.json({ success: true, data: { sent: true } }));
    await vi.waitFor(() =>
      expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('not-an-email'),
    );
  });
});
