import type { NotificationFailure } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import AdminNotificationFailuresPage from './notification-failures.tsx';

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
});

const failure = (id: number, channel: 'email' | 'alimtalk', lastError: string): NotificationFailure => ({
  id,
  channel,
  kind: 'booking',
  type: 'booking.requested',
  title: '새 예약 요청이 왔어요',
  attempts: 8,
  lastError,
  createdAt: '2026-11-26T01:00:00.000Z',
  failedAt: '2026-11-26T02:03:00.000Z',
});

function open(rows: NotificationFailure[]) {
  const calls: { url: string; method: string }[] = [];
  setApiTransport(async (url, init) => {
    calls.push({ url: String(url), method: init.method ?? 'GET' });
    if ((init.method ?? 'GET') === 'POST') return Response.json({ success: true, data: null });
    return Response.json({ success: true, data: rows, total: rows.length, page: 1, limit: 20 });
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/notification-failures']}>
        <AdminNotificationFailuresPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('발송 실패', () => {
  it('lists each failed delivery with its channel, kind, tries and reason, and sends one again', async () => {
    const calls = open([failure(7, 'email', 'smtp EMESSAGE 421'), failure(8, 'alimtalk', 'nhn -1001')]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('이메일')).toBeTruthy();
    expect(first.getByText('예약 소식')).toBeTruthy();
    expect(first.getByText('8번')).toBeTruthy();
    expect(first.getByText('smtp EMESSAGE 421')).toBeTruthy();
    expect(within(cards[1]!).getByText('알림톡')).toBeTruthy();
    expect(screen.getByText('총 2건')).toBeTruthy();
    await act(async () => fireEvent.click(first.getByRole('button', { name: '다시 보내기' })));
    expect(calls.at(-1)).toEqual({ url: '/api/v1/admin/notification-failures/7/retry', method: 'POST' });
    // Sent again: it leaves the list.
    expect(await screen.findByText('총 1건')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when nothing failed', async () => {
    open([]);
    expect(await screen.findByText('보내지 못한 알림이 없어요')).toBeTruthy();
  });
});
