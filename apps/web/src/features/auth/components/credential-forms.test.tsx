import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { dismissToast, getToasts } from '../../../shell/ui/toast-store.ts';
import { LoginForm } from './credential-forms.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
  for (const t of getToasts()) dismissToast(t.id);
});

async function logInAgainst(answer: () => Promise<Response>) {
  setApiTransport(answer);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <LoginForm onDone={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('아이디(이메일)'), { target: { value: 'someone@example.com' } });
  fireEvent.input(screen.getByLabelText('비밀번호'), { target: { value: 'goodpass123' } });
  fireEvent.click(screen.getByRole('button', { name: '로그인' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('log-in form failures (docs/product.md § Errors)', () => {
  it('says 아이디 또는 비밀번호를 확인해주세요. for wrong credentials', async () => {
    const message = '아이디 또는 비밀번호를 확인해주세요.';
    expect(
      await logInAgainst(async () =>
        json(401, { success: false, user: null, message, error: message, code: 'LOGIN_FAILED' }),
      ),
    ).toBe(message);
  });

  it('says 로그인에 실패했습니다. when the server fails, the toast saying why', async () => {
    expect(
      await logInAgainst(async () =>
        json(500, { success: false, error: '서버 오류가 발생했어요.', code: 'INTERNAL_SERVER_ERROR' }),
      ),
    ).toBe('로그인에 실패했습니다.');
    expect(getToasts().map((t) => [t.title, t.message])).toEqual([
      ['로그인하지 못했어요', '서버 오류가 발생했어요.'],
    ]);
  });

  it('says 로그인에 실패했습니다. when no answer comes', async () => {
    expect(
      await logInAgainst(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('로그인에 실패했습니다.');
    expect(getToasts().map((t) => t.message)).toEqual(['서버로부터 응답을 받지 못했습니다']);
  });
});
