import { describe, expect, it } from 'vitest';
import { clampView, doubleTapView, MAX_ZOOM, pinchView, UNZOOMED } from './pinch-zoom.ts';

// A 3:2 board on a 390 × 700 stage: contained at 390 × 260.
const stage = { width: 390, height: 700, photoWidth: 1200, photoHeight: 800 };

describe('pinch zoom', () => {
  it('scales by how far the fingers spread, keeping the point between them still', () => {
    const view = pinchView(UNZOOMED, { x: 50, y: 0, distance: 100 }, { x: 50, y: 0, distance: 200 }, stage);
    expect(view).toEqual({ scale: 2, x: -50, y: 0 });
  });

  it('stays between 1× and 4×', () => {
    expect(
      pinchView(UNZOOMED, { x: 0, y: 0, distance: 100 }, { x: 0, y: 0, distance: 50 }, stage).scale,
    ).toBe(1);
    expect(
      pinchView(UNZOOMED, { x: 0, y: 0, distance: 10 }, { x: 0, y: 0, distance: 500 }, stage).scale,
    ).toBe(MAX_ZOOM);
  });

  it('pans with one finger only as far as the zoomed photo reaches', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    // At 2× the board is 780 × 520: 195 px to spare on each side, none above or below the 700 px stage.
    const view = pinchView(zoomed, { x: 0, y: 0, distance: 1 }, { x: 500, y: 300, distance: 1 }, stage);
    expect(view).toEqual({ scale: 2, x: 195, y: 0 });
    expect(clampView({ scale: 1, x: 40, y: -40 }, stage)).toEqual(UNZOOMED);
  });

  it('toggles 2× around a double tap', () => {
    const zoomed = doubleTapView(UNZOOMED, { x: 100, y: 20 }, stage);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
    expect(doubleTapView(zoomed, { x: 0, y: 0 }, stage)).toEqual(UNZOOMED);
  });
});
