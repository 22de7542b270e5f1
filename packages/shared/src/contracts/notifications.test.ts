import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES } from './events.ts';
import { noticesFor } from './notifications.ts';

const context = { id: 'b1', eventName: '사내 체육대회', truckName: '달빛 떡볶이', code: 'ST-20261126-ABCD' };

describe('noticesFor', () => {
  it('gives every event a rule, and every notice a Korean title, body and a link into the app', () => {
    for (const type of DOMAIN_EVENT_TYPES) {
      for (const notice of noticesFor(type, { ...context, actor: 'admin' })) {
        expect(notice.title, type).toMatch(/[가-힣]/);
        expect(notice.body, type).toMatch(/[가-힣]/);
        expect(notice.link, type).toMatch(/^\/[a-z]/);
      }
    }
  });

  it('tells each side what the other did, with the amount and the reason', () => {
    expect(noticesFor('booking.requested', context)).toEqual([
      expect.objectContaining({
        to: 'vendor',
        title: '새 예약 요청이 왔어요',
        link: '/foodtruck/bookings/b1',
      }),
    ]);
    expect(noticesFor('booking.requested', { ...context, isOpenRequest: true })[0]!.title).toBe(
      '새 열린 요청이 있어요',
    );
    expect(noticesFor('booking.accepted', { ...context, amount: 450_000 })[0]).toEqual({
      to: 'customer',
      title: '예약이 확정됐어요',
      body: '달빛 떡볶이가 사내 체육대회 예약을 450,000원에 수락했어요.',
      link: '/bookings/b1',
    });
    expect(noticesFor('booking.rejected', { ...context, reason: '재료 수급이 어려워요' })[0]!.body).toContain(
      '사유: 재료 수급이 어려워요',
    );
  });

  it('chooses 을/를, 이/가 and 은/는 by the last syllable', () => {
    expect(noticesFor('booking.accepted', { ...context, truckName: '불꽃 닭꼬치' })[0]!.body).toMatch(
      /^불꽃 닭꼬치가 /,
    );
    expect(noticesFor('booking.accepted', { ...context, truckName: '스모크 바베큐 트럭' })[0]!.body).toMatch(
      /^스모크 바베큐 트럭이 /,
    );
    expect(noticesFor('booking.requested', { ...context, eventName: '가을 축제' })[0]!.body).toMatch(
      /^가을 축제를 /,
    );
    expect(noticesFor('booking.requested', { ...context, eventName: '송년회' })[0]!.body).toMatch(
      /^송년회를 /,
    );
    expect(noticesFor('booking.requested', { ...context, eventName: '결혼식' })[0]!.body).toMatch(
      /^결혼식을 /,
    );
    expect(noticesFor('booking.completed', context)[0]!.body).toContain('함께한 달빛 떡볶이는');
    expect(noticesFor('settlement.paid', { ...context, amount: 504_000 })[0]!.body).toBe(
      'ST-20261126-ABCD 504,000원을 보냈어요. 계좌를 확인해주세요.',
    );
  });

  it('tells the side that did not cancel, and both when an operator did', () => {
    const audience = (actor: 'customer' | 'vendor' | 'admin') =>
      noticesFor('booking.cancelled', { ...context, actor }).map((notice) => notice.to);
    expect(audience('customer')).toEqual(['vendor']);
    expect(audience('vendor')).toEqual(['customer']);
    expect(audience('admin')).toEqual(['customer', 'vendor']);
  });

  it('sends operators new applications and applicants their answer', () => {
    expect(noticesFor('application.submitted', context)[0]).toMatchObject({
      to: 'operator',
      link: '/admin/applications/b1',
    });
    expect(noticesFor('application.rejected', { ...context, reason: '서류가 흐려요' })[0]).toMatchObject({
      to: 'applicant',
      body: '달빛 떡볶이 신청을 고쳐서 다시 보내주세요. 사유: 서류가 흐려요',
    });
  });
});
