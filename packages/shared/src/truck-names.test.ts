import { describe, expect, it } from 'vitest';
import { truckNameKey, truckNameNote, truckPlace } from './truck-names.ts';

const seoul = (sigungu: string) => ({ sido: '서울특별시', sigungu });
const gyeonggi = (sigungu: string) => ({ sido: '경기도', sigungu });

describe('truck names shared by listed trucks', () => {
  it('notes nothing while the name is one truck’s', () => {
    expect(truckNameNote(0, [seoul('마포구')])).toBeNull();
    expect(truckNameNote(1, [seoul('마포구')])).toBeNull();
  });

  it('adds where the truck works when the name is shared', () => {
    expect(truckNameNote(2, [gyeonggi('성남시'), gyeonggi('용인시')])).toBe('경기 성남시');
    // Most of its regions are in Seoul: that is where it works, whatever sorts first.
    expect(truckNameNote(2, [gyeonggi('고양시'), seoul('마포구'), seoul('서대문구'), seoul('은평구')])).toBe(
      '서울 마포구',
    );
    expect(truckPlace([{ sido: '부산광역시', sigungu: '중구' }])).toBe('부산 중구');
    // 경기 광주시 is not 광주광역시.
    expect(truckPlace([gyeonggi('광주시'), gyeonggi('성남시')])).toBe('경기 광주시');
    expect(truckPlace([{ sido: '세종특별자치시', sigungu: '' }])).toBe('세종');
    expect(truckNameNote(3, [])).toBeNull();
  });

  it('takes names apart from spaces and case as the database does', () => {
    expect(truckNameKey('달빛 떡볶이')).toBe(truckNameKey('달빛떡볶이'));
    expect(truckNameKey('BBQ 트럭')).toBe(truckNameKey('bbq트럭'));
  });
});
