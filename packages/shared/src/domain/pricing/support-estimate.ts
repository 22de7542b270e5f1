import { groupDigits } from '../../digits.ts';
import { shortSido } from '../../enums.ts';
import { withParticle } from '../../korean.ts';
import { formatMenuQuantity, type MenuUnit } from '../../menu-units.ts';
import { vatOn, vatWithin } from '../quote/quote.ts';

/**
 * The price of a 커피차·밥차 서포트 or a set's catering, as a truck's own price sheet makes it: menu by the 잔, 개
 * or 인분, a minimum order in won, 출장비 by region, priced extras and print add-ons, with or without VAT. One rule
 * for the truck page's self-estimate, the server's check and the quote it starts from. Every amount is integer
 * won; the VAT rule is the quotes' (`vatOn`, `vatWithin`).
 */

/** Extras a truck may price beside its menu. */
export const SUPPORT_EXTRA_KINDS = ['extra_hour', 'generator', 'designer', 'rush_print'] as const;
export type SupportExtraKind = (typeof SUPPORT_EXTRA_KINDS)[number];

export const SUPPORT_EXTRA_LABELS = {
  extra_hour: '현장 운영 연장',
  generator: '발전기',
  designer: '디자이너 연결',
  rush_print: '긴급 출력',
} as const satisfies Record<SupportExtraKind, string>;

/** How an extra is priced: once, by the hour, or by the unit (a sheet, a piece). */
export const EXTRA_PRICINGS = ['flat', 'per_hour', 'per_unit'] as const;
export type ExtraPricing = (typeof EXTRA_PRICINGS)[number];

export const EXTRA_PRICING_LABELS = {
  flat: '1회',
  per_hour: '시간당',
  per_unit: '개당',
} as const satisfies Record<ExtraPricing, string>;

/** Print add-ons a 서포트 truck offers. */
export const PRINT_KINDS = [
  'banner_right',
  'banner_left',
  'x_banner',
  'cup_sleeve',
  'round_sticker',
  'screen_video',
] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const PRINT_LABELS = {
  banner_right: '오른쪽 현수막',
  banner_left: '왼쪽 현수막',
  x_banner: 'X배너',
  cup_sleeve: '컵홀더',
  round_sticker: '원형 스티커',
  screen_video: '모니터 영상',
} as const satisfies Record<PrintKind, string>;

export const SUPPORT_ESTIMATE_TOTAL_LABELS = {
  subtotal: '소계',
  supply: '공급가액',
  vat: '부가세',
  total: '합계',
} as const;

/** 출장비 for a 시/도, or for one 시/군/구 of it (`sigungu` set): the most specific tier that matches wins. */
export interface TravelFeeTier {
  sido: string;
  sigungu: string | null;
  fee: number;
  /** The fee is a floor (제주·섬 1,000,000원~): the estimate's total is "부터". */
  orMore?: boolean | undefined;
}

export interface PricedExtra {
  kind: SupportExtraKind;
  pricing: ExtraPricing;
  price: number;
  /** The most hours or units one order may take (운영 연장 up to 4 hours); none when unset. */
  maxQuantity?: number | undefined;
  /** What a unit is called for `per_unit` (긴급 출력: 장); 개 when unset. */
  unitWord?: string | undefined;
}

export interface PrintAddOn {
  kind: PrintKind;
  pricing: 'flat' | 'per_unit';
  price: number;
  /** Included free once the order (menu plus any top-up to the minimum) reaches this many won; null: never. */
  includedFrom: number | null;
  unitWord?: string | undefined;
}

/** A truck's price sheet for support orders. */
export interface SupportPriceSheet {
  /** Whether every price on the sheet already includes VAT (10 %); if not, VAT is added on top. */
  vatIncluded: boolean;
  /** The least the menu may come to, in won (0: none); below it the difference is charged as its own line. */
  minimumOrder: number;
  /** 기본 출장비: where no tier matches the event's region. */
  baseTravelFee: number;
  travelFees: readonly TravelFeeTier[];
  extras: readonly PricedExtra[];
  prints: readonly PrintAddOn[];
}

export interface SupportOrderLine {
  name: string;
  unit: MenuUnit;
  unitPrice: number;
  quantity: number;
}

export interface SupportOrder {
  menu: readonly SupportOrderLine[];
  /** Where the truck goes; null before it is chosen (기본 출장비). */
  region: { sido: string; sigungu: string } | null;
  extras: readonly { kind: SupportExtraKind; quantity: number }[];
  prints: readonly { kind: PrintKind; quantity: number }[];
}

export type EstimateLineKind = 'menu' | 'minimum_top_up' | 'travel' | 'extra' | 'print';

export interface EstimateLine {
  kind: EstimateLineKind;
  label: string;
  /** How the amount came about: "3,500원 × 120잔", "경기 파주시", "800,000원 이상 주문 시 무료". */
  detail: string;
  amount: number;
  /** A print add-on the order's size includes (amount 0). */
  included: boolean;
  /** The amount is a floor ("~"). */
  orMore: boolean;
}

export interface SupportEstimate {
  lines: EstimateLine[];
  /** What the menu lines come to. */
  menuAmount: number;
  /** The menu with its top-up to the minimum: what print inclusions are measured against. */
  orderSize: number;
  /** The lines' sum, in the sheet's prices (VAT included or not). */
  subtotal: number;
  supply: number;
  vat: number;
  total: number;
  vatIncluded: boolean;
  /** Some line is a floor, so the total is too ("부터"). */
  orMore: boolean;
}

export type SupportEstimateResult =
  | { ok: true; estimate: SupportEstimate }
  | { ok: false; code: 'VALIDATION_ERROR'; reason: string };

const wonText = (amount: number) => `${groupDigits(amount)}원`;
const isWon = (value: number) => Number.isSafeInteger(value) && value >= 0;
const isCount = (value: number) => Number.isSafeInteger(value) && value >= 1;
const refuse = (reason: string): SupportEstimateResult => ({ ok: false, code: 'VALIDATION_ERROR', reason });

/** The sheet's tier for a region: its 시/군/구's, else its 시/도's, else none (기본 출장비). */
export function travelFeeTierFor(
  tiers: readonly TravelFeeTier[],
  region: { sido: string; sigungu: string } | null,
): TravelFeeTier | null {
  if (!region) return null;
  return (
    tiers.find((tier) => tier.sido === region.sido && tier.sigungu === region.sigungu) ??
    tiers.find((tier) => tier.sido === region.sido && tier.sigungu === null) ??
    null
  );
}

function sheetProblem(sheet: SupportPriceSheet): string | null {
  const amounts = [
    sheet.minimumOrder,
    sheet.baseTravelFee,
    ...sheet.travelFees.map((tier) => tier.fee),
    ...sheet.extras.map((extra) => extra.price),
    ...sheet.prints.map((print) => print.price),
    ...sheet.prints.flatMap((print) => (print.includedFrom === null ? [] : [print.includedFrom])),
  ];
  if (!amounts.every(isWon)) return '가격표의 금액은 0원 이상의 정수여야 해요';
  if (!sheet.extras.every((extra) => extra.maxQuantity === undefined || isCount(extra.maxQuantity))) {
    return '추가 항목의 최대 수량은 1 이상의 정수여야 해요';
  }
  return null;
}

function unitWordOf(item: { pricing: ExtraPricing; unitWord?: string | undefined }): string {
  return item.pricing === 'per_hour' ? '시간' : (item.unitWord ?? '개');
}

/** A support order's estimate from a truck's sheet, or why it cannot be priced (in Korean). */
export function supportEstimate(sheet: SupportPriceSheet, order: SupportOrder): SupportEstimateResult {
  const badSheet = sheetProblem(sheet);
  if (badSheet) return refuse(badSheet);
  if (order.menu.length === 0) return refuse('메뉴를 하나 이상 골라주세요');

  const lines: EstimateLine[] = [];
  const line = (kind: EstimateLineKind, label: string, detail: string, amount: number, orMore = false) =>
    lines.push({ kind, label, detail, amount, included: false, orMore });

  for (const item of order.menu) {
    if (!isWon(item.unitPrice)) return refuse(`${item.name}의 가격은 0원 이상의 정수여야 해요`);
    if (!isCount(item.quantity)) return refuse(`${item.name}의 수량은 1 이상의 정수로 입력해주세요`);
    const detail = `${wonText(item.unitPrice)} × ${formatMenuQuantity(item.quantity, item.unit)}`;
    line('menu', item.name, detail, item.unitPrice * item.quantity);
  }
  const menuAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  const orderSize = Math.max(menuAmount, sheet.minimumOrder);
  if (menuAmount < sheet.minimumOrder) {
    const detail = `메뉴 ${wonText(menuAmount)} → 최소 주문 ${wonText(sheet.minimumOrder)}`;
    line('minimum_top_up', '최소 주문 금액 차액', detail, sheet.minimumOrder - menuAmount);
  }

  const tier = travelFeeTierFor(sheet.travelFees, order.region);
  if (tier && order.region) {
    const place = tier.sigungu ? `${shortSido(tier.sido)} ${tier.sigungu}` : shortSido(tier.sido);
    line('travel', '출장비', place, tier.fee, tier.orMore === true);
  } else {
    line('travel', '출장비', '기본 출장비', sheet.baseTravelFee);
  }

  const seen = new Set<string>();
  for (const chosen of order.extras) {
    const label = SUPPORT_EXTRA_LABELS[chosen.kind];
    const extra = sheet.extras.find((offered) => offered.kind === chosen.kind);
    if (!extra) return refuse(`${withParticle(label, '은/는')} 이 트럭에서 제공하지 않아요`);
    if (seen.has(chosen.kind)) return refuse(`${withParticle(label, '은/는')} 한 번만 넣어주세요`);
    seen.add(chosen.kind);
    if (extra.pricing === 'flat') {
      if (chosen.quantity !== 1)
        return refuse(`${withParticle(label, '은/는')} 수량 없이 한 번만 고를 수 있어요`);
      line('extra', label, EXTRA_PRICING_LABELS.flat, extra.price);
      continue;
    }
    const word = unitWordOf(extra);
    if (!isCount(chosen.quantity)) return refuse(`${label} 수량은 1 이상의 정수로 입력해주세요`);
    if (extra.maxQuantity !== undefined && chosen.quantity > extra.maxQuantity) {
      return refuse(
        `${withParticle(label, '은/는')} 최대 ${groupDigits(extra.maxQuantity)}${word}까지 가능해요`,
      );
    }
    line(
      'extra',
      label,
      `${wonText(extra.price)} × ${groupDigits(chosen.quantity)}${word}`,
      extra.price * chosen.quantity,
    );
  }

  for (const chosen of order.prints) {
    const label = PRINT_LABELS[chosen.kind];
    const print = sheet.prints.find((offered) => offered.kind === chosen.kind);
    if (!print) return refuse(`${withParticle(label, '은/는')} 이 트럭에서 제공하지 않아요`);
    if (seen.has(chosen.kind)) return refuse(`${withParticle(label, '은/는')} 한 번만 넣어주세요`);
    seen.add(chosen.kind);
    if (!isCount(chosen.quantity)) return refuse(`${label} 수량은 1 이상의 정수로 입력해주세요`);
    if (print.pricing === 'flat' && chosen.quantity !== 1) {
      return refuse(`${withParticle(label, '은/는')} 한 번만 고를 수 있어요`);
    }
    const count = print.pricing === 'per_unit' ? `${groupDigits(chosen.quantity)}${unitWordOf(print)}` : '';
    if (print.includedFrom !== null && orderSize >= print.includedFrom) {
      const free = `${wonText(print.includedFrom)} 이상 주문 시 무료`;
      const detail = count ? `${count} · ${free}` : free;
      lines.push({ kind: 'print', label, detail, amount: 0, included: true, orMore: false });
    } else {
      const detail = count ? `${wonText(print.price)} × ${count}` : wonText(print.price);
      line('print', label, detail, print.price * chosen.quantity);
    }
  }

  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!Number.isSafeInteger(subtotal * 11)) return refuse('견적 금액이 너무 커요. 수량을 줄여주세요');
  const vat = sheet.vatIncluded ? vatWithin(subtotal) : vatOn(subtotal);
  const supply = sheet.vatIncluded ? subtotal - vat : subtotal;
  const total = supply + vat;
  const orMore = lines.some((l) => l.orMore);
  return {
    ok: true,
    estimate: {
      lines,
      menuAmount,
      orderSize,
      subtotal,
      supply,
      vat,
      total,
      vatIncluded: sheet.vatIncluded,
      orMore,
    },
  };
}
