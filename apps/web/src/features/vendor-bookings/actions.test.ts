import { BOOKING_STATUSES, type BookingStatus, bookingView } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { buildMoveBody, explainRefusal, requestChanges } from './actions.ts';

const now = new Date('2026-11-23T01:00:00Z');
const booking = (
  status: BookingStatus,
  overrides: Partial<{
    viewerRole: 'customer' | 'vendor' | 'admin';
    isOpenRequest: boolean;
    startsIn: number;
  }> = {},
) => {
  const startsIn = overrides.startsIn ?? 7 * 86_400_000;
  return {
    status,
    viewerRole: overrides.viewerRole ?? ('vendor' as const),
    isOpenRequest: overrides.isOpenRequest ?? false,
    startsAt: new Date(now.getTime() + startsIn).toISOString(),
    endsAt: new Date(now.getTime() + startsIn + 3 * 3_600_000).toISOString(),
    createdAt: new Date(now.getTime() - 86_400_000).toISOString(),
    quotedAmount: null,
    version: 3,
  };
};
/** The vendor's buttons on the detail (VendorActions), and what waits for the clock, from the shared view. */
const vendorMoves = (subject: ReturnType<typeof booking>, at: Date) =>
  bookingView(subject, 'vendor', at).buttons.map((button) => button.move);
const laterMoves = (subject: ReturnType<typeof booking>, at: Date) =>
  bookingView(subject, 'vendor', at).later;

describe('vendorMoves: the buttons per status and role, from the shared machine', () => {
  it('offers 수락 and 거절 on a request addressed to the truck', () => {
    expect(vendorMoves(booking('requested'), now)).toEqual(['accept', 'reject']);
  });

  it('offers no move on an open request: the vendor answers it with a quote (features/quotes)', () => {
    expect(vendorMoves(booking('requested', { isOpenRequest: true }), now)).toEqual([]);
  });

  it('offers 취소 before an accepted event and 완료 once it has ended, not while it runs', () => {
    expect(vendorMoves(booking('accepted'), now)).toEqual(['cancel']);
    expect(vendorMoves(booking('accepted', { startsIn: -3_600_000 }), now)).toEqual(['cancel']);
    expect(vendorMoves(booking('accepted', { startsIn: -4 * 3_600_000 }), now)).toEqual([
      'cancel',
      'complete',
    ]);
  });

  it('offers nothing once the event has started on a request (it is about to expire)', () => {
    expect(vendorMoves(booking('requested', { startsIn: -60_000 }), now)).toEqual(['reject']);
    expect(vendorMoves(booking('requested', { startsIn: -60_000, isOpenRequest: true }), now)).toEqual([]);
  });

  it('offers nothing on a finished booking', () => {
    for (const status of ['rejected', 'cancelled', 'completed', 'expired'] as const) {
      expect(vendorMoves(booking(status), now)).toEqual([]);
    }
  });

  it('offers a customer or an operator none of the vendor’s buttons', () => {
    for (const status of BOOKING_STATUSES) {
      expect(bookingView(booking(status), 'customer', now).sections.vendorActions).toBe(false);
      expect(bookingView(booking(status), 'admin', now).sections.vendorActions).toBe(false);
      expect(bookingView(booking(status), 'customer', now).buttons.map((b) => b.label)).not.toContain(
        '수락하기',
      );
    }
  });
});

describe('laterMoves', () => {
  it('says when 완료 becomes possible, in the machine’s words', () => {
    expect(laterMoves(booking('accepted'), now)).toEqual([
      { move: 'complete', reason: "'완료' 처리는 행사가 끝난 뒤에 할 수 있어요." },
    ]);
    expect(laterMoves(booking('accepted', { startsIn: -3 * 3_600_000 }), now)).toEqual([]);
  });

  it('explains a request no longer acceptable', () => {
    expect(laterMoves(booking('requested', { startsIn: -60_000 }), now)).toEqual([
      { move: 'accept', reason: "행사가 시작된 뒤에는 '확정' 처리할 수 없어요." },
    ]);
  });
});

describe('buildMoveBody: checked like the server before sending', () => {
  it('sends an accept with its quote and the version the vendor read', () => {
    expect(buildMoveBody(booking('requested'), 'accept', { quotedAmount: 950_000 }, now)).toEqual({
      ok: true,
      body: { status: 'accepted', quotedAmount: 950_000, version: 3 },
    });
  });

  it('asks for a quote of at least 1 won', () => {
    expect(buildMoveBody(booking('requested'), 'accept', { quotedAmount: null }, now)).toEqual({
      ok: false,
      field: 'quotedAmount',
      message: '견적 금액을 입력해주세요.',
    });
    expect(buildMoveBody(booking('requested'), 'accept', { quotedAmount: 0 }, now)).toEqual({
      ok: false,
      field: 'quotedAmount',
      message: '견적 금액은 1원 이상의 정수로 입력해주세요.',
    });
    expect(buildMoveBody(booking('requested'), 'accept', { quotedAmount: 3_000_000_000 }, now)).toMatchObject(
      {
        ok: false,
        field: 'quotedAmount',
      },
    );
  });

  it('asks for a reason to reject or cancel, trimmed, at most 500 characters', () => {
    expect(buildMoveBody(booking('requested'), 'reject', { reason: '   ' }, now)).toEqual({
      ok: false,
      field: 'reason',
      message: '사유를 입력해주세요.',
    });
    expect(buildMoveBody(booking('accepted'), 'cancel', { reason: ' 차량 고장 ' }, now)).toEqual({
      ok: true,
      body: { status: 'cancelled', reason: '차량 고장' },
    });
    expect(buildMoveBody(booking('requested'), 'reject', { reason: '가'.repeat(501) }, now)).toMatchObject({
      ok: false,
      field: 'reason',
      message: '사유는 500자 이내로 입력해주세요',
    });
  });

  it('sends 완료 with nothing else', () => {
    expect(
      buildMoveBody(
        booking('accepted', { startsIn: -60_000 }),
        'complete',
        { reason: 'x', quotedAmount: 5 },
        now,
      ),
    ).toEqual({ ok: true, body: { status: 'completed' } });
  });
});

describe('explainRefusal', () => {
  const refusal = (code: string, message = '서버 메시지', fields?: Record<string, string>) => ({
    code,
    message,
    status: 409,
    fields,
  });

  it('has Korean words and a next step for each conflict', () => {
    expect(explainRefusal(refusal('BOOKING_OVERLAP'), 'accept')).toMatchObject({
      title: '같은 시간에 확정한 예약이 있어요',
      calendar: true,
    });
    expect(explainRefusal(refusal('SCHEDULE_BLOCKS_ACCEPT'), 'accept')).toMatchObject({
      title: '막아 둔 일정과 겹쳐요',
      calendar: true,
    });
    expect(explainRefusal(refusal('BOOKING_NOT_FOUND'), 'accept')).toMatchObject({ leave: true });
    expect(explainRefusal(refusal('INVALID_STATUS_TRANSITION'), 'complete')).toMatchObject({
      title: '이미 상태가 바뀐 예약이에요',
      reload: true,
    });
  });

  it('puts a missing reason or quote beside its field', () => {
    expect(explainRefusal(refusal('REQUIRED_FIELD_MISSING', '사유를 입력해주세요.'), 'reject')).toMatchObject(
      {
        field: 'reason',
        message: '사유를 입력해주세요.',
      },
    );
    expect(
      explainRefusal(
        refusal('VALIDATION_ERROR', 'x', { quotedAmount: '견적 금액을 확인해주세요' }),
        'accept',
      ),
    ).toEqual({
      title: '입력 내용을 확인해주세요',
      message: '견적 금액을 확인해주세요',
      field: 'quotedAmount',
    });
  });
});

describe('requestChanges: what the customer changed since the vendor read the request', () => {
  const request = {
    info: {
      eventName: '사내 체육대회',
      eventDate: '2026-12-20',
      startTime: '11:00',
      endTime: '14:00',
      guestCount: 50,
      address: {
        postcode: '06236',
        roadAddress: '서울 강남구 테헤란로 152',
        detailAddress: '3층',
        sido: '서울특별시',
        sigungu: '강남구',
      },
      budget: null,
    },
    menus: [{ menuItemId: 1, categoryId: 1, name: '떡볶이', unitPrice: 4000, servings: 100 }],
    requests: '',
  };

  it('names each changed part, before → after, and nothing that stayed', () => {
    const after = {
      ...request,
      info: { ...request.info, guestCount: 999 },
      menus: [
        { ...request.menus[0]!, servings: 300 },
        { menuItemId: 2, categoryId: 1, name: '어묵', unitPrice: 3000, servings: 300 },
      ],
    };
    expect(requestChanges(request, after)).toEqual([
      '인원: 50명 → 999명',
      '메뉴: 떡볶이 100인분 → 떡볶이 300인분, 어묵 300인분',
    ]);
    expect(requestChanges(request, request)).toEqual([]);
  });

  it('gives OPEN_REQUEST_UNFIT the server’s own reason (a dish, servings, 예약 마감)', () => {
    const message = '내 메뉴에 없는 요리가 있어 받을 수 없어요: 어묵';
    expect(explainRefusal({ code: 'OPEN_REQUEST_UNFIT', message, status: 409 }, 'accept')).toEqual({
      title: '내 트럭이 받을 수 없는 요청이에요',
      message,
    });
  });

  it('turns BOOKING_CHANGED into a reload that shows the changes', () => {
    expect(explainRefusal({ code: 'BOOKING_CHANGED', message: '', status: 409 }, 'accept')).toMatchObject({
      reload: true,
      changed: true,
      title: '고객이 요청 내용을 바꿨어요',
    });
  });
});
