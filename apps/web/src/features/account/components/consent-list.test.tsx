import type { Consents } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { getToasts, toast } from '../../../shell/ui/toast-store.ts';
import { ConsentList } from './consent-list.tsx';

afterEach(() => {
  cleanup();
  for (const t of getToasts()) toast.dismiss(t.id);
  setApiTransport((input, init) => fetch(input, init));
});

// 2026-11-26 00:30 in Seoul is still the 25th in UTC: the day shown is Seoul's.
const SIGNED_UP = '2026-11-25T15:30:00.000Z';
const signedUp = (marketing: boolean): Consents => ({
  current: [
    { kind: 'terms', required: true, agreed: true, version: '1.0', recordedAt: SIGNED_UP },
    { kind: 'privacy', required: true, agreed: true, version: '1.1', recordedAt: SIGNED_UP },
    { kind: 'age14', required: true, agreed: true, version: '1.0', recordedAt: SIGNED_UP },
    { kind: 'marketing', required: false, agreed: marketing, version: '1.0', recordedAt: SIGNED_UP },
  ],
  history: (['marketing', 'age14', 'privacy', 'terms'] as const).map((kind) => ({
    kind,
    agreed: kind === 'marketing' ? marketing : true,
    version: kind === 'privacy' ? '1.1' : '1.0',
    recordedAt: SIGNED_UP,
  })),
});

function renderList(first: Consents, afterPut: (body: { agreed: boolean }) => Consents) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  setApiTransport(async (input, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url: String(input), ...(body ? { body } : {}) });
    const data = method === 'PUT' ? afterPut(body) : first;
    return Response.json({ success: true, data });
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConsentList />
    </QueryClientProvider>,
  );
  return calls;
}

describe('설정 § 약관 동의 내역', () => {
  it('shows each consent with its version and the day it was agreed', async () => {
    renderList(signedUp(false), () => signedUp(false));
    const section = await screen.findByRole('region', { name: '약관 동의 내역' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '이용약관 동의 (필수)버전 1.0 · 2026년 11월 26일 동의',
      '개인정보 수집·이용 동의 (필수)버전 1.1 · 2026년 11월 26일 동의',
      '만 14세 이상 확인 (필수)버전 1.0 · 2026년 11월 26일 동의',
      '마케팅 정보 수신 동의 (선택)할인과 이벤트 소식을 받아요.동의하지 않음',
    ]);
  });

  it('switches marketing on and off through the consents API, showing the day of each change', async () => {
    const on: Consents = {
      current: signedUp(false).current.map((c) =>
        c.kind === 'marketing' ? { ...c, agreed: true, recordedAt: '2026-11-27T03:00:00.000Z' } : c,
      ),
      history: [
        { kind: 'marketing', agreed: true, version: '1.0', recordedAt: '2026-11-27T03:00:00.000Z' },
        ...signedUp(false).history,
      ],
    };
    const off: Consents = {
      current: on.current.map((c) =>
        c.kind === 'marketing' ? { ...c, agreed: false, recordedAt: '2026-11-28T03:00:00.000Z' } : c,
      ),
      history: [
        { kind: 'marketing', agreed: false, version: '1.0', recordedAt: '2026-11-28T03:00:00.000Z' },
        ...on.history,
      ],
    };
    const calls = renderList(signedUp(false), ({ agreed }) => (agreed ? on : off));
    const marketing = await screen.findByRole('switch', { name: '마케팅 정보 수신 동의 (선택)' });
    expect((marketing as HTMLInputElement).checked).toBe(false);
    expect(marketing.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(marketing);
    await waitFor(() => expect(screen.getByText('버전 1.0 · 2026년 11월 27일 동의')).toBeTruthy());
    expect((marketing as HTMLInputElement).checked).toBe(true);
    fireEvent.click(marketing);
    await waitFor(() => expect(screen.getByText('2026년 11월 28일 동의 철회')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/v1/users/consents/marketing', body: { agreed: true } },
      { method: 'PUT', url: '/api/v1/users/consents/marketing', body: { agreed: false } },
    ]);
    expect(getToasts().map((t) => t.title)).toEqual([
      '마케팅 정보 수신에 동의했어요',
      '마케팅 정보 수신 동의를 철회했어요',
    ]);
  });
});
