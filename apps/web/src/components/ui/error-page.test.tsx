import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page.tsx';

afterEach(cleanup);

describe('error page (docs/product.md § Screens)', () => {
  it('always says the page was not found, shows the status and the three ways out', () => {
    render(
      <MemoryRouter>
        <ErrorPage status={500} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    // Home is a plain link, so it works before the page's scripts have loaded.
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    for (const name of ['이전 페이지', '새로고침']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(document.title).toBe('페이지를 찾을 수 없습니다 | 푸드트럭 예약');
  });
});
