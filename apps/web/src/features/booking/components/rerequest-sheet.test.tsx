import { addDays, type BookingDetail, seoulDate } from '@ft/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingDraft } from '../draft/draft-store.ts';
import { RerequestSection, type RerequestTruck } from './rerequest-sheet.tsx';

const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
const rejected: BookingDetail = {
  id: 'b1',
  code: 'FT-20300101-AB12',
  status: 'rejected',
  eventType: { id: 2, slug: 'festival', name: '축제' },
  info: {
    eventName: '가을 동네 축제',
    eventDate: addDays(seoulDate(), 20),
    startTime: '11:00',
    endTime: '15:00',
    guestCount: 150,
    address: {
      postcode: '03946',
      roadAddress: '서울 마포구 월드컵로 212',
      detailAddress: '정문 앞',
      sido: '서울특별시',
      sigungu: '마포구',
    },
    budget: null,
  },
  menus: [{ menuItemId: 41, categoryId: 1, name: '떡볶이', unitPrice: 5000, servings: 150 }],
  contact: { name: '김예약', phone: '01012345678', email: 'me@example.com' },
  requests: '',
  truck: { id: 7, name: '달빛 떡볶이', thumbnailUrl: null },
  isOpenRequest: false,
  version: 1,
  estimate: 900_000,
  quotedAmount: null,
  cancellationFee: null,
  statusReason: '그날은 다른 행사가 있어요',
  startsAt,
  endsAt: startsAt,
  createdAt: startsAt,
  updatedAt: startsAt,
  vendorPhone: null,
  viewerRole: 'customer',
  history: [],
};
const bookable: RerequestTruck = {
  state: 'bookable',
  truck: { id: 7, name: '달빛 떡볶이', thumbnailUrl: null, baseFee: 150_000 },
  dishIds: [41],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSection(truck: RerequestTruck = bookable) {
  return render(
    <MemoryRouter initialEntries={['/bookings/b1']}>
      <Routes>
        <Route path="/bookings/:id" element={<RerequestSection booking={rejected} truck={truck} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const openSheet = () => {
  fireEvent.click(screen.getByRole('button', { name: '다시 요청하기' }));
  return screen.getByRole('dialog', { name: '다시 요청하기' });
};

beforeEach(() => {
  localStorage.clear();
  bookingDraft.reload();
});
afterEach(cleanup);

describe('다시 요청하기', () => {
  it('opens a labelled sheet with both choices as large buttons; Escape closes it and focus returns', () => {
    renderSection();
    const sheet = openSheet();
    const sameTruck = within(sheet).getByRole('button', { name: '이 푸드트럭에 다른 날짜로 요청' });
    const open = within(sheet).getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' });
    expect(sameTruck.getAttribute('aria-describedby')).toBeTruthy();
    expect(sheet.textContent).toContain('달빛 떡볶이에 날짜를 바꿔 다시 요청해요.');
    expect(sheet.textContent).toContain('메뉴는 공통 메뉴에서 다시 골라요.');
    // ≥ 44 px: every choice is at least 64 px (min-h-16), 닫기 48 px.
    for (const button of [sameTruck, open]) expect(button.className).toContain('min-h-16');
    expect(within(sheet).getByRole('button', { name: '닫기' }).className).toContain('min-h-12');

    // The native dialog turns Escape into `cancel`.
    act(() => {
      sheet.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '다시 요청하기' }));
  });

  it('offers only an open request when the truck no longer takes requests', () => {
    renderSection({ state: 'unavailable' });
    const sheet = openSheet();
    expect(within(sheet).queryByRole('button', { name: '이 푸드트럭에 다른 날짜로 요청' })).toBeNull();
    expect(sheet.textContent).toContain('달빛 떡볶이는 지금 예약을 받지 않아요.');
    expect(within(sheet).getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' })).toBeTruthy();
  });

  it('same truck: a new draft without the date, on the info step', () => {
    renderSection();
    fireEvent.click(within(openSheet()).getByRole('button', { name: '이 푸드트럭에 다른 날짜로 요청' }));
    expect(screen.getByTestId('where').textContent).toBe('/booking/info');
    expect(bookingDraft.get()).toMatchObject({
      truck: { id: 7 },
      eventTypeId: 2,
      info: { eventName: '가을 동네 축제', guestCount: 150 },
      menus: [{ menuItemId: 41, servings: 150 }],
      idempotencyKey: null,
      retry: { bookingCode: 'FT-20300101-AB12', refusedDate: rejected.info.eventDate },
    });
    expect(bookingDraft.get().info.eventDate).toBeUndefined();
  });

  it('open request: the menu step, dishes to choose again', () => {
    renderSection();
    fireEvent.click(
      within(openSheet()).getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/booking/menu');
    expect(bookingDraft.get()).toMatchObject({
      truck: null,
      menus: [],
      retry: { rechoose: { reason: 'catalogue' } },
    });
  });

  it('asks before replacing a request being written, and keeps it unless told otherwise', () => {
    bookingDraft.start(null);
    bookingDraft.update({ eventTypeId: 1, info: { eventName: '송년회' } });
    renderSection();
    fireEvent.click(
      within(openSheet()).getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' }),
    );

    const ask = screen.getByRole('dialog', { name: '작성 중인 예약 요청이 있어요' });
    expect(ask.textContent).toContain("'송년회' 요청을 작성하고 있었어요.");
    fireEvent.click(within(ask).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bookingDraft.get().info.eventName).toBe('송년회');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '다시 요청하기' }));

    fireEvent.click(
      within(openSheet()).getByRole('button', { name: '여러 푸드트럭에 열린 요청으로 보내기' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '이 예약 내용으로 새로 채우기' }));
    expect(screen.getByTestId('where').textContent).toBe('/booking/menu');
    expect(bookingDraft.get().info.eventName).toBe('가을 동네 축제');
  });

  it('continues the request being written when asked to', () => {
    bookingDraft.start(null);
    bookingDraft.update({ eventTypeId: 1, info: { eventName: '송년회' } });
    renderSection();
    fireEvent.click(within(openSheet()).getByRole('button', { name: '이 푸드트럭에 다른 날짜로 요청' }));
    fireEvent.click(screen.getByRole('button', { name: '작성 중이던 요청 이어서 하기' }));
    expect(screen.getByTestId('where').textContent).toBe('/booking/info');
    expect(bookingDraft.get()).toMatchObject({ truck: null, info: { eventName: '송년회' }, retry: null });
  });
});
