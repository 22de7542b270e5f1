import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { dismissToast, getToasts } from '../../../shell/ui/toast-store.ts';
import { SignupForm } from './credential-forms.tsx';
import { KakaoSignupForm } from './kakao-signup-form.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = {
  id: 'u1',
  email: 'new@example.com',
  nickname: '새회원',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: true,
};

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
  for (const t of getToasts()) dismissToast(t.id);
});

/** The sign-up form against a server that records what it was sent. */
function renderSignup() {
  const sent: { url: string; body: unknown }[] = [];
  setApiTransport(async (input, init) => {
    sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return json(201, { success: true, user: USER, message: '회원가입이 완료되었어요.', error: null });
  });
  const onDone = vi.fn();
  const onViewPolicy = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <SignupForm onDone={onDone} onViewPolicy={onViewPolicy} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('이메일'), { target: { value: 'new@example.com' } });
  fireEvent.input(screen.getByLabelText('비밀번호'), { target: { value: 'goodpass123' } });
  fireEvent.input(screen.getByLabelText('닉네임'), { target: { value: '새회원' } });
  return { sent, onDone, onViewPolicy };
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('sign-up consents', () => {
  it('shows each consent on its own row, required ones marked (필수), marketing (선택)', () => {
    renderSignup();
    const group = screen.getByRole('group', { name: '약관 동의' });
    expect(within(group).getAllByRole('checkbox')).toEqual(
      [
        '전체 동의',
        '(필수) 이용약관 동의',
        '(필수) 개인정보 수집·이용 동의',
        '(필수) 만 14세 이상입니다',
        '(선택) 마케팅 정보 수신 동의',
      ].map(box),
    );
    for (const c of within(group).getAllByRole('checkbox'))
      expect((c as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: '이용약관 동의 보기' }).getAttribute('href')).toBe(
      '/policies/terms',
    );
    expect(screen.getByRole('link', { name: '개인정보 수집·이용 동의 보기' }).getAttribute('href')).toBe(
      '/policies/privacy',
    );
    expect(screen.queryByRole('link', { name: /만 14세 이상입니다 보기/ })).toBeNull();
  });

  it('refuses a submit without the required consents: the first missing one says why and takes the focus', async () => {
    const { sent } = renderSignup();
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('이용약관에 동의해주세요');
    await waitFor(() => expect(document.activeElement).toBe(box('(필수) 이용약관 동의')));
    expect(box('(필수) 이용약관 동의').getAttribute('aria-invalid')).toBe('true');
    expect(box('(필수) 이용약관 동의').getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.click(box('(필수) 이용약관 동의'));
    fireEvent.click(box('(필수) 개인정보 수집·이용 동의'));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('만 14세 이상만 가입할 수 있어요. 확인해주세요'),
    );
    await waitFor(() => expect(document.activeElement).toBe(box('(필수) 만 14세 이상입니다')));
    expect(sent).toEqual([]);
  });

  it('전체 동의 ticks all four and sends each consent as its own field', async () => {
    const { sent, onDone } = renderSignup();
    fireEvent.click(box('전체 동의'));
    for (const name of [
      '(필수) 이용약관 동의',
      '(필수) 개인정보 수집·이용 동의',
      '(필수) 만 14세 이상입니다',
      '(선택) 마케팅 정보 수신 동의',
    ]) {
      expect((box(name) as HTMLInputElement).checked).toBe(true);
    }
    // One left out: 전체 동의 is no longer true.
    fireEvent.click(box('(선택) 마케팅 정보 수신 동의'));
    expect((box('전체 동의') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box('(선택) 마케팅 정보 수신 동의'));
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/auth/signup',
        body: {
          email: 'new@example.com',
          password: 'goodpass123',
          nickname: '새회원',
          consents: { terms: true, privacy: true, age14: true, marketing: true },
        },
      },
    ]);
  });

  it('보기 opens the policy over the form (what was typed stays); marketing opens its notice', () => {
    const { onViewPolicy } = renderSignup();
    fireEvent.click(box('(필수) 이용약관 동의'));
    fireEvent.click(screen.getByRole('link', { name: '이용약관 동의 보기' }));
    expect(onViewPolicy).toHaveBeenCalledWith('terms');
    expect((screen.getByLabelText('이메일') as HTMLInputElement).value).toBe('new@example.com');
    expect((box('(필수) 이용약관 동의') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '마케팅 정보 수신 동의 보기' }));
    const notice = screen.getByRole('dialog', { name: '마케팅 정보 수신 동의' });
    expect(notice.textContent).toMatch(/보유 기간/);
    fireEvent.click(within(notice).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('닉네임') as HTMLInputElement).value).toBe('새회원');
  });

  it('shows the server’s word for a consent on its row', async () => {
    setApiTransport(async () =>
      json(400, {
        success: false,
        user: null,
        message: 'consents.privacy 필드를 확인해주세요',
        error: 'consents.privacy 필드를 확인해주세요',
        code: 'VALIDATION_ERROR',
        fields: { 'consents.privacy': '개인정보 수집·이용에 동의해주세요' },
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter>
          <KakaoSignupForm nickname="카카오친구" onDone={() => undefined} onViewPolicy={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: '카카오친구님, 반가워요' })).toBeTruthy();
    fireEvent.click(box('전체 동의'));
    fireEvent.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('개인정보 수집·이용에 동의해주세요');
  });
});
