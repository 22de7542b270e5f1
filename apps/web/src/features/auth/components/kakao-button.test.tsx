import type { SiteInfo } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { siteQuery } from '../../../lib/site.ts';
import { KakaoButton } from './kakao-button.tsx';

const business: SiteInfo['business'] = {
  name: '푸드트럭예약 주식회사 (데모)',
  representative: '홍길동 (데모)',
  registrationNumber: '000-00-00000 (데모)',
  mailOrderNumber: '제2026-서울강남-00000호 (데모)',
  address: '서울특별시 강남구 테헤란로 000 (데모)',
  supportPhone: '1600-0000 (데모)',
  supportEmail: 'help@example.com (데모)',
  demo: true,
};

afterEach(() => {
  cleanup();
  setApiTransport((input, init) => fetch(input, init));
});

/** The button as the log-in screen shows it, the server answering GET /api/v1/site as configured. */
function renderWithServer(kakaoLogin: boolean) {
  const calls: string[] = [];
  setApiTransport(async (input) => {
    calls.push(String(input));
    return Response.json({ success: true, data: { business, kakaoLogin } satisfies SiteInfo });
  });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <KakaoButton next="/profile" />
    </QueryClientProvider>,
  );
  const answered = async () => {
    await vi.waitFor(() => expect(client.getQueryState(siteQuery().queryKey)?.status).toBe('success'));
    await act(async () => undefined);
  };
  return { calls, answered };
}

describe('KakaoButton', () => {
  it('is offered when the server can sign in with Kakao', async () => {
    const { calls } = renderWithServer(true);
    expect(await screen.findByRole('button', { name: '카카오로 시작하기' })).toBeTruthy();
    expect(screen.getByText('또는 이메일로')).toBeTruthy();
    expect(calls).toEqual(['/api/v1/site']);
  });

  it('is not shown, nor the line leading past it, when Kakao is not configured', async () => {
    const { calls, answered } = renderWithServer(false);
    await answered();
    expect(calls).toEqual(['/api/v1/site']);
    expect(screen.queryByRole('button', { name: '카카오로 시작하기' })).toBeNull();
    expect(screen.queryByText('또는 이메일로')).toBeNull();
  });
});
