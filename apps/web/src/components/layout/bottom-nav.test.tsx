import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav, isTabActive } from './bottom-nav.tsx';

afterEach(cleanup);

describe('bottom navigation (docs/product.md § Screens)', () => {
  it('activates 홈 only on exactly "/", the other tabs on any path under them', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/foodtrucks')).toBe(false);
    expect(isTabActive('/register', '/register/documents')).toBe(true);
    expect(isTabActive('/profile', '/profile-edit')).toBe(true);
    expect(isTabActive('/profile', '/')).toBe(false);
  });

  it('renders the three tabs with the current one marked', () => {
    render(
      <MemoryRouter initialEntries={['/register/apply']}>
        <BottomNav />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['홈', '입점하기', '마이']);
    expect(screen.getByRole('link', { name: '입점하기' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
  });
});
