import { describe, expect, it } from 'vitest';
import { isOwnKakaoState } from './kakao-button.tsx';

describe('isOwnKakaoState', () => {
  it("takes the part after the server's guard as this browser's state", () => {
    expect(isOwnKakaoState('Zk3guard_from-server-123.a1b2c3d4e5f6a7b8', 'a1b2c3d4e5f6a7b8')).toBe(true);
    expect(isOwnKakaoState('Zk3guard_from-server-123.someone-elses-1', 'a1b2c3d4e5f6a7b8')).toBe(false);
    expect(isOwnKakaoState('a1b2c3d4e5f6a7b8', 'a1b2c3d4e5f6a7b8')).toBe(true);
    expect(isOwnKakaoState(null, 'a1b2c3d4e5f6a7b8')).toBe(false);
    expect(isOwnKakaoState('Zk3guard.a1b2c3d4e5f6a7b8', null)).toBe(false);
  });
});
