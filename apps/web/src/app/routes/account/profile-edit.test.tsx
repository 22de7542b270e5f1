import type { User } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { session } from '../../../shell/session.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import ProfileEditPage from './profile-edit.tsx';

const me: User = {
  id: 'u-1',
  email: 'me@example.com',
  nickname: '푸드러버',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
};

beforeEach(() => session.update({ user: me, initialized: true }));
afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
});

/** Saves the form with the save answered by `answer`; how many times the save was sent. */
async function saveWith(answer: () => Promise<Response>): Promise<number> {
  let sent = 0;
  setApiTransport(async (url, init) => {
    // The header's bell asks for its count; only the save fails.
    if (init.method !== 'PUT') return Response.json({ success: true, data: [], unread: 0 });
    expect(url).toBe('/api/v1/users/profile');
    sent += 1;
    return answer();
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile-edit']}>
        <ProfileEditPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('닉네임'), { target: { value: '새닉네임' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장하기' })));
  await screen.findByText('프로필 업데이트에 실패했습니다.');
  return sent;
}

describe('프로필 수정, a failed save (docs/product.md § Errors)', () => {
  it('shows one toast, 프로필 업데이트 실패, when no answer came', async () => {
    await saveWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(getToasts().map((t) => [t.title, t.message])).toEqual([
      ['프로필 업데이트 실패', '서버로부터 응답을 받지 못했습니다'],
    ]);
    expect((screen.getByLabelText('닉네임') as HTMLInputElement).value).toBe('새닉네임');
  });

  it('shows one toast, 프로필 업데이트 실패, when the server failed, and is not sent again by itself', async () => {
    const sent = await saveWith(async () =>
      Response.json(
        { success: false, error: '일시적인 오류가 발생했어요.', code: 'INTERNAL_SERVER_ERROR' },
        { status: 500 },
      ),
    );
    expect(getToasts().map((t) => [t.title, t.message])).toEqual([
      ['프로필 업데이트 실패', '일시적인 오류가 발생했어요.'],
    ]);
    expect(sent).toBe(1);
  });
});
