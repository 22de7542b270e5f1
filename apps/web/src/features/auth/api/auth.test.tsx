import type { User } from '@ft/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { session } from '../../../shell/session.ts';
import { dismissToast, getToasts, toast } from '../../../shell/ui/toast-store.ts';
import { SESSION_EXPIRED_TOAST } from '../../../shell/unauthorized.ts';
import { useLoginMutation } from './auth.ts';

const me: User = {
  id: 'u-1',
  email: 'me@example.com',
  nickname: '나',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
};

function LogIn() {
  const login = useLoginMutation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one log-in on mount
  useEffect(() => {
    login.mutate({ email: me.email, password: 'demo1234!' });
  }, []);
  return null;
}

afterEach(() => {
  cleanup();
  for (const shown of getToasts()) dismissToast(shown.id);
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
});

describe('logging in again', () => {
  it('takes away the 로그인 만료 that sent the person to log in, and says welcome', async () => {
    toast.warning(SESSION_EXPIRED_TOAST.title, SESSION_EXPIRED_TOAST.message);
    setApiTransport(async () => Response.json({ success: true, user: me }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogIn />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(session.get().user?.id).toBe(me.id));
    expect(getToasts().map((t) => t.title)).toEqual(['로그인되었어요']);
  });
});
