import { BOOKING_LIMITS } from '../../constants.ts';
import { groupDigits } from '../../digits.ts';

/**
 * How many servings a request may ask for (docs/decisions/014): a truck's own range (food_trucks
 * min_servings/max_servings, 준비 가능 인원) or, for an open request, the catalogue's limits. The menu step,
 * the edit screen and the server all ask this module, so a number the screen accepts is one the server takes.
 */
export interface ServingsRange {
  /** The smallest order, all lines together: a truck does not come out for less. */
  min: number;
  /** The most servings of one dish. */
  max: number;
  /** Whose limits these are: they word the reason. */
  source: 'truck' | 'catalogue';
}

/** An open request has no truck yet: only the catalogue's limits apply. */
export const CATALOGUE_SERVINGS_RANGE: ServingsRange = {
  min: 1,
  max: BOOKING_LIMITS.servingsMax,
  source: 'catalogue',
};

export function servingsRangeOf(truck: { minServings: number; maxServings: number } | null): ServingsRange {
  if (!truck) return CATALOGUE_SERVINGS_RANGE;
  return {
    min: Math.max(1, truck.minServings),
    max: Math.min(BOOKING_LIMITS.servingsMax, truck.maxServings),
    source: 'truck',
  };
}

/** Why a line above the range is refused; the request contract states the catalogue's with it. */
export const servingsMaxMessage = (range: ServingsRange) =>
  range.source === 'truck'
    ? `이 푸드트럭은 한 메뉴에 ${groupDigits(range.max)}인분까지 준비할 수 있어요`
    : `한 메뉴에 ${groupDigits(range.max)}인분까지 요청할 수 있어요`;

/** The reason one line's servings cannot be asked for, or null when they can. */
export function lineServingsProblem(servings: number, range: ServingsRange): string | null {
  if (!Number.isInteger(servings) || servings < 1) return '수량을 입력해주세요';
  return servings <= range.max ? null : servingsMaxMessage(range);
}

/** The reason the order as a whole is too small for the truck, or null. */
export function totalServingsProblem(
  lines: readonly { servings: number }[],
  range: ServingsRange,
): string | null {
  const total = lines.reduce((sum, line) => sum + line.servings, 0);
  if (lines.length === 0 || total >= range.min) return null;
  return range.source === 'truck'
    ? `이 푸드트럭은 모두 합쳐 ${groupDigits(range.min)}인분부터 준비할 수 있어요`
    : `모두 합쳐 ${groupDigits(range.min)}인분 이상 요청해주세요`;
}

/**
 * Every servings problem of a request's lines, keyed as the server's field errors are: `menus.N.servings` for
 * a line, `menus` for the total. Empty when the lines can be sent.
 */
export function servingsProblems(
  lines: readonly { servings: number }[],
  range: ServingsRange,
): Record<string, string> {
  const problems: Record<string, string> = {};
  lines.forEach((line, index) => {
    const problem = lineServingsProblem(line.servings, range);
    if (problem) problems[`menus.${index}.servings`] = problem;
  });
  // The total is only judged once every line has a number of its own.
  if (Object.keys(problems).length > 0) return problems;
  const total = totalServingsProblem(lines, range);
  if (total) problems.menus = total;
  return problems;
}
