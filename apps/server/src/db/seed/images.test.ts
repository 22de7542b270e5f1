import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePhotoSvg, PHOTO_HEIGHT, PHOTO_WIDTH, renderTruckPhoto } from './images.ts';

const palette: [string, string] = ['#f4a340', '#e2483d'];

describe('renderTruckPhoto', () => {
  it.each(['truck', 'menu'] as const)('renders a %s photo at 1200×800', async (kind) => {
    const buffer = await renderTruckPhoto({ seed: 'demo-vendor-truck', palette, kind, variant: 0 });
    const meta = await sharp(buffer).metadata();
    expect(meta.width).toBe(PHOTO_WIDTH);
    expect(meta.height).toBe(PHOTO_HEIGHT);
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(800);
    expect(meta.format).toBe('jpeg');
  });

  it('gives different pictures for different seeds and variants', async () => {
    const a = await renderTruckPhoto({ seed: 'dalbit-tteokbokki', palette, kind: 'truck', variant: 0 });
    const b = await renderTruckPhoto({ seed: 'seoul-coffee-truck', palette, kind: 'truck', variant: 0 });
    const c = await renderTruckPhoto({ seed: 'dalbit-tteokbokki', palette, kind: 'truck', variant: 1 });
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
  });

  it('is deterministic for the same options', async () => {
    const opts = { seed: 'busan-eomuk-truck', palette, kind: 'menu', variant: 1, motif: 'bunsik' } as const;
    const first = await renderTruckPhoto(opts);
    const second = await renderTruckPhoto(opts);
    expect(first.equals(second)).toBe(true);
  });
});

describe('composePhotoSvg', () => {
  it('never draws text and references no external resources', () => {
    for (const kind of ['truck', 'menu'] as const) {
      for (const motif of [undefined, 'meal', 'bunsik', 'coffee-drink', 'dessert', 'bar', 'ice-cream']) {
        for (let variant = 0; variant < 4; variant++) {
          const svg = composePhotoSvg({ seed: `truck-${variant}`, palette, kind, variant, motif });
          expect(svg).not.toMatch(/<text|<image|href=|@import|url\((?!#)/);
        }
      }
    }
  });

  it('tolerates a malformed palette colour', () => {
    const svg = composePhotoSvg({ seed: 'x', palette: ['red', '#12345'], kind: 'truck', variant: 0 });
    expect(svg).not.toContain('NaN');
  });
});
