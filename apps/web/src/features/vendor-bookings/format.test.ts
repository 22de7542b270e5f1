import { describe, expect, it } from 'vitest';
import { differenceLabel, menuSummary, offerSummary, placeSummary, showsContact } from './format.ts';

describe('amounts', () => {
  it('compares a quote with the estimate', () => {
    expect(differenceLabel(1_000_000, 950_000)).toBe('예상 금액보다 50,000원 많아요');
    expect(differenceLabel(900_000, 950_000)).toBe('예상 금액보다 50,000원 적어요');
    expect(differenceLabel(950_000, 950_000)).toBe('예상 금액과 같아요');
  });
});

describe('card text', () => {
  const line = (name: string, servings: number) => ({
    menuItemId: 1,
    categoryId: 1,
    name,
    unitPrice: 1,
    servings,
  });

  it('names two menus and counts the rest', () => {
    expect(menuSummary([line('떡볶이', 150)])).toBe('떡볶이 150인분');
    expect(menuSummary([line('떡볶이', 1500), line('순대', 50), line('어묵', 30), line('튀김', 10)])).toBe(
      '떡볶이 1,500인분 · 순대 50인분 외 2개',
    );
  });

  it('writes the place as the customer did', () => {
    const address = {
      postcode: '03946',
      roadAddress: '서울 마포구 월드컵로 212',
      detailAddress: '',
      sido: '',
      sigungu: '',
    };
    expect(placeSummary(address)).toBe('서울 마포구 월드컵로 212');
    expect(placeSummary({ ...address, detailAddress: '운동장' })).toBe('서울 마포구 월드컵로 212, 운동장');
  });

  it('shows the contact only once accepted', () => {
    expect(showsContact({ status: 'requested' })).toBe(false);
    expect(showsContact({ status: 'accepted' })).toBe(true);
    expect(showsContact({ status: 'completed' })).toBe(true);
    expect(showsContact({ status: 'rejected' })).toBe(false);
  });
});

describe("the truck's own answer", () => {
  const quote = (status: 'sent' | 'declined', outdated = false) =>
    ({ kind: 'quote', status, amount: 1_200_000, outdated }) as const;

  it('says nothing before the truck answered, or once the request is settled', () => {
    expect(offerSummary({ status: 'requested', truckOffer: null })).toBeNull();
    expect(offerSummary({ status: 'accepted', truckOffer: quote('sent') })).toBeNull();
  });

  it('names a waiting quote or proposal with its amount, and a changed request', () => {
    expect(offerSummary({ status: 'requested', truckOffer: quote('sent') })).toEqual({
      label: '견적 보냄',
      amountLabel: '보낸 견적',
      waiting: true,
      outdated: false,
      amount: 1_200_000,
    });
    expect(offerSummary({ status: 'requested', truckOffer: quote('sent', true) })?.outdated).toBe(true);
    expect(
      offerSummary({
        status: 'requested',
        truckOffer: { kind: 'counter_offer', status: 'proposed', amount: 900_000, outdated: false },
      }),
    ).toMatchObject({ label: '다른 조건 제안함', amountLabel: '제안한 금액' });
  });

  it('does not count an answer the customer turned down as waiting, changed request or not', () => {
    expect(offerSummary({ status: 'requested', truckOffer: quote('declined', true) })).toEqual({
      label: '견적 선택 안 됨',
      amountLabel: '보낸 견적',
      waiting: false,
      outdated: false,
      amount: 1_200_000,
    });
  });
});
