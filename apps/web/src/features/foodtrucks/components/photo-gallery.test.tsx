import type { Photo } from '@ft/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryIndex, PhotoGallery } from './photo-gallery.tsx';

afterEach(cleanup);

const photo = (id: number): Photo => ({
  id,
  url: `/files/${id}.webp`,
  mediumUrl: `/files/${id}.md.webp`,
  thumbnailUrl: `/files/${id}.thumb.webp`,
  width: 1200,
  height: 800,
});

describe('galleryIndex', () => {
  it('is the photo nearest the scroll position, one carousel width per photo', () => {
    expect(galleryIndex(0, 390, 4)).toBe(0);
    expect(galleryIndex(390, 390, 4)).toBe(1);
    expect(galleryIndex(390 * 2 - 100, 390, 4)).toBe(2);
    expect(galleryIndex(390 * 2 + 194, 390, 4)).toBe(2);
    expect(galleryIndex(390 * 2 + 196, 390, 4)).toBe(3);
  });

  it('stays within the photos when a fling overshoots, in a right-to-left layout and before layout', () => {
    expect(galleryIndex(390 * 5, 390, 4)).toBe(3);
    expect(galleryIndex(-10, 390, 4)).toBe(0);
    expect(galleryIndex(-390, 390, 4)).toBe(1);
    expect(galleryIndex(500, 0, 4)).toBe(0);
    expect(galleryIndex(0, 390, 0)).toBe(0);
  });
});

describe('PhotoGallery', () => {
  it('shows 1/N and says 사진 N장 중 1번째, then follows the scroll', () => {
    const { container } = render(<PhotoGallery photos={[1, 2, 3, 4].map(photo)} truckName="달빛떡볶이" />);
    expect(screen.getByText('1/4')).toBeTruthy();
    expect(screen.getByText('사진 4장 중 1번째')).toBeTruthy();

    const carousel = screen.getByRole('region', { name: '푸드트럭 사진' });
    Object.defineProperty(carousel, 'clientWidth', { configurable: true, value: 360 });
    carousel.scrollLeft = 720;
    fireEvent.scroll(carousel);
    expect(screen.getByText('3/4')).toBeTruthy();
    expect(screen.getByText('사진 4장 중 3번째')).toBeTruthy();
    // The position is read on request, never announced while swiping.
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('shows no position for a single photo', () => {
    render(<PhotoGallery photos={[photo(1)]} truckName="달빛떡볶이" />);
    expect(screen.queryByText(/사진 1장 중/)).toBeNull();
  });
});
