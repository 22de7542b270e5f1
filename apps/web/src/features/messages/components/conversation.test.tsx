import type { BookingMessages, Message } from '@ft/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { messageKeys } from '../api/messages.ts';
import { Conversation } from './conversation.tsx';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const message = (id: string, mine: boolean, body: string, readAt: string | null = null): Message => ({
  id,
  side: mine ? 'customer' : 'vendor',
  mine,
  body,
  photo: null,
  fromInquiry: false,
  readAt,
  createdAt: at(10),
});
const thread = (messages: Message[], extra: Partial<BookingMessages['threads'][number]> = {}) => ({
  truckId: 7,
  truckName: '맛있는 트럭',
  open: true,
  closedReason: null,
  unread: messages.filter((m) => !m.mine && !m.readAt).length,
  reportedByMe: false,
  hasEarlier: false,
  messages,
  ...extra,
});

afterEach(() => {
  sessionStorage.clear();
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
});

type Call = { url: string; method: string | undefined; body: unknown };

/** The conversation over a fake API: reads answer `data`, writes answer what `answer` gives. */
function show(
  data: BookingMessages,
  answer: (call: Call) => Response = () => Response.json({ success: true }),
) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const call = { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if ((init.method ?? 'GET') === 'GET') return Response.json({ success: true, data });
    return answer(call);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A copy, as a server's answer is: the fake server's own record may change later.
  queryClient.setQueryData(messageKeys.threads('b1'), structuredClone(data));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Conversation bookingId="b1" phonesShared={false} />
    </QueryClientProvider>,
  );
  return { calls, queryClient, view };
}

const box = () => screen.getByLabelText('보낼 메시지') as HTMLTextAreaElement;

describe('conversation', () => {
  it('shows 읽음 under the newest message the other side read, and reads what arrived', async () => {
    const { calls } = show({
      bookingId: 'b1',
      viewerSide: 'customer',
      threads: [
        thread([
          message('m1', true, '주차 되나요?', at(5)),
          message('m2', true, '전기는요?', at(4)),
          message('m3', false, '둘 다 돼요'),
          message('m4', true, '감사합니다'),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { name: '메시지' })).toBeTruthy();
    const receipts = screen.getAllByText('읽음');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.closest('li')?.textContent).toContain('전기는요?');
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/v1/bookings/b1/messages/read',
        method: 'PUT',
        body: { truckId: 7 },
      }),
    );
    expect(screen.getByText(/예약이 확정되기 전에는 메시지로만 연락할 수 있어요/)).toBeTruthy();
  });

  it('refuses an empty message under the box without sending it', () => {
    const { calls } = show({ bookingId: 'b1', viewerSide: 'vendor', threads: [thread([])] });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByRole('alert').textContent).toBe('메시지를 입력해주세요.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps the draft across a reload and a failed send, and clears it once sent', async () => {
    let refuse = true;
    const answer = (call: Call) =>
      refuse
        ? Response.json(
            {
              success: false,
              code: 'MESSAGE_RATE_LIMITED',
              error: '메시지를 너무 빨리 보내고 있어요. 30초 뒤에 다시 보내주세요.',
            },
            { status: 429, headers: { 'retry-after': '30' } },
          )
        : stored(message('new', true, (call.body as { body: string }).body));
    // What the server keeps, so the list read again after the send has it too.
    const stored = (sent: Message) => {
      empty.threads[0]!.messages.push(sent);
      return Response.json({ success: true, data: sent }, { status: 201 });
    };
    const empty: BookingMessages = { bookingId: 'b1', viewerSide: 'customer', threads: [thread([])] };
    const { view } = show(empty, answer);
    fireEvent.change(box(), { target: { value: '당일 몇 시에 오시나요?' } });
    // The screen goes away (a reload) and comes back: the typing is still there.
    view.unmount();
    const { calls } = show(empty, answer);
    expect(box().value).toBe('당일 몇 시에 오시나요?');

    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('메시지를 너무 빨리 보내고 있어요. 30초 뒤에 다시 보내주세요.'),
    ).toBeTruthy();
    expect(box().value).toBe('당일 몇 시에 오시나요?');

    refuse = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    });
    await vi.waitFor(() => expect(box().value).toBe(''));
    expect(screen.getByText('당일 몇 시에 오시나요?')).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      truckId: 7,
      body: '당일 몇 시에 오시나요?',
    });
  });

  it('shows a closed thread read-only with its reason', () => {
    show({
      bookingId: 'b1',
      viewerSide: 'vendor',
      threads: [
        thread([message('m1', true, '질문 있어요')], {
          open: false,
          closedReason: '대화가 닫혔어요. 다른 푸드트럭이 이 예약을 맡았어요.',
        }),
      ],
    });
    expect(screen.queryByLabelText('보낼 메시지')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('다른 푸드트럭이 이 예약을 맡았어요');
  });
});
