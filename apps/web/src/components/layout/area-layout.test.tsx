import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AdminLayout from './admin-layout.tsx';
import { isSectionActive } from './area-layout.tsx';
import VendorLayout from './vendor-layout.tsx';

afterEach(cleanup);

describe('area layouts', () => {
  it('marks a section current on its path and below it, not on a longer sibling', () => {
    expect(isSectionActive('/admin/applications', '/admin/applications')).toBe(true);
    expect(isSectionActive('/admin/applications', '/admin/applications/abc')).toBe(true);
    expect(isSectionActive('/admin/applications', '/admin/applications-old')).toBe(false);
    // An area's overview is current only on itself, though every section's path starts with it.
    expect(isSectionActive('/admin', '/admin', true)).toBe(true);
    expect(isSectionActive('/admin', '/admin/bookings', true)).toBe(false);
  });

  it('admin: one section current at a time, the overview only on /admin', () => {
    render(
      <MemoryRouter initialEntries={['/admin/settlements/x']}>
        <AdminLayout hasScreen={() => true}>
          <main id="main">화면</main>
        </AdminLayout>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '운영자 메뉴' });
    const current = [...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(current).toEqual(['정산']);
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      '현황',
      '예약',
      '정산',
      '이의 제기',
      '후기 신고',
      '결제 대사',
      '입점 심사',
      '푸드트럭',
      '기준 정보',
      '발송 실패',
      '오류 신고',
    ]);
  });

  it('admin: 운영자 bar with 입점 심사 and a way out, no customer bottom navigation', () => {
    render(
      <MemoryRouter initialEntries={['/admin/applications/x']}>
        <AdminLayout hasScreen={() => true}>
          <main id="main">화면</main>
        </AdminLayout>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '운영자 메뉴' });
    const link = screen.getByRole('link', { name: '입점 심사' });
    expect(nav.contains(link)).toBe(true);
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /나가기/ }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
  });

  it('vendor: links only to sections that are screens today', () => {
    render(
      <MemoryRouter initialEntries={['/foodtruck/trucks']}>
        <VendorLayout hasScreen={(path) => path === '/foodtruck/trucks'}>
          <main id="main">화면</main>
        </VendorLayout>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links).toContain('내 푸드트럭');
    expect(links).not.toContain('예약 관리');
    expect(links).not.toContain('정산 내역');
  });
});
