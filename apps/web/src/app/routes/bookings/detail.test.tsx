import type { Booking, BookingDetail, ListEnvelope } from '@ft/shared';
import { type InfiniteData, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../../../features/booking/api/bookings.ts';
import { bookingDraft } from '../../../features/booking/draft/draft-store.ts';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import BookingDetailPage from './detail.tsx';

const inDays = (days: number, hour: number) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000);

const requested: BookingDetail = {
  id: 'b1',
  code: 'FT-20300101-AB12',
  status: 'requested',
  eventType: { id: 1, slug: 'corporate', name: '기업 행사' },
  info: {
    eventName: '창립 기념 행사',
    eventDate: inDays(30, 0).toISOString().slice(0, 10),
    startTime: '11:00',
    endTime: '14:00',
    guestCount: 100,
    address: {
      postcode: '06236',
      roadAddress: '서울특별시 강남구 테헤란로 152',
      detailAddress: '1층',
      sido: '서울특별시',
      sigungu: '강남구',
    },
    budget: null,
  },
  menus: [{ menuItemId: 1, categoryId: 1, name: '떡볶이', unitPrice: 5000, servings: 100 }],
  contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
  requests: '',
  truck: { id: 7, name: '맛있는 트럭', thumbnailUrl: null },
  isOpenRequest: false,
  version: 1,
  estimate: 500_000,
  quotedAmount: null,
  cancellationFee: null,
  statusReason: null,
  startsAt: inDays(30, 11).toISOString(),
  endsAt: inDays(30, 14).toISOString(),
  createdAt: inDays(-1, 0).toISOString(),
  updatedAt: inDays(-1, 0).toISOString(),
  vendorPhone: null,
  viewerRole: 'customer',
  history: [
    { from: null, to: 'requested', actor: 'customer', reason: null, at: inDays(-1, 0).toISOString() },
  ],
};

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
});

describe('booking detail: cancel', () => {
  it("stores the server's answer as the detail and marks the lists stale without refetching", async () => {
    const cancelled: BookingDetail = {
      ...requested,
      status: 'cancelled',
      cancellationFee: 0,
      history: [
        ...requested.history,
        { from: 'requested', to: 'cancelled', actor: 'customer', reason: null, at: new Date().toISOString() },
      ],
    };
    const calls: { url: string; method?: string; body: unknown }[] = [];
    let answer: (response: Response) => void = () => undefined;
    setApiTransport((url, init) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return new Promise((resolve) => {
        answer = resolve;
      });
    });

    const queryClient = createQueryClient();
    queryClient.setQueryData(bookingKeys.detail('b1'), requested);
    const list: InfiniteData<ListEnvelope<Booking>, number> = {
      pages: [{ success: true, data: [requested], page: 1, limit: 20, total: 1 }],
      pageParams: [1],
    };
    queryClient.setQueryData(bookingKeys.list('requested'), list);

    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/bookings/b1']}>
          <Routes>
            <Route path="/bookings/:id" element={<BookingDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: '예약 취소하기' }));
    const sheet = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(sheet.textContent).toContain('사장님이 확정하기 전이라 수수료 없이 취소할 수 있어요.');
    fireEvent.click(within(sheet).getByRole('button', { name: '행사 일정이 바뀌었어요' }));
    fireEvent.submit(within(sheet).getByRole('form', { name: '예약 취소' }));
    const pending = await screen.findByRole('button', { name: '취소하는 중…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer(Response.json({ success: true, data: cancelled })));

    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /취소하/ })).toBeNull());
    expect(queryClient.getQueryData<BookingDetail>(bookingKeys.detail('b1'))?.status).toBe('cancelled');
    expect(queryClient.getQueryState(bookingKeys.list('requested'))?.isInvalidated).toBe(true);
    expect(calls).toEqual([
      {
        url: '/api/v1/bookings/b1/status',
        method: 'PUT',
        body: { status: 'cancelled', reason: '행사 일정이 바뀌었어요' },
      },
    ]);
    expect(getToasts().map((t) => t.title)).toContain('예약을 취소했어요');
  });
});

describe('booking detail: widening a waiting request', () => {
  it('brings the card into focus from the reminder and starts an open request that replaces this one', async () => {
    // Test files share a worker (isolate: false): start with no draft in the store, not only in storage.
    bookingDraft.clear();
    const queryClient = createQueryClient();
    queryClient.setQueryData(bookingKeys.detail('b1'), requested);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/bookings/b1?widen=open']}>
          <Routes>
            <Route path="/bookings/:id" element={<BookingDetailPage />} />
            <Route path="/booking/:step" element={<p>단계 화면</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const widen = await screen.findByRole('button', { name: '열린 요청으로 넓히기' });
    await vi.waitFor(() => expect(document.activeElement).toBe(widen));
    fireEvent.click(widen);
    await screen.findByText('단계 화면');
    const saved = JSON.parse(localStorage.getItem('ft.booking-draft.v1') ?? '{}');
    expect(saved).toMatchObject({ truck: null, retry: { outcome: 'waiting', replacesBookingId: 'b1' } });
  });

  it('is not offered once the truck has answered', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(bookingKeys.detail('b1'), {
      ...requested,
      status: 'accepted',
      quotedAmount: 500_000,
    });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/bookings/b1?widen=open']}>
          <Routes>
            <Route path="/bookings/:id" element={<BookingDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: '창립 기념 행사' });
    expect(screen.queryByRole('button', { name: '열린 요청으로 넓히기' })).toBeNull();
  });
});
