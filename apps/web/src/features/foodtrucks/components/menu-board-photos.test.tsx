import type { Photo } from '@ft/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuBoardPhotos } from './menu-board-photos.tsx';

afterEach(cleanup);

const boards: Photo[] = [1, 2].map((id) => ({
  id,
  url: `/files/${id}.webp`,
  mediumUrl: `/files/${id}.md.webp`,
  thumbnailUrl: `/files/${id}.thumb.webp`,
  width: 800,
  height: 1200,
}));

describe('MenuBoardPhotos', () => {
  it('shows each board whole, from the uncropped image, never the 3:2 list crop', () => {
    render(<MenuBoardPhotos photos={boards} truckName="달빛떡볶이" />);
    const image = screen.getByRole('img', { name: '달빛떡볶이 메뉴판 사진 1' });
    expect(image.getAttribute('src')).toBe('/files/1.md.webp');
    expect(image.className).toContain('object-contain');
  });

  it('opens a board full screen (its viewer fetched on the tap); Escape closes it and focus returns to that board', async () => {
    render(<MenuBoardPhotos photos={boards} truckName="달빛떡볶이" />);
    const second = screen.getByRole('button', { name: '달빛떡볶이 메뉴판 사진 2 크게 보기' });
    second.focus();
    fireEvent.click(second);

    const viewer = await screen.findByRole('dialog', { name: '달빛떡볶이 메뉴판 사진 2' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/files/2.webp');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();

    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('closes with 닫기 and zooms with two pointers spreading apart', async () => {
    render(<MenuBoardPhotos photos={boards} truckName="달빛떡볶이" />);
    const first = screen.getByRole('button', { name: '달빛떡볶이 메뉴판 사진 1 크게 보기' });
    fireEvent.click(first);
    const viewer = await screen.findByRole('dialog');
    const image = viewer.querySelector('img');
    const stage = image?.parentElement;
    if (!image || !stage) throw new Error('no stage');

    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(image.style.transform).toContain('scale(2)');
    fireEvent.pointerUp(stage, { pointerId: 1 });
    fireEvent.pointerUp(stage, { pointerId: 2 });

    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });
});
