import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { session } from '../../../shell/session.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import SocialCallbackPage from './social-callback.tsx';

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
});

const USER = {
  id: 'k1',
  email: null,
  nickname: '카카오친구',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
};

describe('Kakao callback: a first log-in asks the consents before there is an account (decision 035)', () => {
  it('shows the consent screen, makes the account only with the required consents, then goes on', async () => {
    // A file before this one may have left someone signed in (the store outlives a file).
    session.update({ user: null, initialized: true, loading: false, unavailable: false });
    sessionStorage.setItem('ft.kakao.state', 'client-state-1');
    sessionStorage.setItem('ft.kakao.next', '/bookings');
    const calls: { method: string; url: string; body?: unknown }[] = [];
    setApiTransport(async (input, init) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url: String(input),
        ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
      });
      if (String(input).startsWith('/api/v1/auth/kakao/callback'))
        return Response.json({ success: true, user: null, signup: { nickname: '카카오친구' } });
      return Response.json({ success: true, user: USER }, { status: 201 });
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/api/auth/kakao/callback?code=abc&state=guard.client-state-1']}>
          <Routes>
            <Route path="/api/auth/:provider/callback" element={<SocialCallbackPage />} />
            <Route path="/bookings" element={<p>예약 내역 화면</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '카카오친구님, 반가워요' })).toBeTruthy();
    expect(session.get().user).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이용약관에 동의해주세요');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: '(필수) 이용약관 동의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용 동의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '(필수) 만 14세 이상입니다' }));
    fireEvent.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByText('예약 내역 화면')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/v1/auth/kakao/signup',
        body: { consents: { terms: true, privacy: true, age14: true, marketing: false } },
      },
    ]);
    await waitFor(() => expect(session.get().user?.nickname).toBe('카카오친구'));
  });
});
