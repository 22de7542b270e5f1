import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressFromPostcode, loadPostcode, POSTCODE_SCRIPT_URL } from './postcode.ts';

const injected = () => document.head.querySelector<HTMLScriptElement>(`script[src="${POSTCODE_SCRIPT_URL}"]`);

describe('loadPostcode', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.daum;
    injected()?.remove();
  });

  it('gives up when the script fails, so the form can offer manual entry, and tries again next time', async () => {
    const first = loadPostcode();
    injected()!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('failed to load');
    expect(injected()).toBeNull();
    const second = loadPostcode();
    expect(injected()).not.toBeNull();
    injected()!.dispatchEvent(new Event('error'));
    await expect(second).rejects.toThrow();
  });

  it('gives up when the script is too slow', async () => {
    vi.useFakeTimers();
    const loading = loadPostcode(5000);
    vi.advanceTimersByTime(5000);
    await expect(loading).rejects.toThrow('timed out');
  });

  it('resolves with daum.Postcode once the script has run', async () => {
    const loading = loadPostcode();
    const Postcode = vi.fn();
    window.daum = { Postcode: Postcode as never };
    injected()!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(Postcode);
  });
});

describe('addressFromPostcode', () => {
  it('keeps the building name people recognise and falls back to the lot address', () => {
    const base = {
      zonecode: '03925',
      jibunAddress: '서울 마포구 상암동 1605',
      sido: '서울',
      sigungu: '마포구',
    };
    expect(
      addressFromPostcode({
        ...base,
        roadAddress: '서울 마포구 월드컵북로 396',
        buildingName: '누리꿈스퀘어',
      }),
    ).toEqual({ postcode: '03925', roadAddress: '서울 마포구 월드컵북로 396 (누리꿈스퀘어)' });
    expect(addressFromPostcode({ ...base, roadAddress: '', buildingName: '' })).toEqual({
      postcode: '03925',
      roadAddress: '서울 마포구 상암동 1605',
    });
  });
});
