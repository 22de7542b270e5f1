import { ERROR_CATALOG } from '@ft/shared';
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

  it.each([
    [404, 'RESOURCE_NOT_FOUND'],
    [401, 'AUTH_REQUIRED'],
    [403, 'ACCESS_DENIED'],
    [422, 'VALIDATION_FAILED'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'INTERNAL_SERVER_ERROR'],
    [409, 'UNKNOWN_ERROR'],
    [400, 'UNKNOWN_ERROR'],
  ] as const)('shows %i with the code the spec maps it to, %s, and its message', (status, code) => {
    render(
      <MemoryRouter>
        <ErrorPage status={status} />
      </MemoryRouter>,
    );
    expect(screen.getByText(`오류 코드 ${code}`)).toBeTruthy();
    expect(screen.getByText(ERROR_CATALOG[code].message)).toBeTruthy();
  });

  it("keeps a failed request's own message beside the mapped code", () => {
    render(
      <MemoryRouter>
        <ErrorPage error={{ status: 404, message: '예약을 찾을 수 없어요.' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('예약을 찾을 수 없어요.')).toBeTruthy();
    expect(screen.getByText('오류 코드 RESOURCE_NOT_FOUND')).toBeTruthy();
  });

  it.each([
    ['NO_RESPONSE', '서버로부터 응답을 받지 못했습니다'],
    ['CONNECTION_TIMEOUT', '요청 시간이 초과되었어요. 네트워크 연결을 확인해주세요.'],
  ] as const)('says a call with no answer (status 0, %s) is the connection, not a 500', (code, message) => {
    render(
      <MemoryRouter>
        <ErrorPage error={{ status: 0, message, code }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('연결 오류')).toBeTruthy();
    expect(screen.queryByText('500')).toBeNull();
    expect(screen.queryByText(/INTERNAL_SERVER_ERROR/)).toBeNull();
    expect(screen.getByText(`오류 코드 ${code}`)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
  });

  it('names the network and says its sentence when a no-answer failure brought neither', () => {
    render(
      <MemoryRouter>
        <ErrorPage error={{ status: 0, message: '' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('오류 코드 NETWORK_ERROR')).toBeTruthy();
    expect(screen.getByText(ERROR_CATALOG.NETWORK_ERROR.message)).toBeTruthy();
  });
});
