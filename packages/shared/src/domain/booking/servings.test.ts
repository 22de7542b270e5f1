import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SERVINGS_RANGE,
  lineServingsProblem,
  servingsProblems,
  servingsRangeOf,
  totalServingsProblem,
} from './servings.ts';

const truck = servingsRangeOf({ minServings: 50, maxServings: 300 });

describe('servings rule', () => {
  it('takes the truck’s range, or the catalogue’s limits for an open request', () => {
    expect(truck).toEqual({ min: 50, max: 300, source: 'truck' });
    expect(servingsRangeOf(null)).toBe(CATALOGUE_SERVINGS_RANGE);
    expect(CATALOGUE_SERVINGS_RANGE).toMatchObject({ min: 1, max: 10_000 });
  });

  it.each([
    [0, '수량을 입력해주세요'],
    [1.5, '수량을 입력해주세요'],
    [Number.NaN, '수량을 입력해주세요'],
    [300, null],
    [301, '이 푸드트럭은 한 메뉴에 300인분까지 준비할 수 있어요'],
    [99_999, '이 푸드트럭은 한 메뉴에 300인분까지 준비할 수 있어요'],
  ])('a truck’s line of %s servings: %s', (servings, message) => {
    expect(lineServingsProblem(servings, truck)).toBe(message);
  });

  it('holds an open request to the catalogue’s limit, never clamping', () => {
    expect(lineServingsProblem(10_000, CATALOGUE_SERVINGS_RANGE)).toBeNull();
    expect(lineServingsProblem(10_001, CATALOGUE_SERVINGS_RANGE)).toBe(
      '한 메뉴에 10,000인분까지 요청할 수 있어요',
    );
  });

  it('asks the whole order, not each dish, to reach the truck’s minimum', () => {
    expect(totalServingsProblem([{ servings: 30 }, { servings: 20 }], truck)).toBeNull();
    expect(totalServingsProblem([{ servings: 20 }], truck)).toBe(
      '이 푸드트럭은 모두 합쳐 50인분부터 준비할 수 있어요',
    );
    expect(totalServingsProblem([], truck)).toBeNull();
  });

  it('keys the problems as the server’s field errors, lines first', () => {
    expect(servingsProblems([{ servings: 120 }, { servings: 400 }], truck)).toEqual({
      'menus.1.servings': '이 푸드트럭은 한 메뉴에 300인분까지 준비할 수 있어요',
    });
    expect(servingsProblems([{ servings: 10 }, { servings: 10 }], truck)).toEqual({
      menus: '이 푸드트럭은 모두 합쳐 50인분부터 준비할 수 있어요',
    });
    expect(servingsProblems([{ servings: 120 }], truck)).toEqual({});
  });
});
