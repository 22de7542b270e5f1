import { describe, expect, it } from 'vitest';
import { noticeLabel, openRequestRefusal, servesDish } from './open-request-fit.ts';

const truck = {
  menuNames: ['달빛 떡볶이', '치즈 로제 떡볶이', '찹쌀 순대', '수제 튀김 3종'],
  minServings: 50,
  maxServings: 200,
  minNoticeHours: 24,
};
const now = new Date('2026-11-26T03:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('servesDish', () => {
  it('matches a catalogue dish by its head noun in any of the truck’s dishes', () => {
    expect(servesDish(truck.menuNames, '떡볶이')).toBe(true);
    expect(servesDish(truck.menuNames, '로제 떡볶이')).toBe(true);
    expect(servesDish(truck.menuNames, '모둠 튀김')).toBe(true);
    expect(servesDish(truck.menuNames, '순대')).toBe(true);
    expect(servesDish(truck.menuNames, '어묵')).toBe(false);
    expect(servesDish(truck.menuNames, '김밥')).toBe(false);
    expect(servesDish(truck.menuNames, '  ')).toBe(false);
  });
});

describe('openRequestRefusal', () => {
  const request = (menus: { name: string; servings: number }[], hours = 72) => ({
    menus,
    startsAt: inHours(hours),
  });

  it('names the dishes the truck does not serve (the walk: 떡볶이 + 어묵 at a truck with no 어묵)', () => {
    expect(
      openRequestRefusal(
        request([
          { name: '떡볶이', servings: 100 },
          { name: '어묵', servings: 100 },
        ]),
        truck,
        now,
      ),
    ).toBe('내 메뉴에 없는 요리가 있어 받을 수 없어요: 어묵');
  });

  it('holds the truck’s own servings range: at most its maximum per dish, at least its minimum in all', () => {
    expect(openRequestRefusal(request([{ name: '떡볶이', servings: 300 }]), truck, now)).toBe(
      '떡볶이 300인분은 내 트럭의 한 메뉴 최대 200인분을 넘어요',
    );
    expect(openRequestRefusal(request([{ name: '떡볶이', servings: 30 }]), truck, now)).toBe(
      '모두 합쳐 50인분 이상만 받는 트럭이에요',
    );
  });

  it('refuses a request that starts sooner than the truck’s notice (13 minutes, 23 hours), not one at it', () => {
    const menus = [{ name: '떡볶이', servings: 100 }];
    const late = '행사 시작 하루 전까지만 받을 수 있어요. 트럭 정보의 예약 마감을 확인해주세요.';
    expect(openRequestRefusal(request(menus, 13 / 60), truck, now)).toBe(late);
    expect(openRequestRefusal(request(menus, 23), truck, now)).toBe(late);
    expect(openRequestRefusal(request(menus, 24), truck, now)).toBeNull();
    expect(openRequestRefusal(request(menus, 4), { ...truck, minNoticeHours: 3 }, now)).toBeNull();
  });

  it('words each notice naturally', () => {
    expect([3, 12, 24, 48, 72, 168].map(noticeLabel)).toEqual([
      '3시간',
      '12시간',
      '하루',
      '이틀',
      '사흘',
      '일주일',
    ]);
  });
});
