import { type BookingDetail, type BookingStatusBody, ERROR_CATALOG } from '@ft/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shell/api-client.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import { VendorActions } from './vendor-actions.tsx';

const inDays = (days: number, hour = 0) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000);

const requested: BookingDetail = {
  id: 'b1',
  code: 'FT-20300101-AB12',
  status: 'requested',
  eventType: { id: 1, slug: 'corporate', name: '기업 행사' },
  info: {
    eventName: '창립 기념 행사',
    eventDate: inDays(30).toISOString().slice(0, 10),
    startTime: '11:00',
    endTime: '14:00',
    guestCount: 100,
    address: {
      postcode: '06236',
      roadAddress: '서울특별시 강남구 테헤란로 152',
      detailAddress: '',
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
  estimate: 650_000,
  quotedAmount: null,
  cancellationFee: null,
  statusReason: null,
  startsAt: inDays(30, 11).toISOString(),
  endsAt: inDays(30, 14).toISOString(),
  createdAt: inDays(-1).toISOString(),
  updatedAt: inDays(-1).toISOString(),
  vendorPhone: null,
  viewerRole: 'vendor',
  history: [{ from: null, to: 'requested', actor: 'customer', reason: null, at: inDays(-1).toISOString() }],
};

afterEach(() => {
  // A sheet a test left open is kept work (lib/kept-work.ts): the next test starts without it.
  sessionStorage.clear();
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
});

function show(booking: BookingDetail, send: (body: BookingStatusBody) => Promise<BookingDetail>) {
  const onReload = vi.fn();
  render(
    <MemoryRouter>
      <VendorActions booking={booking} send={send} onReload={onReload} />
    </MemoryRouter>,
  );
  return { onReload };
}

describe('VendorActions', () => {
  it('offers 거절 and 수락 on a request, and sends a chosen reason', async () => {
    const send = vi.fn(async (body: BookingStatusBody) => ({ ...requested, status: body.status }));
    show(requested, send);
    expect(screen.getByRole('button', { name: '수락하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '완료 처리' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '거절하기' }));
    const sheet = screen.getByRole('dialog', { name: '요청을 거절할까요?' });
    fireEvent.click(within(sheet).getByRole('button', { name: '거절하기' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('사유를 입력해주세요.');
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(within(sheet).getByRole('button', { name: '요청하신 지역은 출장이 어려워요' }));
    expect(within(sheet).queryByRole('alert')).toBeNull();
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: '거절하기' }));
    });
    expect(send).toHaveBeenCalledWith({ status: 'rejected', reason: '요청하신 지역은 출장이 어려워요' });
    expect(getToasts().map((t) => t.title)).toContain('요청을 거절했어요');
  });

  it('offers neither 수락 nor 거절 on an open request, which is answered with a quote', () => {
    show({ ...requested, isOpenRequest: true, truck: null }, vi.fn());
    expect(screen.queryByRole('button', { name: '수락하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '거절하기' })).toBeNull();
  });

  it('quotes from the estimate and explains a blocked time with a way to the calendar', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(ERROR_CATALOG.SCHEDULE_BLOCKS_ACCEPT.message, 'SCHEDULE_BLOCKS_ACCEPT', 409);
    });
    show(requested, send);
    fireEvent.click(screen.getByRole('button', { name: '수락하기' }));
    const sheet = screen.getByRole('dialog', { name: '이 예약을 수락할까요?' });
    const amount = within(sheet).getByLabelText('견적 금액') as HTMLInputElement;
    expect(amount.value).toBe('650,000');
    fireEvent.change(amount, { target: { value: '700000' } });
    expect(amount.value).toBe('700,000');
    expect(sheet.textContent).toContain('예상 금액보다 50,000원 많아요');
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: '700,000원에 수락하기' }));
    });
    expect(send).toHaveBeenCalledWith({ status: 'accepted', quotedAmount: 700_000, version: 1 });
    const alert = within(sheet).getByRole('alert');
    expect(alert.textContent).toContain('막아 둔 일정과 겹쳐요');
    expect(within(alert).getByRole('link', { name: '캘린더에서 일정 보기' }).getAttribute('href')).toBe(
      `/foodtruck/calendar?truck=7&month=${requested.info.eventDate.slice(0, 7)}`,
    );
  });

  it('reloads a request the customer changed since it was read, and says what changed', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(ERROR_CATALOG.BOOKING_CHANGED.message, 'BOOKING_CHANGED', 409);
    });
    const onReload = vi.fn();
    const view = (booking: BookingDetail) => (
      <MemoryRouter>
        <VendorActions booking={booking} send={send} onReload={onReload} />
      </MemoryRouter>
    );
    const { rerender } = render(view(requested));
    fireEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '650,000원에 수락하기' }));
    });
    expect(send).toHaveBeenCalledWith({ status: 'accepted', quotedAmount: 650_000, version: 1 });
    expect(onReload).toHaveBeenCalled();
    expect(getToasts().map((t) => t.title)).toContain('고객이 요청 내용을 바꿨어요');
    // The detail loads the new request: 999 guests instead of 100.
    rerender(view({ ...requested, version: 2, info: { ...requested.info, guestCount: 999 } }));
    const changes = screen.getByRole('region', { name: '바뀐 요청 내용' });
    expect(changes.textContent).toContain('인원: 100명 → 999명');
    expect(screen.getByRole('button', { name: '수락하기' })).toBeTruthy();
  });

  it('sends one accept for a double tap', async () => {
    let answer: (value: BookingDetail) => void = () => {};
    const send = vi.fn(() => new Promise<BookingDetail>((resolve) => (answer = resolve)));
    show(requested, send);
    fireEvent.click(screen.getByRole('button', { name: '수락하기' }));
    const confirm = screen.getByRole('button', { name: '650,000원에 수락하기' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ...requested, status: 'accepted', quotedAmount: 650_000 }));
  });

  it('reloads a booking that changed elsewhere', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('상태가 바뀌었어요', 'INVALID_STATUS_TRANSITION', 409);
    });
    const accepted = { ...requested, status: 'accepted' as const, quotedAmount: 650_000 };
    const { onReload } = show(
      { ...accepted, startsAt: inDays(-1).toISOString(), endsAt: inDays(-1, 3).toISOString() },
      send,
    );
    fireEvent.click(screen.getByRole('button', { name: '완료 처리' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '완료 처리하기' }));
    });
    expect(send).toHaveBeenCalledWith({ status: 'completed' });
    expect(onReload).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToasts().map((t) => t.title)).toContain('이미 상태가 바뀐 예약이에요');
  });

  it('shows 완료 처리 on the open screen once the event ends, with nothing else happening', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T05:00:00Z') });
    try {
      show(
        {
          ...requested,
          status: 'accepted',
          quotedAmount: 650_000,
          startsAt: '2030-01-01T02:00:00.000Z',
          endsAt: '2030-01-01T05:00:05.000Z',
        },
        vi.fn(),
      );
      expect(screen.queryByRole('button', { name: '완료 처리' })).toBeNull();
      act(() => vi.advanceTimersByTime(6_000));
      expect(screen.getByRole('button', { name: '완료 처리' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when 완료 becomes possible for a booking not over yet', () => {
    show({ ...requested, status: 'accepted', quotedAmount: 650_000 }, vi.fn());
    expect(screen.queryByRole('button', { name: '완료 처리' })).toBeNull();
    expect(screen.getByText(/행사가 끝나는 .* 14:00부터 완료 처리할 수 있어요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '고객에게 전화하기' }).getAttribute('href')).toBe(
      'tel:01012345678',
    );
  });
});
