import { groupDigits } from '../../digits.ts';

/**
 * How many cups a 커피차 서포트 needs for a set's people: about 2 a person (120–150 cups for a set of 60–70),
 * some of them 논커피 (tea, ade) for those who do not drink coffee. The notes give no share for those;
 * 20 % is this product's starting suggestion, which the truck or the orderer changes.
 */
export const CUPS_PER_PERSON = 2;
export const NON_COFFEE_PERCENT = 20;

export interface CupGuidance {
  people: number;
  cups: number;
  coffeeCups: number;
  nonCoffeeCups: number;
  /** "60명이면 120잔 정도가 알맞아요 (커피 96잔 · 논커피 24잔)" */
  summary: string;
}

export type CupGuidanceResult =
  | { ok: true; guidance: CupGuidance }
  | { ok: false; code: 'VALIDATION_ERROR'; reason: string };

/** Cups for `people` at `cupsPerPerson`, `nonCoffeePercent` of them 논커피 (rounded to the nearest cup). */
export function coffeeTruckCupGuidance(
  people: number,
  options: { cupsPerPerson?: number; nonCoffeePercent?: number } = {},
): CupGuidanceResult {
  const cupsPerPerson = options.cupsPerPerson ?? CUPS_PER_PERSON;
  const nonCoffeePercent = options.nonCoffeePercent ?? NON_COFFEE_PERCENT;
  if (!Number.isSafeInteger(people) || people < 1 || people > 100_000) {
    return { ok: false, code: 'VALIDATION_ERROR', reason: '인원은 1명 이상의 정수로 입력해주세요' };
  }
  if (!Number.isInteger(cupsPerPerson) || cupsPerPerson < 1 || cupsPerPerson > 10) {
    return { ok: false, code: 'VALIDATION_ERROR', reason: '1인당 잔 수는 1~10잔 사이의 정수로 입력해주세요' };
  }
  if (!Number.isInteger(nonCoffeePercent) || nonCoffeePercent < 0 || nonCoffeePercent > 100) {
    return { ok: false, code: 'VALIDATION_ERROR', reason: '논커피 비율은 0~100% 사이의 정수로 입력해주세요' };
  }
  const cups = people * cupsPerPerson;
  const nonCoffeeCups = Math.round((cups * nonCoffeePercent) / 100);
  const coffeeCups = cups - nonCoffeeCups;
  const split =
    nonCoffeeCups === 0
      ? '모두 커피'
      : `커피 ${groupDigits(coffeeCups)}잔 · 논커피 ${groupDigits(nonCoffeeCups)}잔`;
  const summary = `${groupDigits(people)}명이면 ${groupDigits(cups)}잔 정도가 알맞아요 (${split})`;
  return { ok: true, guidance: { people, cups, coffeeCups, nonCoffeeCups, summary } };
}
