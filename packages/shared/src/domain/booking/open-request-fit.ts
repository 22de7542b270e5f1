import { HOUR_MS } from '../../constants.ts';
import { groupDigits } from '../../digits.ts';
import { servingsProblems, servingsRangeOf } from './servings.ts';

/**
 * Whether a truck can take an open request (docs/decisions/034-open-request-fit.md): an open
 * request is priced from the catalogue, so the truck that accepts it must serve its dishes, within its own
 * servings range, and have been told early enough (the notice its owner sets, 24 hours unless changed).
 */

/** 예약 마감: how long before an event a truck stops taking requests, in hours; its owner picks one. */
export const MIN_NOTICE_HOURS_OPTIONS = [3, 6, 12, 24, 48, 72, 168] as const;
export const DEFAULT_MIN_NOTICE_HOURS = 24;

/** 3시간, 하루, 이틀, 사흘, 일주일: how the notice reads in a sentence. */
export function noticeLabel(hours: number): string {
  const days: Record<number, string> = { 1: '하루', 2: '이틀', 3: '사흘', 7: '일주일' };
  return hours % 24 === 0 && days[hours / 24] ? days[hours / 24]! : `${hours}시간`;
}

const squeezed = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * A catalogue dish is on a truck's menu when one of the truck's dishes is named with the dish's last word, its
 * head noun in Korean (떡볶이 in 로제 떡볶이, 튀김 in 모둠 튀김): `꼬치 어묵` serves 어묵, `수제 튀김 3종` serves
 * 모둠 튀김, and a truck of 떡볶이 and 순대 does not serve 어묵.
 */
export function servesDish(truckMenuNames: readonly string[], dishName: string): boolean {
  const words = dishName.trim().split(/\s+/);
  const head = squeezed(words[words.length - 1] ?? '');
  if (!head) return false;
  return truckMenuNames.some((name) => squeezed(name).includes(head));
}

export interface OpenRequestToFit {
  menus: readonly { name: string; servings: number }[];
  startsAt: Date;
}

export interface TruckToFit {
  menuNames: readonly string[];
  minServings: number;
  maxServings: number;
  minNoticeHours: number;
}

/** Why `truck` cannot take `request` now, in Korean for its owner; null when it can. */
export function openRequestRefusal(request: OpenRequestToFit, truck: TruckToFit, now: Date): string | null {
  const missing = request.menus.filter((line) => !servesDish(truck.menuNames, line.name)).map((l) => l.name);
  if (missing.length > 0) {
    return `내 메뉴에 없는 요리가 있어 받을 수 없어요: ${missing.join(', ')}`;
  }
  const range = servingsRangeOf(truck);
  const problems = servingsProblems(request.menus, range);
  const lineProblem = request.menus.findIndex((_, index) => problems[`menus.${index}.servings`]);
  if (lineProblem >= 0) {
    const line = request.menus[lineProblem]!;
    return `${line.name} ${groupDigits(line.servings)}인분은 내 트럭의 한 메뉴 최대 ${groupDigits(range.max)}인분을 넘어요`;
  }
  if (problems.menus) {
    return `모두 합쳐 ${groupDigits(range.min)}인분 이상만 받는 트럭이에요`;
  }
  if (request.startsAt.getTime() - now.getTime() < truck.minNoticeHours * HOUR_MS) {
    return `행사 시작 ${noticeLabel(truck.minNoticeHours)} 전까지만 받을 수 있어요. 트럭 정보의 예약 마감을 확인해주세요.`;
  }
  return null;
}
