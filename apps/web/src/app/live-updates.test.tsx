import type { User } from '@ft/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport, setUnauthorizedHandler } from '../shell/api-client.ts';
import { session } from '../shell/session.ts';
import { LiveUpdates } from './live-updates.tsx';

/** Enough of EventSource to count what was opened and to refuse one as the browser does. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

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

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setApiTransport((input, init) => fetch(input, init));
  setUnauthorizedHandler(() => undefined);
  session.clear();
});

describe('the live stream of a session that has ended', () => {
  it('stops at its 401 and opens again only with the next log-in', async () => {
    vi.useFakeTimers();
    // Logged out on another device: every call of this tab is refused, the renewal too.
    const calls = vi.fn(async (_input: string) =>
      Response.json({ success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' }, { status: 401 }),
    );
    setApiTransport(calls);
    // What the app shell does once a 401 stands (session-effects.tsx): the session ends in this tab.
    setUnauthorizedHandler(() => session.clear());
    session.update({ user: me, initialized: true });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LiveUpdates />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    // The browser's reconnect was refused (401): EventSource closes and says only "error".
    await act(async () => {
      const source = FakeEventSource.opened[0]!;
      source.readyState = FakeEventSource.CLOSED;
      source.onerror?.();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.mock.calls.map(([url]) => url)).toEqual(['/api/v1/notifications?limit=1']);
    expect(session.get().user).toBeNull();
    // Ten minutes on, nothing more was asked for.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(calls).toHaveBeenCalledTimes(1);

    // A new log-in is a new stream, from the start.
    await act(async () => {
      session.update({ user: me, initialized: true });
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).toBe('/api/v1/events');
  });
});
