import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostcodeResult } from '../postcode/postcode.ts';
import { InfoForm } from './info-form.tsx';

const CHOSEN: PostcodeResult = {
  zonecode: '03925',
  roadAddress: '서울 마포구 월드컵북로 396',
  jibunAddress: '',
  buildingName: '누리꿈스퀘어',
  sido: '서울',
  sigungu: '마포구',
};

/** Stands in for the Kakao script's protocol: new daum.Postcode({ oncomplete }).embed(element). */
function fakePostcodeService() {
  window.daum = {
    // biome-ignore lint/correctness/noComponentHookFactories: the postcode script's constructor, not a component
    Postcode: function Postcode(this: unknown, options: { oncomplete: (data: PostcodeResult) => void }) {
      return {
        embed(element: HTMLElement) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = '월드컵북로 396 선택';
          button.onclick = () => options.oncomplete(CHOSEN);
          element.append(button);
        },
      };
    } as never,
  };
}

const renderForm = () => render(<InfoForm id="info" defaultValues={{}} onValid={() => undefined} />);

describe('AddressField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.daum;
  });

  it('draws the service into its sheet even when the next frame comes before React has shown the sheet', async () => {
    fakePostcodeService();
    // A busy phone: the frame callback runs before the state change is committed.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '주소 검색' })));
    const sheet = await screen.findByRole('dialog', { name: '주소 검색' });
    fireEvent.click(within(sheet).getByRole('button', { name: '월드컵북로 396 선택' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('우편번호')).toHaveProperty('value', '03925');
    expect(screen.getByLabelText('주소')).toHaveProperty(
      'value',
      '서울 마포구 월드컵북로 396 (누리꿈스퀘어)',
    );
  });

  it('opens a fresh search after the sheet was closed', async () => {
    fakePostcodeService();
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '주소 검색' })));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '주소 검색' })));
    const sheet = screen.getByRole('dialog', { name: '주소 검색' });
    expect(within(sheet).getAllByRole('button', { name: '월드컵북로 396 선택' })).toHaveLength(1);
  });
});
