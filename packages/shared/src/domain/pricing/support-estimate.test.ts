import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG } from '../../errors/catalog.ts';
import { MENU_UNITS } from '../../menu-units.ts';
import { vatOn, vatWithin } from '../quote/quote.ts';
import {
  PRINT_KINDS,
  type PrintKind,
  SUPPORT_EXTRA_KINDS,
  type SupportEstimate,
  type SupportOrder,
  type SupportPriceSheet,
  supportEstimate,
} from './support-estimate.ts';

/** The Seoul 커피차 vendor's sheet of the notes (2025–26, VAT 별도), as a truck would enter it. */
const SEOUL_SHEET: SupportPriceSheet = {
  vatIncluded: false,
  minimumOrder: 500_000,
  baseTravelFee: 150_000,
  travelFees: [
    { sido: '서울특별시', sigungu: null, fee: 100_000 },
    { sido: '경기도', sigungu: null, fee: 120_000 },
    { sido: '경기도', sigungu: '성남시', fee: 100_000 },
    { sido: '경기도', sigungu: '파주시', fee: 150_000 },
    { sido: '충청남도', sigungu: null, fee: 150_000 },
    { sido: '강원특별자치도', sigungu: null, fee: 300_000 },
    { sido: '제주특별자치도', sigungu: null, fee: 1_000_000, orMore: true },
  ],
  extras: [
    { kind: 'extra_hour', pricing: 'per_hour', price: 50_000, maxQuantity: 4 },
    { kind: 'generator', pricing: 'flat', price: 70_000 },
    { kind: 'designer', pricing: 'flat', price: 30_000 },
    { kind: 'rush_print', pricing: 'per_unit', price: 20_000, unitWord: '장' },
  ],
  prints: [
    { kind: 'banner_right', pricing: 'flat', price: 50_000, includedFrom: 600_000 },
    { kind: 'screen_video', pricing: 'flat', price: 50_000, includedFrom: 600_000 },
    { kind: 'banner_left', pricing: 'flat', price: 50_000, includedFrom: 800_000 },
    { kind: 'round_sticker', pricing: 'per_unit', price: 300, includedFrom: 800_000 },
    { kind: 'x_banner', pricing: 'flat', price: 40_000, includedFrom: 1_000_000 },
    { kind: 'cup_sleeve', pricing: 'per_unit', price: 500, includedFrom: null },
  ],
};

const FREE = { minimumOrder: 0, baseTravelFee: 0 };
const SEOUL = { sido: '서울특별시', sigungu: '마포구' };
const cups = (quantity: number, unitPrice = 3_500) => ({
  name: '아메리카노',
  unit: 'cup' as const,
  unitPrice,
  quantity,
});

function estimate(order: Partial<SupportOrder>, sheet = SEOUL_SHEET): SupportEstimate {
  const result = supportEstimate(sheet, { menu: [], region: SEOUL, extras: [], prints: [], ...order });
  if (!result.ok) throw new Error(result.reason);
  return result.estimate;
}

describe('a 커피차 서포트 priced from the notes’ Seoul sheet', () => {
  it('tops 120 cups at 3,500원 up to the 500,000원 minimum and adds 서울 출장비 and 10 % VAT', () => {
    const e = estimate({ menu: [cups(120)] });
    expect(e.lines.map((l) => [l.label, l.detail, l.amount])).toEqual([
      ['아메리카노', '3,500원 × 120잔', 420_000],
      ['최소 주문 금액 차액', '메뉴 420,000원 → 최소 주문 500,000원', 80_000],
      ['출장비', '서울', 100_000],
    ]);
    expect(e).toMatchObject({ menuAmount: 420_000, orderSize: 500_000, subtotal: 600_000 });
    expect(e).toMatchObject({ supply: 600_000, vat: 60_000, total: 660_000, orMore: false });
  });

  it('adds no top-up at or above the minimum: 150 cups at 4,000원 include the right banner and the monitor', () => {
    const e = estimate({
      menu: [cups(150, 4_000)],
      prints: [
        { kind: 'banner_right', quantity: 1 },
        { kind: 'screen_video', quantity: 1 },
        { kind: 'banner_left', quantity: 1 },
        { kind: 'cup_sleeve', quantity: 150 },
      ],
    });
    expect(e.lines.some((l) => l.kind === 'minimum_top_up')).toBe(false);
    expect(
      e.lines.filter((l) => l.kind === 'print').map((l) => [l.label, l.detail, l.amount, l.included]),
    ).toEqual([
      ['오른쪽 현수막', '600,000원 이상 주문 시 무료', 0, true],
      ['모니터 영상', '600,000원 이상 주문 시 무료', 0, true],
      ['왼쪽 현수막', '50,000원', 50_000, false],
      ['컵홀더', '500원 × 150개', 75_000, false],
    ]);
    expect(e.total).toBe(vatOn(600_000 + 100_000 + 50_000 + 75_000) + 825_000);
    const stickers = estimate({
      menu: [cups(200, 4_000)],
      prints: [{ kind: 'round_sticker', quantity: 200 }],
    });
    expect(stickers.lines.at(-1)).toMatchObject({ detail: '200개 · 800,000원 이상 주문 시 무료', amount: 0 });
  });

  it('includes the second banner from 800,000원, not at 799,999원', () => {
    const menuOf = (won: number) => [{ name: '전메뉴', unit: 'cup' as const, unitPrice: won, quantity: 1 }];
    const left = (won: number) =>
      estimate({ menu: menuOf(won), prints: [{ kind: 'banner_left', quantity: 1 }] }).lines.at(-1);
    expect(left(799_999)).toMatchObject({ amount: 50_000, included: false });
    expect(left(800_000)).toMatchObject({ amount: 0, included: true });
  });

  it('prices extras flat, by the hour and by the sheet, and refuses a fifth extra hour in Korean', () => {
    const e = estimate({
      menu: [cups(150, 4_000)],
      extras: [
        { kind: 'extra_hour', quantity: 2 },
        { kind: 'generator', quantity: 1 },
        { kind: 'designer', quantity: 1 },
        { kind: 'rush_print', quantity: 3 },
      ],
    });
    expect(e.lines.filter((l) => l.kind === 'extra').map((l) => [l.label, l.detail, l.amount])).toEqual([
      ['현장 운영 연장', '50,000원 × 2시간', 100_000],
      ['발전기', '1회', 70_000],
      ['디자이너 연결', '1회', 30_000],
      ['긴급 출력', '20,000원 × 3장', 60_000],
    ]);
    const tooLong = supportEstimate(SEOUL_SHEET, {
      menu: [cups(150)],
      region: SEOUL,
      extras: [{ kind: 'extra_hour', quantity: 5 }],
      prints: [],
    });
    expect(tooLong).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      reason: '현장 운영 연장은 최대 4시간까지 가능해요',
    });
  });

  it('takes the most specific 출장비: a 시/군/구 tier over its 시/도, else the 기본 출장비; 제주 is "부터"', () => {
    const fee = (sido: string, sigungu: string) =>
      estimate({ menu: [cups(150)], region: { sido, sigungu } }).lines.find((l) => l.kind === 'travel');
    expect(fee('경기도', '성남시')).toMatchObject({ amount: 100_000, detail: '경기 성남시' });
    expect(fee('경기도', '파주시')).toMatchObject({ amount: 150_000, detail: '경기 파주시' });
    expect(fee('경기도', '수원시')).toMatchObject({ amount: 120_000, detail: '경기' });
    expect(fee('경상북도', '포항시')).toMatchObject({ amount: 150_000, detail: '기본 출장비' });
    expect(fee('제주특별자치도', '서귀포시')).toMatchObject({ amount: 1_000_000, orMore: true });
    expect(
      estimate({ menu: [cups(150)], region: { sido: '제주특별자치도', sigungu: '제주시' } }).orMore,
    ).toBe(true);
    expect(estimate({ menu: [cups(150)], region: null }).lines.at(-1)).toMatchObject({ amount: 150_000 });
  });

  it('splits a VAT-included sheet into 공급가액 and 부가세 without changing what the customer pays', () => {
    const e = estimate({ menu: [cups(150, 4_000)] }, { ...SEOUL_SHEET, vatIncluded: true });
    expect(e).toMatchObject({ subtotal: 700_000, total: 700_000, vat: 63_636, supply: 636_364 });
    const oneCup = estimate(
      { menu: [cups(1, 3_300)], region: null },
      { ...SEOUL_SHEET, ...FREE, vatIncluded: true },
    );
    expect(oneCup).toMatchObject({ subtotal: 3_300, supply: 3_000, vat: 300, total: 3_300 });
  });

  it('answers bad orders with VALIDATION_ERROR and a Korean reason, never a total', () => {
    const bad = (order: Partial<SupportOrder>, sheet = SEOUL_SHEET) =>
      supportEstimate(sheet, { menu: [cups(120)], region: SEOUL, extras: [], prints: [], ...order });
    expect(ERROR_CATALOG.VALIDATION_ERROR.status).toBe(400);
    expect(bad({ menu: [] })).toMatchObject({ ok: false, reason: '메뉴를 하나 이상 골라주세요' });
    expect(bad({ menu: [cups(0)] })).toMatchObject({
      reason: '아메리카노의 수량은 1 이상의 정수로 입력해주세요',
    });
    expect(bad({ menu: [cups(1.5)] })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad({ menu: [cups(10, 3_500.5)] })).toMatchObject({
      reason: '아메리카노의 가격은 0원 이상의 정수여야 해요',
    });
    expect(bad({ extras: [{ kind: 'generator', quantity: 2 }] })).toMatchObject({
      reason: '발전기는 수량 없이 한 번만 고를 수 있어요',
    });
    expect(
      bad({
        extras: [
          { kind: 'designer', quantity: 1 },
          { kind: 'designer', quantity: 1 },
        ],
      }),
    ).toMatchObject({ reason: '디자이너 연결은 한 번만 넣어주세요' });
    expect(
      bad({ prints: [{ kind: 'x_banner', quantity: 1 }] }, { ...SEOUL_SHEET, prints: [] }),
    ).toMatchObject({
      reason: 'X배너는 이 트럭에서 제공하지 않아요',
    });
    expect(bad({ prints: [{ kind: 'cup_sleeve', quantity: 0 }] })).toMatchObject({
      reason: '컵홀더 수량은 1 이상의 정수로 입력해주세요',
    });
    expect(bad({}, { ...SEOUL_SHEET, baseTravelFee: -1 })).toMatchObject({
      reason: '가격표의 금액은 0원 이상의 정수여야 해요',
    });
    expect(bad({ menu: [cups(100_000, Number.MAX_SAFE_INTEGER)] })).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});

// ── The rule against a plain reference ──────────────────────────────────────────────────────────────────────

const SIDOS = ['서울특별시', '경기도', '제주특별자치도'];
const SIGUNGUS = ['성남시', '파주시', '마포구'];
const won = (max: number) => fc.integer({ min: 0, max });

const sheetArb: fc.Arbitrary<SupportPriceSheet> = fc.record({
  vatIncluded: fc.boolean(),
  minimumOrder: fc.oneof(fc.constant(0), won(2_000_000)),
  baseTravelFee: won(1_500_000),
  travelFees: fc.array(
    fc.record({
      sido: fc.constantFrom(...SIDOS),
      sigungu: fc.option(fc.constantFrom(...SIGUNGUS), { nil: null }),
      fee: won(1_500_000),
      orMore: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
  extras: fc.uniqueArray(
    fc.record({
      kind: fc.constantFrom(...SUPPORT_EXTRA_KINDS),
      pricing: fc.constantFrom('flat' as const, 'per_hour' as const, 'per_unit' as const),
      price: won(200_000),
      maxQuantity: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    }),
    { selector: (extra) => extra.kind },
  ),
  prints: fc.uniqueArray(
    fc.record({
      kind: fc.constantFrom(...PRINT_KINDS),
      pricing: fc.constantFrom('flat' as const, 'per_unit' as const),
      price: won(100_000),
      includedFrom: fc.option(won(1_500_000), { nil: null }),
    }),
    { selector: (print) => print.kind },
  ),
});

/** A sheet and an order it can price: only offered extras and prints, quantities within their limits. */
const pricedArb = sheetArb.chain((sheet) =>
  fc
    .record({
      menu: fc.array(
        fc.record({
          name: fc.constantFrom('아메리카노', '라떼', '에이드', '쿠키', '도시락'),
          unit: fc.constantFrom(...MENU_UNITS),
          unitPrice: won(20_000),
          quantity: fc.integer({ min: 1, max: 400 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      region: fc.option(
        fc.record({
          sido: fc.constantFrom(...SIDOS, '강원특별자치도'),
          sigungu: fc.constantFrom(...SIGUNGUS, '춘천시'),
        }),
        { nil: null },
      ),
      extras: fc.subarray([...sheet.extras]).chain((chosen) =>
        fc.tuple(
          ...chosen.map((extra) =>
            fc.record({
              kind: fc.constant(extra.kind),
              quantity:
                extra.pricing === 'flat'
                  ? fc.constant(1)
                  : fc.integer({ min: 1, max: extra.maxQuantity ?? 10 }),
            }),
          ),
        ),
      ),
      prints: fc.subarray([...sheet.prints]).chain((chosen) =>
        fc.tuple(
          ...chosen.map((print) =>
            fc.record({
              kind: fc.constant<PrintKind>(print.kind),
              quantity: print.pricing === 'flat' ? fc.constant(1) : fc.integer({ min: 1, max: 300 }),
            }),
          ),
        ),
      ),
    })
    .map((order) => ({ sheet, order: order as SupportOrder })),
);

/** The rule written out the long way: one amount per line, then the taxes as the invoice does them by hand. */
function reference(sheet: SupportPriceSheet, order: SupportOrder) {
  const amounts: number[] = [];
  let menu = 0;
  for (const item of order.menu) {
    amounts.push(item.unitPrice * item.quantity);
    menu += item.unitPrice * item.quantity;
  }
  let orderSize = menu;
  if (menu < sheet.minimumOrder) {
    amounts.push(sheet.minimumOrder - menu);
    orderSize = sheet.minimumOrder;
  }

  let fee = sheet.baseTravelFee;
  let orMore = false;
  let found = false;
  if (order.region) {
    for (const tier of sheet.travelFees) {
      if (!found && tier.sido === order.region.sido && tier.sigungu === order.region.sigungu) {
        fee = tier.fee;
        orMore = tier.orMore === true;
        found = true;
      }
    }
    for (const tier of sheet.travelFees) {
      if (!found && tier.sido === order.region.sido && tier.sigungu === null) {
        fee = tier.fee;
        orMore = tier.orMore === true;
        found = true;
      }
    }
  }
  amounts.push(fee);

  for (const chosen of order.extras) {
    for (const extra of sheet.extras) {
      if (extra.kind === chosen.kind)
        amounts.push(extra.pricing === 'flat' ? extra.price : extra.price * chosen.quantity);
    }
  }
  for (const chosen of order.prints) {
    for (const print of sheet.prints) {
      if (print.kind !== chosen.kind) continue;
      if (print.includedFrom !== null && orderSize >= print.includedFrom) amounts.push(0);
      else amounts.push(print.price * chosen.quantity);
    }
  }

  let subtotal = 0;
  for (const amount of amounts) subtotal += amount;
  let supply: number;
  let vat: number;
  if (sheet.vatIncluded) {
    // The tax inside a VAT-included amount is 10/110 of it, rounded down to the won.
    vat = Math.trunc((subtotal * 10) / 110);
    supply = subtotal - vat;
  } else {
    supply = subtotal;
    vat = (subtotal - (subtotal % 10)) / 10;
  }
  return { amounts, menu, orderSize, subtotal, supply, vat, total: supply + vat, orMore };
}

describe('the estimate against a plain reference', () => {
  it('gives every line, the subtotal, 공급가액, 부가세 and 합계 the reference gives, all in integer won', () => {
    fc.assert(
      fc.property(pricedArb, ({ sheet, order }) => {
        const result = supportEstimate(sheet, order);
        if (!result.ok) throw new Error(result.reason);
        const e = result.estimate;
        const want = reference(sheet, order);
        expect(e.lines.map((l) => l.amount)).toEqual(want.amounts);
        expect({
          menu: e.menuAmount,
          orderSize: e.orderSize,
          subtotal: e.subtotal,
          supply: e.supply,
          vat: e.vat,
          total: e.total,
          orMore: e.orMore,
        }).toEqual({
          menu: want.menu,
          orderSize: want.orderSize,
          subtotal: want.subtotal,
          supply: want.supply,
          vat: want.vat,
          total: want.total,
          orMore: want.orMore,
        });
        for (const value of [e.subtotal, e.supply, e.vat, e.total, ...e.lines.map((l) => l.amount)]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(
          e.menuAmount + (e.lines.find((l) => l.kind === 'minimum_top_up')?.amount ?? 0),
        ).toBeGreaterThanOrEqual(sheet.minimumOrder);
        expect(e.lines.every((l) => l.label.length > 0)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('reads a VAT-included total back to the 공급가액 a VAT-excluded sheet would have added the same tax to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (supply) => {
        expect(vatWithin(supply + vatOn(supply))).toBe(vatOn(supply));
        expect(vatOn(supply)).toBe(Math.floor(supply / 10));
      }),
      { numRuns: 2_000 },
    );
  });
});
