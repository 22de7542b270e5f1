import type { ApplicationDetail } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { businessFacts, payoutFacts } from './application-sections.tsx';

const business = {
  companyName: '달려라 분식',
  representative: '김달빛',
  businessNumber: '2208162517',
  phone: '021234567',
};
const payout = { bank: '카카오뱅크', holder: '김달빛', accountNumber: '3333012345678', masked: false };

const application = (kind: 'new' | 'change', proposed = business, proposedPayout = payout) =>
  ({
    kind,
    business: proposed,
    payout: proposedPayout,
    truckDetail: { business, payout },
  }) as unknown as ApplicationDetail;

const befores = (facts: { term: string; before?: string | undefined }[]) =>
  Object.fromEntries(facts.filter((f) => f.before !== undefined).map((f) => [f.term, f.before]));

describe('what an operator compares', () => {
  it('a new truck has nothing to compare with', () => {
    expect(befores(businessFacts(application('new')))).toEqual({});
    expect(befores(payoutFacts(application('new')))).toEqual({});
  });

  it('a change shows the current value beside each changed field only, formatted alike', () => {
    const proposed = { ...business, representative: '박여유', businessNumber: '1208147521' };
    const proposedPayout = { ...payout, bank: '토스뱅크' };
    expect(befores(businessFacts(application('change', proposed, proposedPayout)))).toEqual({
      대표자: '김달빛',
      사업자등록번호: '220-81-62517',
    });
    expect(befores(payoutFacts(application('change', proposed, proposedPayout)))).toEqual({
      은행: '카카오뱅크',
    });
  });
});
