import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav, isTabActive, showsTabBar } from './bottom-nav.tsx';

afterEach(cleanup);

describe('bottom navigation (docs/product.md § Screens)', () => {
  it('activates 홈 only on exactly "/", the other tabs on any path under them', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/foodtrucks')).toBe(false);
    expect(isTabActive('/register', '/register/documents')).toBe(true);
    expect(isTabActive('/profile', '/profile-edit')).toBe(true);
    expect(isTabActive('/profile', '/')).toBe(false);
  });

  it('is hidden inside the request flow and on the log-in it asks for, shown everywhere else', () => {
    for (const step of ['event-type', 'info', 'menu', 'contact', 'review', 'submit']) {
      expect(showsTabBar(`/booking/${step}`, '')).toBe(false);
    }
    expect(showsTabBar('/booking/event-type', '?truckId=3')).toBe(false);
    expect(showsTabBar('/profile', '?next=%2Fbooking%2Fcontact')).toBe(false);
    // The confirmation, other log-ins and an unsafe next keep it.
    expect(showsTabBar('/booking/success', '?id=1')).toBe(true);
    expect(showsTabBar('/profile', '?next=%2Fsettings')).toBe(true);
    expect(showsTabBar('/profile', '?next=%2F%2Fevil.example%2Fbooking%2Fcontact')).toBe(true);
    expect(showsTabBar('/profile', '')).toBe(true);
    expect(showsTabBar('/foodtrucks/3', '')).toBe(true);
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
