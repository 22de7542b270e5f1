import type { Settings } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from '../../../components/ui/toast-store.ts';
import { setApiTransport } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { settingsQuery, useUpdateSettingsMutation } from './settings.ts';

const saved: Settings = { notifyBookingUpdates: true };

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
});

/** The hook against a query client that already holds the saved settings; the server answers later. */
function setup() {
  let answer: (response: Response) => void = () => undefined;
  setApiTransport(() => new Promise((resolve) => (answer = resolve)));
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, saved);
  const { result } = renderHook(() => useUpdateSettingsMutation(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  const cached = () => queryClient.getQueryData(settingsQuery().queryKey);
  return { result, cached, answer: (response: Response) => act(async () => answer(response)) };
}

describe('settings switch', () => {
  it("moves at once, then holds the server's answer", async () => {
    const { result, cached, answer } = setup();
    act(() => result.current.mutate({ notifyBookingUpdates: false }));
    await vi.waitFor(() => expect(cached()).toEqual({ notifyBookingUpdates: false }));
    await answer(Response.json({ success: true, data: { notifyBookingUpdates: true } }));
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached()).toEqual({ notifyBookingUpdates: true });
  });

  it('goes back to the saved value and says so when the server refuses', async () => {
    const { result, cached, answer } = setup();
    act(() => result.current.mutate({ notifyBookingUpdates: false }));
    await vi.waitFor(() => expect(cached()).toEqual({ notifyBookingUpdates: false }));
    await answer(
      Response.json({ success: false, error: '지금은 바꿀 수 없어요', code: 'CONFLICT' }, { status: 409 }),
    );
    await vi.waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual(saved);
    expect(getToasts()).toContainEqual(
      expect.objectContaining({ title: '설정을 저장하지 못했어요', message: '지금은 바꿀 수 없어요' }),
    );
  });
});
