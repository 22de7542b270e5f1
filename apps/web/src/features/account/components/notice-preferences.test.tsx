import type { NotificationPreferences } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { session } from '../../../shell/session.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import { notificationPreferencesQuery } from '../api/notification-preferences.ts';
import { NoticePreferences } from './notice-preferences.tsx';

const ON = { email: true, alimtalk: true };
const saved: NotificationPreferences = {
  preferences: { booking: ON, reminder: ON, message: ON, marketing: { email: false, alimtalk: false } },
  marketingConsent: { agreed: false, recordedAt: '2026-11-01T00:00:00.000Z' },
  channels: { email: true, alimtalk: true },
};

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
});

/** The section over a cache holding `data`; each PUT waits until the test answers it. */
function setup(data: NotificationPreferences = saved) {
  const calls: unknown[] = [];
  let answer: (response: Response) => void = () => undefined;
  setApiTransport((_url, init) => {
    calls.push(JSON.parse(String(init.body)));
    return new Promise((resolve) => (answer = resolve));
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(notificationPreferencesQuery().queryKey, data);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NoticePreferences />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, answer: (response: Response) => act(async () => answer(response)) };
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('설정 § 알림', () => {
  it('has a named switch per kind and channel, the quiet hours, and no 알림톡 for ads', () => {
    setup();
    for (const kind of ['예약 소식', '알림(리마인더)', '메시지']) {
      expect(toggle(`${kind} 이메일`).checked).toBe(true);
      expect(toggle(`${kind} 카카오 알림톡`).checked).toBe(true);
    }
    expect(toggle('마케팅 이메일').checked).toBe(false);
    expect(screen.queryByRole('switch', { name: '마케팅 카카오 알림톡' })).toBeNull();
    expect(screen.getByText(/카카오 알림톡으로는 광고를 보내지 않아요/)).toBeTruthy();
    expect(
      screen.getByText(
        /밤 9시부터 아침 8시까지 알림톡은 급한 예약 소식만 .*이메일은 예약 소식과 메시지를 밤에도 바로 보내고/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/켜면 마케팅 정보 수신에 동의하게 돼요/)).toBeTruthy();
    // Each switch is a whole row to tap: the label wraps it, at least 48 px tall.
    expect(toggle('메시지 이메일').closest('label')?.className).toMatch(/min-h-12/);
  });

  it('says a channel this server cannot send is not ready, and shows no switch for it', () => {
    setup({ ...saved, channels: { email: false, alimtalk: true } });
    expect(screen.getByText(/이메일 알림을 보내지 않아요/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: '예약 소식 이메일' })).toBeNull();
    expect(screen.queryByRole('switch', { name: '마케팅 이메일' })).toBeNull();
    expect(toggle('예약 소식 카카오 알림톡').checked).toBe(true);
  });

  it("moves at once, sends only that switch, then holds the server's answer", async () => {
    const { calls, answer } = setup();
    fireEvent.click(toggle('예약 소식 이메일'));
    // Before any answer: the switch shows the change already.
    await vi.waitFor(() => expect(toggle('예약 소식 이메일').checked).toBe(false));
    expect(calls).toEqual([{ preferences: { booking: { email: false } } }]);
    const after = {
      ...saved,
      preferences: { ...saved.preferences, booking: { email: false, alimtalk: true } },
    };
    await answer(Response.json({ success: true, data: after }));
    expect(toggle('예약 소식 이메일').checked).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it('goes back and says so when the server refuses', async () => {
    const { answer } = setup();
    fireEvent.click(toggle('메시지 카카오 알림톡'));
    await vi.waitFor(() => expect(toggle('메시지 카카오 알림톡').checked).toBe(false));
    await answer(
      Response.json({ success: false, error: '지금은 바꿀 수 없어요', code: 'CONFLICT' }, { status: 409 }),
    );
    await vi.waitFor(() => expect(toggle('메시지 카카오 알림톡').checked).toBe(true));
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ title: '알림 설정을 저장하지 못했어요', message: '지금은 바꿀 수 없어요' }),
    );
  });

  it('takes marketing on as the consent: the date shows and the signed-in user follows', async () => {
    session.update({
      initialized: true,
      user: {
        id: 'u1',
        email: 'me@example.com',
        nickname: '나',
        role: 'customer',
        isVendor: false,
        phone: '01012345678',
        profileImageUrl: null,
        marketingConsent: false,
      },
    });
    const { calls, answer } = setup();
    fireEvent.click(toggle('마케팅 이메일'));
    await vi.waitFor(() => expect(calls).toEqual([{ preferences: { marketing: { email: true } } }]));
    const agreed = {
      ...saved,
      preferences: { ...saved.preferences, marketing: { email: true, alimtalk: false } },
      marketingConsent: { agreed: true, recordedAt: '2026-11-26T03:00:00.000Z' },
    };
    await answer(Response.json({ success: true, data: agreed }));
    const group = screen.getByRole('group', { name: '마케팅' });
    await vi.waitFor(() =>
      expect(within(group).getByText(/2026년 11월 26일 마케팅 정보 수신에 동의했어요/)).toBeTruthy(),
    );
    expect(session.get().user?.marketingConsent).toBe(true);
  });
});
