import { addDays, seoulDate, type User } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StepGuard } from '../../../features/booking/components/step-guard.tsx';
import { type BookingDraft, bookingDraft, emptyDraft } from '../../../features/booking/draft/draft-store.ts';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { session } from '../../../shell/session.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import BookingContactPage from './contact.tsx';

// The contact step after a session ended and someone signed in (again): what the fields start with, and that
// 다음 takes it (decision 092).

const person = (id: string, nickname: string, phone: string | null): User => ({
  id,
  email: `${id}@example.com`,
  nickname,
  role: 'customer',
  isVendor: false,
  phone,
  profileImageUrl: null,
  marketingConsent: false,
});

/** Steps 1–3 done; the contact as it was left. */
const draftWith = (contact: BookingDraft['contact'], contactOwner: string | null): BookingDraft => ({
  ...emptyDraft(),
  eventTypeId: 3,
  info: {
    eventName: '송년회',
    eventDate: addDays(seoulDate(), 20),
    startTime: '11:00',
    endTime: '14:00',
    guestCount: 120,
    address: { postcode: '06236', roadAddress: '서울 강남구 테헤란로 152', detailAddress: '' },
    budget: null,
  },
  menus: [{ menuItemId: 1, servings: 120 }],
  contact,
  contactOwner,
  requests: '전기 콘센트 쓸 수 있어요',
  savedAt: Date.now(),
});

/** The draft as this browser saved it, read again as a reload does. */
function saved(draft: BookingDraft) {
  localStorage.setItem('ft.booking-draft.v1', JSON.stringify(draft));
  bookingDraft.reload();
}

function renderAt(path: string, element = <BookingContactPage />) {
  // The header's bell asks for its count; nothing else goes out.
  setApiTransport(async () => Response.json({ success: true, data: [], unread: 0 }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/booking/contact" element={<BookingContactPage />} />
          <Route path="/booking/review" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function pressNext() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '다음' })));
}

beforeEach(() => {
  localStorage.clear();
  bookingDraft.reload();
});
afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
  session.clear();
});

describe('the contact step after signing in again', () => {
  it('fills a phone left blank in the draft from the profile, and 다음 takes it', async () => {
    // 요청사항 typed before the phone saved the phone as blank; the profile has one now.
    const me = person('user-a', '김민지', '01077778888');
    session.update({ user: me, initialized: true });
    saved(draftWith({ name: '김민지', phone: '', email: 'user-a@example.com' }, 'user-a'));
    renderAt('/booking/contact', <p>확인 단계</p>);

    expect(field('휴대폰 번호').value).toBe('010-7777-8888');
    expect(field('요청사항 (선택)').value).toBe('전기 콘센트 쓸 수 있어요');
    await pressNext();
    expect(await screen.findByText('확인 단계')).toBeTruthy();
    expect(bookingDraft.get().contact).toEqual({
      name: '김민지',
      phone: '01077778888',
      email: 'user-a@example.com',
    });
  });

  it.each([
    ['digits', '01077778888'],
    ['hyphens', '010-7777-8888'],
  ])('shows a profile phone stored as %s as 010-7777-8888, and 다음 takes it', async (_label, phone) => {
    session.update({ user: person('user-a', '김민지', phone), initialized: true });
    saved(draftWith({}, null));
    renderAt('/booking/contact', <p>확인 단계</p>);
    expect(field('휴대폰 번호').value).toBe('010-7777-8888');
    await pressNext();
    expect(await screen.findByText('확인 단계')).toBeTruthy();
    expect(bookingDraft.get().contact.phone).toBe('01077778888');
  });

  it('keeps what the same person typed, phone with or without hyphens, over the profile', async () => {
    session.update({ user: person('user-a', '김민지', '01077778888'), initialized: true });
    saved(draftWith({ name: '김민지 팀장', phone: '010 1234 5678', email: 'team@example.com' }, 'user-a'));
    renderAt('/booking/contact', <p>확인 단계</p>);
    expect(field('담당자 이름').value).toBe('김민지 팀장');
    expect(field('휴대폰 번호').value).toBe('010-1234-5678');
    expect(field('이메일').value).toBe('team@example.com');
    await pressNext();
    expect(await screen.findByText('확인 단계')).toBeTruthy();
    expect(bookingDraft.get().contact.phone).toBe('01012345678');
  });

  it('shows another account its own details, not the contact the last one typed', async () => {
    saved(draftWith({ name: '김민지', phone: '', email: 'user-a@example.com' }, 'user-a'));
    session.update({ user: person('user-b', '박서준', '010-7777-8888'), initialized: true });
    renderAt('/booking/contact', <p>확인 단계</p>);

    expect(field('담당자 이름').value).toBe('박서준');
    expect(field('휴대폰 번호').value).toBe('010-7777-8888');
    expect(field('이메일').value).toBe('user-b@example.com');
    // The request itself (the event, its dishes, the requests) carries over.
    expect(field('요청사항 (선택)').value).toBe('전기 콘센트 쓸 수 있어요');
    await pressNext();
    expect(await screen.findByText('확인 단계')).toBeTruthy();
    expect(bookingDraft.get()).toMatchObject({
      contact: { name: '박서준', phone: '01077778888', email: 'user-b@example.com' },
      contactOwner: 'user-b',
    });
  });

  it('sends another account from the review step back to the contact step, saying why', async () => {
    saved(draftWith({ name: '김민지', phone: '01012345678', email: 'user-a@example.com' }, 'user-a'));
    session.update({ user: person('user-b', '박서준', null), initialized: true });
    renderAt('/booking/review', <StepGuard step="review">{() => <p>확인 단계</p>}</StepGuard>);

    expect(await screen.findByText('누구에게 연락드릴까요?')).toBeTruthy();
    expect(screen.queryByText('확인 단계')).toBeNull();
    expect(getToasts().map((t) => [t.title, t.message])).toEqual([
      ['연락처를 확인해주세요', '지금 로그인한 계정의 정보로 채웠어요.'],
    ]);
    expect(field('담당자 이름').value).toBe('박서준');
    expect(field('휴대폰 번호').value).toBe('');
  });
});
