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
