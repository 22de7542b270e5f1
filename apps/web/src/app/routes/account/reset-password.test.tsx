import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { session } from '../../../shell/session.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import ResetPasswordPage from './reset-password.tsx';

const TOKEN = 'A'.repeat(20) + 'b_-'.repeat(7) + 'c'.repeat(2);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
});

function Where() {
  const location = useLocation();
  return <output aria-label="주소">{location.pathname + location.search}</output>;
}

function open(answer: () => Response, url = `/reset-password?token=${TOKEN}`) {
  const calls: unknown[] = [];
  setApiTransport(async (_url, init) => {
    calls.push(JSON.parse(String(init.body)));
    return answer();
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/profile" element={<p>로그인 화면</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

async function choose(password: string, repeat = password) {
  fireEvent.input(screen.getByLabelText('새 비밀번호'), { target: { value: password } });
  fireEvent.input(screen.getByLabelText('새 비밀번호 확인'), { target: { value: repeat } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' })));
}

describe('새 비밀번호 정하기', () => {
  it('takes the token out of the address, sends it with the new password, then goes to log in', async () => {
    const calls = open(() => Response.json({ success: true, data: { reset: true } }));
    expect(screen.getByRole('status', { name: '주소' }).textContent).toBe('/reset-password');
    expect(screen.getByText('영문과 숫자를 섞어 8자 이상')).toBeTruthy();
    await choose('newpass456');
    expect(calls).toEqual([{ token: TOKEN, password: 'newpass456' }]);
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(getToasts()).toContainEqual(expect.objectContaining({ title: '비밀번호를 바꿨어요' }));
    expect(sessionStorage.length).toBe(0);
    // Known to be a guest now: the log-in shows at once, no session call waited for.
    expect(session.get()).toMatchObject({ user: null, initialized: true });
  });

  it('checks the rules and that both match before sending', async () => {
    const calls = open(() => Response.json({ success: true, data: { reset: true } }));
    await choose('short1');
    expect(screen.getByText('비밀번호는 8자 이상 입력해주세요')).toBeTruthy();
    await choose('newpass456', 'newpass457');
    expect(screen.getByText('비밀번호가 서로 달라요. 다시 확인해주세요')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers a new link when this one expired or was used', async () => {
    open(() =>
      Response.json(
        {
          success: false,
          error: '링크가 만료됐거나 이미 사용됐어요. 다시 요청해주세요.',
          code: 'PASSWORD_RESET_LINK_INVALID',
        },
        { status: 400 },
      ),
    );
    await choose('newpass456');
    expect((await screen.findByRole('alert')).textContent).toContain('링크가 만료됐거나 이미 사용됐어요');
    expect(screen.getByRole('link', { name: '재설정 링크 다시 받기' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('keeps the link for this tab across a reload', async () => {
    open(() => Response.json({ success: true, data: { reset: true } }));
    cleanup();
    const calls = open(() => Response.json({ success: true, data: { reset: true } }), '/reset-password');
    await choose('newpass456');
    expect(calls).toEqual([{ token: TOKEN, password: 'newpass456' }]);
  });
});
