import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadCollectorContext, type HeadData, useHead } from './head.tsx';

afterEach(cleanup);

function NotFound() {
  useHead({ title: '페이지를 찾을 수 없습니다', error: true });
  return <p>없어요</p>;
}

/** A screen that declares its own title and then shows the error page instead of itself (success.tsx did). */
function Screen({ missing }: { missing: boolean }) {
  useHead({ title: '예약 요청 완료' });
  return missing ? <NotFound /> : <p>완료</p>;
}

describe('useHead', () => {
  it('titles the page after the error page a screen shows, in the browser and on the server', () => {
    const { rerender } = render(<Screen missing />);
    expect(document.title).toBe('페이지를 찾을 수 없습니다 | 푸드트럭 예약');
    // Found after all (a retry): the screen's own title comes back.
    rerender(<Screen missing={false} />);
    expect(document.title).toBe('예약 요청 완료 | 푸드트럭 예약');

    const collector: { current: HeadData | null } = { current: null };
    renderToString(
      <HeadCollectorContext.Provider value={collector}>
        <Screen missing />
      </HeadCollectorContext.Provider>,
    );
    expect(collector.current?.title).toBe('페이지를 찾을 수 없습니다');
  });
});
