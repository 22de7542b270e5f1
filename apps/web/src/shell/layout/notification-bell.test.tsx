import type { User } from '@ft/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../api-client.ts';
import { session } from '../session.ts';
import { NotificationBell } from './notification-bell.tsx';

const customer: User = {
  id: 'u-1',
  email: 'c@example.com',
  nickname: '고객',
  role: 'customer',
  isVendor: false,
  phone: null,
  profileImageUrl: null,
  marketingConsent: false,
};

function renderBell(path = '/') {
  const transport = vi.fn(async () =>
    Response.json({ success: true, data: [], total: 5, unread: 3, page: 1, limit: 1 }),
  );
  setApiTransport(transport);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return transport;
}

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
  session.update({ user: null, initialized: false, loading: false, unavailable: false });
});

describe('the header’s bell', () => {
  it('names the unread count and opens /notifications for a signed-in person', async () => {
    session.update({ user: customer, initialized: true });
    const transport = renderBell();
    const bell = await screen.findByRole('link', { name: '알림 3개 읽지 않음' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(String((transport.mock.calls as unknown[][])[0]?.[0])).toContain('/api/v1/notifications?limit=1');
  });

  it('is not there for a guest, who is asked nothing', () => {
    session.update({ user: null, initialized: true });
    const transport = renderBell();
    expect(screen.queryByRole('link')).toBeNull();
    expect(transport).not.toHaveBeenCalled();
  });

  it('is not shown on the notices screen itself', () => {
    session.update({ user: customer, initialized: true });
    renderBell('/notifications');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
