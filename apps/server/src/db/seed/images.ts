/**
 * Deterministic demo photos for seeded food trucks: an SVG composed in code, rasterised by sharp.
 * No text (a fresh machine may have no fonts), no network, no files. The same options always give the
 * same bytes; the seed and variant move shapes, colours and props around.
 */
import sharp from 'sharp';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

export type PhotoKind = 'truck' | 'menu';

export interface TruckPhotoOptions {
  seed: string;
  /** Truck body colour and accent colour, `#rrggbb`. */
  palette: [string, string];
  kind: PhotoKind;
  variant: number;
  /**
   * Optional truck type slug (`meal`, `bunsik`, `coffee-drink`, `dessert`, `bar`, `ice-cream`): picks the
   * roof-sign icon and the food drawn on menu photos. Without it both are chosen from the seed.
   */
  motif?: string;
  /** Renders at this fraction of 1200×800 (the same picture, fewer pixels): tests that only follow URLs. */
  scale?: number;
}

/** Renders a 1200×800 JPEG (or `scale` of it). */
export async function renderTruckPhoto(opts: TruckPhotoOptions): Promise<Buffer> {
  return sharp(Buffer.from(composePhotoSvg(opts)))
    .jpeg({ quality: 84, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** The SVG behind {@link renderTruckPhoto}; exported for tests and previews. */
export function composePhotoSvg(opts: TruckPhotoOptions): string {
  const rng = new Rng(`${opts.seed}|${opts.kind}|${opts.variant}`);
  const motif = resolveMotif(opts.motif, new Rng(opts.seed));
  const palette: [string, string] = [normaliseHex(opts.palette[0]), normaliseHex(opts.palette[1])];
  const inner =
    opts.kind === 'truck'
      ? truckScene(rng, palette, motif, opts.variant)
      : menuScene(rng, palette, motif, opts.variant);
  const scale = opts.scale ?? 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH * scale}" height="${PHOTO_HEIGHT * scale}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">${inner}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Seeded randomness and colour helpers

class Rng {
  #state: number;

  constructor(seed: string) {
    // FNV-1a, then mulberry32 steps.
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    this.#state = h >>> 0;
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.#state ^ (this.#state >>> 15), 1 | this.#state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

type Rgb = [number, number, number];

function normaliseHex(hex: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#888888';
}

function parseHex(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Rounds for compact SVG. */
const n = (v: number) => (Math.round(v * 10) / 10).toString();

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  return `<radialGradient id="${id}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

type Motif = 'meal' | 'bunsik' | 'coffee' | 'dessert' | 'bar' | 'ice-cream';
const MOTIFS: readonly Motif[] = ['meal', 'bunsik', 'coffee', 'dessert', 'bar', 'ice-cream'];

function resolveMotif(motif: string | undefined, rng: Rng): Motif {
  if (motif === 'coffee-drink' || motif === 'coffee') return 'coffee';
  if (motif && (MOTIFS as readonly string[]).includes(motif)) return motif as Motif;
  return rng.pick(MOTIFS);
}

// ---------------------------------------------------------------------------------------------------------
// Truck scene

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  glow: string;
  haze: string;
  dark: boolean;
}

const BRIGHT_SKIES: readonly Sky[] = [
  { top: '#5fb8ea', bottom: '#dff3ff', sun: '#fff8dc', glow: '#fff0b0', haze: '#a3c9e2', dark: false },
  { top: '#7fd0e6', bottom: '#f4fbef', sun: '#fffbe8', glow: '#fff1bf', haze: '#a9d3c8', dark: false },
  { top: '#f2a882', bottom: '#ffeccb', sun: '#fff3d6', glow: '#ffd29a', haze: '#e0b29c', dark: false },
];
const DUSK_SKIES: readonly Sky[] = [
  { top: '#4553a8', bottom: '#f6a98c', sun: '#ffd6a6', glow: '#ff9d7b', haze: '#8f7aa8', dark: false },
  { top: '#121a3e', bottom: '#4d3f7c', sun: '#f5f1dc', glow: '#bfbaff', haze: '#3a3468', dark: true },
];

function truckScene(rng: Rng, palette: [string, string], motif: Motif, variant: number): string {
  // Variant 0 is the cover photo: always a bright sky. Later variants may be dusk or night.
  const sky = variant === 0 ? rng.pick(BRIGHT_SKIES) : rng.pick([...BRIGHT_SKIES, ...DUSK_SKIES]);
  const city = rng.chance(0.5);
  const horizon = 560;
  const defs: string[] = [];
  const out: string[] = [];

  defs.push(
    linear('sky', [
      [0, sky.top],
      [1, sky.bottom],
    ]),
  );
  defs.push(
    radial('sunGlow', [
      [0, sky.glow, 0.85],
      [0.35, sky.glow, 0.35],
      [1, sky.glow, 0],
    ]),
  );
  defs.push(
    radial('bulbGlow', [
      [0, '#ffe7a3', 0.9],
      [0.4, '#ffd36b', 0.35],
      [1, '#ffd36b', 0],
    ]),
  );
  defs.push(
    radial('groundShadow', [
      [0, '#000000', 0.42],
      [0.7, '#000000', 0.26],
      [1, '#000000', 0],
    ]),
  );
  out.push(rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, 'url(#sky)'));

  // Sun or moon, with a glow.
  const sunX = rng.range(140, 1060);
  const sunY = rng.range(110, 230);
  const sunR = rng.range(42, 62);
  out.push(circle(sunX, sunY, sunR * 4.2, 'url(#sunGlow)'));
  out.push(circle(sunX, sunY, sunR, sky.sun));
  if (sky.dark) {
    out.push(circle(sunX - sunR * 0.3, sunY - sunR * 0.2, sunR * 0.22, '#d9d4bd', 'opacity="0.7"'));
    out.push(circle(sunX + sunR * 0.35, sunY + sunR * 0.25, sunR * 0.15, '#d9d4bd', 'opacity="0.6"'));
    out.push(circle(sunX + sunR * 0.1, sunY - sunR * 0.5, sunR * 0.1, '#d9d4bd', 'opacity="0.6"'));
    for (let i = 0; i < 60; i++) {
      out.push(
        circle(
          rng.range(0, PHOTO_WIDTH),
          rng.range(0, 420),
          rng.range(0.8, 2.2),
          '#ffffff',
          `opacity="${n(rng.range(0.35, 0.9))}"`,
        ),
      );
    }
  } else {
    const clouds = rng.int(2, 4);
    for (let i = 0; i < clouds; i++)
      out.push(cloud(rng, rng.range(60, 1140), rng.range(80, 320), rng.range(0.7, 1.3)));
  }

  // Scenery along the horizon.
  out.push(city ? skyline(rng, sky, horizon) : parkland(rng, sky, horizon));

  // Ground.
  const groundTop = city
    ? sky.dark
      ? ['#5b566f', '#3b3850']
      : ['#ddd6cb', '#b9afa2']
    : sky.dark
      ? ['#3d5a46', '#2b4233']
      : ['#a8d672', '#75b04d'];
  defs.push(
    linear('ground', [
      [0, groundTop[0] ?? '#ccc'],
      [1, groundTop[1] ?? '#999'],
    ]),
  );
  out.push(rect(0, horizon, PHOTO_WIDTH, PHOTO_HEIGHT - horizon, 'url(#ground)'));
  out.push(city ? pavement(sky, horizon) : grassPlaza(rng, sky, horizon));

  // The truck.
  const length = rng.range(650, 720);
  const x0 = (PHOTO_WIDTH - length) / 2 + rng.range(-55, 55);
  const groundY = rng.range(655, 680);
  const flip = rng.chance(0.5);
  out.push(ellipse(x0 + length / 2, groundY + 4, length * 0.6, 26, 'url(#groundShadow)'));
  if (sky.dark) {
    // Warm light spilling from the serving window onto the ground.
    defs.push(
      radial('spill', [
        [0, '#ffd98a', 0.55],
        [1, '#ffd98a', 0],
      ]),
    );
    out.push(ellipse(x0 + length * 0.55, groundY + 40, length * 0.5, 70, 'url(#spill)'));
  }
  out.push(truck(rng, defs, palette, motif, length, x0, groundY, flip, sky.dark));

  // Props on either side of the truck.
  const leftSpace = x0;
  const rightSpace = PHOTO_WIDTH - (x0 + length);
  const props = [aFrameSign(rng, palette), pottedPlant(rng, palette)];
  if (rng.chance(0.5)) props.reverse();
  out.push(placeProp(props[0], leftSpace / 2 - 10, groundY + rng.range(30, 70)));
  out.push(placeProp(props[1], x0 + length + rightSpace / 2 + 10, groundY + rng.range(30, 70)));
  if (rng.chance(0.6)) {
    const side = rng.chance(0.5);
    const x = side
      ? rng.range(30, Math.max(40, leftSpace - 60))
      : PHOTO_WIDTH - rng.range(30, Math.max(40, rightSpace - 60));
    out.push(placeProp(pottedPlant(rng, palette, 0.7), x, groundY + rng.range(75, 110)));
  }

  // Festoon lights or bunting across the top.
  out.push(sky.dark || rng.chance(0.5) ? festoon(rng, sky.dark) : bunting(rng, palette));
  if (sky.dark) out.push(rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, '#1a1440', 'opacity="0.12"'));

  return `<defs>${defs.join('')}</defs>${out.join('')}`;
}

function cloud(rng: Rng, x: number, y: number, s: number): string {
  const parts: string[] = [];
  const w = 150 * s;
  parts.push(rect(x - w / 2, y - 16 * s, w, 34 * s, '#ffffff', `rx="${n(17 * s)}"`));
  const bumps = rng.int(3, 4);
  for (let i = 0; i < bumps; i++) {
    const bx = x - w / 2 + (w * (i + 0.7)) / (bumps + 0.4);
    parts.push(circle(bx, y - 12 * s, rng.range(22, 38) * s, '#ffffff'));
  }
  return `<g opacity="${n(rng.range(0.75, 0.95))}">${parts.join('')}</g>`;
}

function skyline(rng: Rng, sky: Sky, horizon: number): string {
  const parts: string[] = [];
  const layers: [number, number, number][] = [
    [0.28, 110, 250],
    [0.5, 60, 170],
  ];
  for (const [depth, minH, maxH] of layers) {
    const colour = sky.dark ? mix(sky.haze, '#0c0a24', depth) : mix(sky.bottom, sky.haze, 0.55 + depth);
    const windowColour = sky.dark ? '#ffd27a' : lighten(colour, 0.35);
    let x = -rng.range(0, 60);
    while (x < PHOTO_WIDTH) {
      const w = rng.range(60, 140);
      const h = rng.range(minH, maxH);
      const top = horizon - h;
      parts.push(rect(x, top, w - 6, h + 2, colour));
      if (rng.chance(0.3)) parts.push(rect(x + w * 0.3, top - 14, w * 0.25, 14, colour));
      const cols = Math.max(1, Math.floor((w - 16) / 20));
      const rows = Math.floor((h - 20) / 28);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (rng.chance(sky.dark ? 0.45 : 0.7)) continue;
          parts.push(
            rect(
              x + 8 + c * 20,
              top + 14 + r * 28,
              10,
              14,
              windowColour,
              `opacity="${sky.dark ? 0.8 : 0.55}"`,
            ),
          );
        }
      }
      x += w;
    }
  }
  return parts.join('');
}

function parkland(rng: Rng, sky: Sky, horizon: number): string {
  const parts: string[] = [];
  const far = sky.dark ? mix(sky.haze, '#203a30', 0.4) : mix(sky.bottom, '#7fb48a', 0.55);
  const near = sky.dark ? mix(sky.haze, '#1b3326', 0.6) : mix(sky.bottom, '#5d9c62', 0.7);
  const y1 = horizon - rng.range(90, 150);
  parts.push(
    `<path d="M0 ${n(horizon)} L0 ${n(y1)} C300 ${n(y1 - 70)} 520 ${n(y1 + 40)} 760 ${n(y1 - 10)} S1100 ${n(y1 - 60)} 1200 ${n(y1 + 10)} L1200 ${n(horizon)} Z" fill="${far}"/>`,
  );
  const y2 = horizon - rng.range(40, 80);
  parts.push(
    `<path d="M0 ${n(horizon)} L0 ${n(y2)} C200 ${n(y2 - 40)} 420 ${n(y2 + 20)} 640 ${n(y2 - 20)} S1000 ${n(y2 + 10)} 1200 ${n(y2 - 30)} L1200 ${n(horizon)} Z" fill="${near}"/>`,
  );
  const trees = rng.int(8, 13);
  for (let i = 0; i < trees; i++) {
    const x = rng.range(0, PHOTO_WIDTH);
    const s = rng.range(0.7, 1.25);
    const canopy = sky.dark ? mix(near, '#0f2418', 0.4) : mix(near, '#2f6b3a', rng.range(0.3, 0.6));
    parts.push(rect(x - 5 * s, horizon - 40 * s, 10 * s, 42 * s, sky.dark ? '#2a2030' : '#7a5a44'));
    parts.push(circle(x, horizon - 62 * s, 30 * s, canopy));
    parts.push(circle(x - 20 * s, horizon - 48 * s, 22 * s, canopy));
    parts.push(circle(x + 20 * s, horizon - 46 * s, 24 * s, canopy));
    parts.push(circle(x - 8 * s, horizon - 74 * s, 14 * s, lighten(canopy, 0.12), 'opacity="0.7"'));
  }
  return parts.join('');
}

function pavement(sky: Sky, horizon: number): string {
  const line = sky.dark ? '#ffffff' : '#6b5f52';
  const parts: string[] = [rect(0, horizon, PHOTO_WIDTH, 8, sky.dark ? '#6d6883' : '#efe9df')];
  const vx = 600;
  const vy = horizon - 260;
  for (let x = -1400; x <= 2600; x += 140) {
    const t1 = (horizon + 8 - vy) / (PHOTO_HEIGHT - vy);
    const xTop = vx + (x - vx) * t1;
    parts.push(
      `<line x1="${n(xTop)}" y1="${n(horizon + 8)}" x2="${n(x)}" y2="${PHOTO_HEIGHT}" stroke="${line}" stroke-width="2" opacity="0.12"/>`,
    );
  }
  let y = horizon + 20;
  let step = 14;
  while (y < PHOTO_HEIGHT) {
    parts.push(
      `<line x1="0" y1="${n(y)}" x2="${PHOTO_WIDTH}" y2="${n(y)}" stroke="${line}" stroke-width="2" opacity="0.1"/>`,
    );
    step *= 1.45;
    y += step;
  }
  return parts.join('');
}

function grassPlaza(rng: Rng, sky: Sky, horizon: number): string {
  const parts: string[] = [];
  const plaza = sky.dark ? '#55506a' : '#e3dacb';
  parts.push(
    `<path d="M230 ${n(horizon + 40)} L970 ${n(horizon + 40)} L1260 ${PHOTO_HEIGHT} L-60 ${PHOTO_HEIGHT} Z" fill="${plaza}" opacity="0.95"/>`,
  );
  parts.push(
    `<path d="M230 ${n(horizon + 40)} L970 ${n(horizon + 40)}" stroke="${sky.dark ? '#3f3b52' : '#cbbfae'}" stroke-width="4"/>`,
  );
  const tuft = sky.dark ? '#25392b' : '#5f9a3e';
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, PHOTO_WIDTH);
    const y = rng.range(horizon + 10, PHOTO_HEIGHT);
    const inPlaza =
      y > horizon + 40 &&
      x > 230 - ((y - horizon - 40) / (PHOTO_HEIGHT - horizon - 40)) * 290 - 10 &&
      x < 970 + ((y - horizon - 40) / (PHOTO_HEIGHT - horizon - 40)) * 290 + 10;
    if (inPlaza) continue;
    const s = 0.6 + (y - horizon) / 240;
    parts.push(
      `<path d="M${n(x - 6 * s)} ${n(y)} Q${n(x - 5 * s)} ${n(y - 12 * s)} ${n(x - 9 * s)} ${n(y - 18 * s)} M${n(x)} ${n(y)} Q${n(x)} ${n(y - 16 * s)} ${n(x + 2 * s)} ${n(y - 24 * s)} M${n(x + 6 * s)} ${n(y)} Q${n(x + 6 * s)} ${n(y - 10 * s)} ${n(x + 10 * s)} ${n(y - 16 * s)}" stroke="${tuft}" stroke-width="${n(2.2 * s)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/**
 * A side view of a step-van food truck, drawn facing left in local coordinates (x from 0 at the front
 * bumper to `length` at the back, y = 0 on the ground, negative upwards), then placed and maybe mirrored.
 */
function truck(
  rng: Rng,
  defs: string[],
  palette: [string, string],
  motif: Motif,
  length: number,
  x0: number,
  groundY: number,
  flip: boolean,
  dark: boolean,
): string {
  const [body, paletteAccent] = palette;
  const light = luminance(body) > 0.82;
  // The awning and sign need an accent that stands out against cream stripes.
  const accent =
    luminance(paletteAccent) < 0.78
      ? paletteAccent
      : light
        ? darken(paletteAccent, 0.35)
        : mix(body, paletteAccent, 0.2);
  const outline = light ? darken(body, 0.28) : darken(body, 0.35);
  const skirt = light ? mix(accent, body, 0.15) : darken(body, 0.18);
  const cream = '#fff8ec';
  const steel = '#c9ced6';
  const H = rng.range(328, 348);
  const wheelR = 46;
  const bottom = -64;
  const boxX = 168;
  const boxTop = -H;
  const cabTop = -(H - 70);
  const p: string[] = [];

  defs.push(
    linear('body', [
      [0, lighten(body, 0.12)],
      [0.55, body],
      [1, darken(body, 0.1)],
    ]),
  );
  defs.push(
    linear('glass', [
      [0, '#d9f1ff'],
      [0.5, '#8fc2e0'],
      [1, '#5d8fb0'],
    ]),
  );
  defs.push(
    linear('inside', [
      [0, '#4a3328'],
      [1, '#2a1c16'],
    ]),
  );
  defs.push(
    linear('steel', [
      [0, '#eef1f4'],
      [1, '#a9b0ba'],
    ]),
  );
  defs.push(
    radial('lamp', [
      [0, '#fff4c2', 1],
      [0.3, '#ffd56b', 0.55],
      [1, '#ffd56b', 0],
    ]),
  );

  // Chassis under the body.
  p.push(rect(24, bottom - 4, length - 40, 26, '#3a3d44', 'rx="6"'));

  // Box body.
  p.push(
    rect(
      boxX,
      boxTop,
      length - boxX,
      bottom - boxTop,
      'url(#body)',
      `rx="22" stroke="${outline}" stroke-width="3"`,
    ),
  );
  // Roof cap and skirt.
  p.push(
    rect(
      boxX + 6,
      boxTop - 8,
      length - boxX - 12,
      14,
      lighten(body, 0.25),
      `rx="7" stroke="${outline}" stroke-width="2"`,
    ),
  );
  p.push(rect(boxX, bottom - 48, length - boxX, 48, skirt, `rx="0" stroke="${outline}" stroke-width="3"`));
  p.push(rect(boxX, bottom - 60, length - boxX, 12, accent));
  // A row of dots on the skirt as decoration.
  for (let x = boxX + 26; x < length - 20; x += 34)
    p.push(circle(x, bottom - 24, 5, lighten(skirt, 0.35), 'opacity="0.6"'));

  // Cab.
  const cabPath = `M22 ${bottom} L${boxX + 10} ${bottom} L${boxX + 10} ${n(cabTop)} L78 ${n(cabTop)} Q46 ${n(cabTop)} 34 ${n(cabTop + 34)} L10 ${n(bottom - 100)} Q2 ${n(bottom - 84)} 2 ${n(bottom - 60)} L2 ${n(bottom - 18)} Q2 ${bottom} 22 ${bottom} Z`;
  p.push(`<path d="${cabPath}" fill="url(#body)" stroke="${outline}" stroke-width="3"/>`);
  p.push(rect(2, bottom - 48, boxX + 8, 48, skirt, `stroke="${outline}" stroke-width="3"`));
  p.push(rect(2, bottom - 60, boxX + 8, 12, accent));
  // Side window of the cab.
  const winPath = `M40 ${n(cabTop + 42)} Q50 ${n(cabTop + 16)} 82 ${n(cabTop + 16)} L${boxX - 14} ${n(cabTop + 16)} L${boxX - 14} ${n(bottom - 118)} L22 ${n(bottom - 118)} Z`;
  p.push(`<path d="${winPath}" fill="url(#glass)" stroke="${outline}" stroke-width="3"/>`);
  p.push(
    `<path d="M60 ${n(cabTop + 30)} L90 ${n(cabTop + 30)} L56 ${n(bottom - 124)} L36 ${n(bottom - 124)} Z" fill="#ffffff" opacity="0.35"/>`,
  );
  // Door, handle, mirror, headlight, bumper.
  p.push(
    rect(
      58,
      cabTop + 8,
      boxX - 64,
      bottom - cabTop - 12,
      'none',
      `rx="10" stroke="${outline}" stroke-width="2.5" opacity="0.7"`,
    ),
  );
  p.push(rect(boxX - 44, bottom - 108, 24, 7, darken(body, 0.35), 'rx="3.5"'));
  p.push(rect(-12, cabTop + 56, 16, 34, '#3a3d44', 'rx="5"'));
  p.push(rect(-2, bottom - 92, 16, 26, '#fff4c9', `rx="6" stroke="${outline}" stroke-width="2"`));
  p.push(rect(-10, bottom - 30, 54, 22, '#6a717c', 'rx="8"'));

  // Serving window with an awning.
  const winX0 = boxX + rng.range(52, 70);
  const winX1 = length - rng.range(150, 170);
  const winBottom = bottom - 80;
  const winTop = winBottom - 112;
  p.push(
    rect(winX0 - 8, winTop - 8, winX1 - winX0 + 16, winBottom - winTop + 16, darken(body, 0.28), 'rx="12"'),
  );
  p.push(rect(winX0, winTop, winX1 - winX0, winBottom - winTop, 'url(#inside)', 'rx="6"'));
  // Inside: a shelf of jars and cups, and pendant lamps.
  p.push(rect(winX0 + 10, winTop + 50, winX1 - winX0 - 20, 6, '#8a6a52'));
  const jarColours = [lighten(accent, 0.3), '#f6d7a7', '#a8d5ba', '#f4a6a6', '#ffffff', lighten(body, 0.4)];
  for (let x = winX0 + 20; x < winX1 - 30; x += rng.range(26, 40)) {
    const h = rng.range(18, 34);
    p.push(rect(x, winTop + 50 - h, rng.range(14, 22), h, rng.pick(jarColours), 'rx="4" opacity="0.9"'));
  }
  const lamps = winX1 - winX0 > 320 ? 3 : 2;
  for (let i = 0; i < lamps; i++) {
    const lx = winX0 + ((winX1 - winX0) * (i + 0.5)) / lamps;
    p.push(
      `<line x1="${n(lx)}" y1="${n(winTop)}" x2="${n(lx)}" y2="${n(winTop + 18)}" stroke="#1b120e" stroke-width="2"/>`,
    );
    p.push(circle(lx, winTop + 24, 40, 'url(#lamp)', `opacity="${dark ? 1 : 0.75}"`));
    p.push(
      `<path d="M${n(lx - 11)} ${n(winTop + 26)} Q${n(lx)} ${n(winTop + 8)} ${n(lx + 11)} ${n(winTop + 26)} Z" fill="${accent}"/>`,
    );
  }
  // A server's silhouette now and then.
  if (rng.chance(0.55)) {
    const sx = rng.range(winX0 + 70, winX1 - 70);
    const shirt = mix(accent, '#ffffff', 0.15);
    p.push(circle(sx, winBottom - 62, 17, '#f0c8a8'));
    p.push(
      `<path d="M${n(sx - 16)} ${n(winBottom - 76)} Q${n(sx)} ${n(winBottom - 96)} ${n(sx + 16)} ${n(winBottom - 76)} Z" fill="${darken(accent, 0.3)}"/>`,
    );
    p.push(
      `<path d="M${n(sx - 36)} ${n(winBottom)} Q${n(sx - 34)} ${n(winBottom - 40)} ${n(sx)} ${n(winBottom - 42)} Q${n(sx + 34)} ${n(winBottom - 40)} ${n(sx + 36)} ${n(winBottom)} Z" fill="${shirt}"/>`,
    );
    p.push(rect(sx - 16, winBottom - 36, 32, 36, '#ffffff', 'opacity="0.85" rx="3"'));
  }
  // Counter with cups on it.
  p.push(
    rect(
      winX0 - 22,
      winBottom - 2,
      winX1 - winX0 + 44,
      16,
      'url(#steel)',
      `rx="4" stroke="${darken(steel, 0.3)}" stroke-width="1.5"`,
    ),
  );
  for (let x = winX0 + 18; x < winX1 - 20; x += rng.range(60, 110)) {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      p.push(
        `<path d="M${n(x)} ${n(winBottom - 2)} L${n(x - 3)} ${n(winBottom - 26)} L${n(x + 19)} ${n(winBottom - 26)} L${n(x + 16)} ${n(winBottom - 2)} Z" fill="${cream}" stroke="${outline}" stroke-width="1.5"/>`,
      );
      p.push(rect(x - 4, winBottom - 30, 24, 5, accent, 'rx="2"'));
    } else if (kind === 1) {
      p.push(rect(x, winBottom - 20, 26, 18, lighten(accent, 0.5), 'rx="4"'));
    } else {
      p.push(circle(x + 10, winBottom - 14, 12, '#f3b24a'));
      p.push(circle(x + 6, winBottom - 18, 4, '#ffffff', 'opacity="0.6"'));
    }
  }
  // Awning above the window: stripes with a scalloped edge, and a soft shadow under it.
  p.push(rect(winX0 - 10, winTop - 10, winX1 - winX0 + 20, 38, '#000000', 'opacity="0.18"'));
  const awTop = winTop - 50;
  const awBottom = winTop + 6;
  const topL = winX0 - 12;
  const topR = winX1 + 12;
  const botL = winX0 - 34;
  const botR = winX1 + 34;
  const stripes = Math.max(7, Math.round((botR - botL) / 44)) | 1;
  const stripeW = (botR - botL) / stripes;
  for (let i = 0; i < stripes; i++) {
    const colour = i % 2 === 0 ? accent : cream;
    const tl = topL + ((topR - topL) * i) / stripes;
    const tr = topL + ((topR - topL) * (i + 1)) / stripes;
    const bl = botL + stripeW * i;
    const br = bl + stripeW;
    p.push(
      `<path d="M${n(tl)} ${n(awTop)} L${n(tr)} ${n(awTop)} L${n(br)} ${n(awBottom)} L${n(bl)} ${n(awBottom)} Z" fill="${colour}"/>`,
    );
    p.push(
      `<path d="M${n(bl)} ${n(awBottom - 1)} A${n(stripeW / 2)} ${n(stripeW / 2.4)} 0 0 0 ${n(br)} ${n(awBottom - 1)} Z" fill="${colour}"/>`,
    );
  }
  p.push(
    `<path d="M${n(topL)} ${n(awTop)} L${n(topR)} ${n(awTop)} L${n(botR)} ${n(awBottom)} L${n(botL)} ${n(awBottom)} Z" fill="none" stroke="${darken(accent, 0.25)}" stroke-width="2"/>`,
  );
  p.push(rect(topL - 4, awTop - 8, topR - topL + 8, 10, darken(accent, 0.2), 'rx="5"'));
  p.push(
    `<path d="M${n(botL)} ${n(awBottom)} L${n(winX0 - 8)} ${n(winTop + 40)} M${n(botR)} ${n(awBottom)} L${n(winX1 + 8)} ${n(winTop + 40)}" stroke="${darken(steel, 0.3)}" stroke-width="4" stroke-linecap="round"/>`,
  );

  // Menu board on the rear of the box: chalk lines and coloured dots, no letters.
  const mbX = winX1 + 44;
  const mbW = length - 26 - mbX;
  const mbTop = winTop - 4;
  const mbH = winBottom - winTop + 4;
  if (mbW > 60) {
    p.push(rect(mbX - 6, mbTop - 6, mbW + 12, mbH + 12, '#8b5e3c', 'rx="8"'));
    p.push(rect(mbX, mbTop, mbW, mbH, '#2d3a34', 'rx="4"'));
    p.push(rect(mbX + 10, mbTop + 12, mbW * 0.6, 7, lighten(accent, 0.35), 'rx="3.5"'));
    for (let i = 0; i < 5; i++) {
      const y = mbTop + 32 + i * 17;
      p.push(rect(mbX + 10, y, rng.range(mbW * 0.35, mbW * 0.6), 4.5, '#f4f1e8', 'rx="2.2" opacity="0.85"'));
      p.push(rect(mbX + mbW - 26, y, 16, 4.5, '#ffd166', 'rx="2.2" opacity="0.9"'));
    }
  }

  // Roof sign with a food icon.
  const signW = 230;
  const signH = 60;
  const signX = (winX0 + winX1) / 2 - signW / 2;
  const signY = boxTop - 8 - signH - 14;
  p.push(rect(signX + 30, signY + signH - 2, 8, 18, darken(steel, 0.35)));
  p.push(rect(signX + signW - 38, signY + signH - 2, 8, 18, darken(steel, 0.35)));
  p.push(rect(signX, signY, signW, signH, cream, `rx="14" stroke="${accent}" stroke-width="6"`));
  p.push(icon(motif, signX + signW / 2, signY + signH / 2, 50, accent, body));
  p.push(rect(signX + 22, signY + signH / 2 - 3, 42, 6, lighten(accent, 0.3), 'rx="3"'));
  p.push(rect(signX + signW - 64, signY + signH / 2 - 3, 42, 6, lighten(accent, 0.3), 'rx="3"'));

  // Tail light and a little roof vent.
  p.push(rect(length - 10, bottom - 140, 12, 34, '#e63946', 'rx="4"'));
  p.push(
    rect(boxX + 30, boxTop - 22, 60, 16, steel, `rx="5" stroke="${darken(steel, 0.3)}" stroke-width="2"`),
  );

  // Wheels in their arches.
  for (const wx of [112, length - 128]) {
    p.push(
      `<path d="M${wx - wheelR - 12} ${bottom + 1} A${wheelR + 12} ${wheelR + 12} 0 0 1 ${wx + wheelR + 12} ${bottom + 1} Z" fill="#25262b"/>`,
    );
    p.push(wheel(wx, -wheelR, wheelR));
  }

  const transform = flip
    ? `translate(${n(x0 + length)} ${n(groundY)}) scale(-1 1)`
    : `translate(${n(x0)} ${n(groundY)})`;
  return `<g transform="${transform}">${p.join('')}</g>`;
}

function wheel(cx: number, cy: number, r: number): string {
  const parts = [
    circle(cx, cy, r, '#232428'),
    circle(cx, cy, r * 0.62, '#d9dde3'),
    circle(cx, cy, r * 0.62, 'none', 'stroke="#9aa1ab" stroke-width="3"'),
    circle(cx, cy, r * 0.22, '#8a919b'),
  ];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    parts.push(circle(cx + Math.cos(a) * r * 0.38, cy + Math.sin(a) * r * 0.38, 3.2, '#7b828c'));
  }
  parts.push(
    `<path d="M${n(cx - r * 0.8)} ${n(cy - r * 0.35)} A${n(r * 0.87)} ${n(r * 0.87)} 0 0 1 ${n(cx - r * 0.2)} ${n(cy - r * 0.85)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.18" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

/** A simple food icon centred on (cx, cy), about `s` pixels tall. */
function icon(motif: Motif, cx: number, cy: number, s: number, accent: string, second: string): string {
  const k = s / 40;
  const t = (x: number, y: number) => `${n(cx + x * k)} ${n(cy + y * k)}`;
  const ink = darken(accent, 0.15);
  switch (motif) {
    case 'coffee':
      return [
        `<path d="M${t(-14, -8)} L${t(14, -8)} L${t(11, 16)} Q${t(0, 20)} ${t(-11, 16)} Z" fill="${ink}"/>`,
        `<path d="M${t(14, -3)} Q${t(23, -3)} ${t(21, 6)} Q${t(19, 12)} ${t(12, 11)}" stroke="${ink}" stroke-width="${n(3.5 * k)}" fill="none"/>`,
        `<path d="M${t(-5, -14)} q${n(4 * k)} ${n(-4 * k)} 0 ${n(-8 * k)} M${t(4, -14)} q${n(4 * k)} ${n(-4 * k)} 0 ${n(-8 * k)}" stroke="${ink}" stroke-width="${n(2.5 * k)}" fill="none" stroke-linecap="round"/>`,
      ].join('');
    case 'ice-cream':
      return [
        `<path d="M${t(-11, 0)} L${t(11, 0)} L${t(0, 22)} Z" fill="#e0a96d"/>`,
        circle(cx, cy - 6 * k, 12 * k, ink),
        circle(cx - 5 * k, cy - 10 * k, 3 * k, '#ffffff', 'opacity="0.6"'),
      ].join('');
    case 'dessert':
      return [
        circle(cx, cy, 17 * k, '#e0a96d'),
        circle(cx, cy, 14 * k, ink),
        circle(cx, cy, 6 * k, '#fff8ec'),
        circle(cx - 8 * k, cy - 6 * k, 1.8 * k, '#ffffff'),
        circle(cx + 7 * k, cy - 8 * k, 1.8 * k, '#ffd166'),
        circle(cx + 9 * k, cy + 5 * k, 1.8 * k, '#ffffff'),
      ].join('');
    case 'bar':
      return [
        rect(cx - 12 * k, cy - 10 * k, 22 * k, 28 * k, '#f4b942', `rx="${n(3 * k)}"`),
        `<path d="M${t(-13, -8)} Q${t(-12, -18)} ${t(-2, -15)} Q${t(4, -20)} ${t(10, -14)} Q${t(14, -12)} ${t(11, -8)} Z" fill="#ffffff"/>`,
        `<path d="M${t(10, -4)} L${t(18, -4)} L${t(18, 10)} L${t(10, 10)}" stroke="${ink}" stroke-width="${n(3.5 * k)}" fill="none"/>`,
      ].join('');
    case 'bunsik':
      return [
        `<line x1="${n(cx - 20 * k)}" y1="${n(cy + 14 * k)}" x2="${n(cx + 20 * k)}" y2="${n(cy - 14 * k)}" stroke="#b08968" stroke-width="${n(2.5 * k)}"/>`,
        ...[-12, 0, 12].map((d) =>
          rect(
            cx + d * k - 6 * k,
            cy - d * 0.7 * k - 5 * k,
            12 * k,
            10 * k,
            d === 0 ? '#f6e7cb' : ink,
            `rx="${n(4 * k)}" transform="rotate(-35 ${n(cx + d * k)} ${n(cy - d * 0.7 * k)})"`,
          ),
        ),
      ].join('');
    default:
      return [
        `<path d="M${t(-20, -2)} L${t(20, -2)} Q${t(18, 18)} ${t(0, 18)} Q${t(-18, 18)} ${t(-20, -2)} Z" fill="${ink}"/>`,
        ellipse(cx, cy - 3 * k, 17 * k, 6 * k, '#fff8ec'),
        `<line x1="${n(cx + 4 * k)}" y1="${n(cy - 4 * k)}" x2="${n(cx + 22 * k)}" y2="${n(cy - 20 * k)}" stroke="${second}" stroke-width="${n(2.5 * k)}" stroke-linecap="round"/>`,
        `<line x1="${n(cx + 9 * k)}" y1="${n(cy - 3 * k)}" x2="${n(cx + 26 * k)}" y2="${n(cy - 16 * k)}" stroke="${second}" stroke-width="${n(2.5 * k)}" stroke-linecap="round"/>`,
      ].join('');
  }
}

interface Prop {
  svg: string;
  width: number;
}

function placeProp(prop: Prop | undefined, cx: number, groundY: number): string {
  if (!prop) return '';
  return `<g transform="translate(${n(cx - prop.width / 2)} ${n(groundY)})">${prop.svg}</g>`;
}

/** A chalkboard A-frame sign standing on the ground (local y = 0). */
function aFrameSign(rng: Rng, palette: [string, string]): Prop {
  const w = 104;
  const h = 150;
  const parts = [
    ellipse(w / 2, 0, w * 0.62, 9, '#000000', 'opacity="0.22"'),
    `<path d="M8 0 L${w / 2 - 8} ${-h} L${w / 2 + 8} ${-h} L${w - 8} 0" stroke="#6f4a2f" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
    rect(10, -h + 10, w - 20, h - 36, '#8b5e3c', 'rx="6"'),
    rect(17, -h + 17, w - 34, h - 50, '#2d3a34', 'rx="3"'),
    rect(25, -h + 28, (w - 50) * 0.8, 7, lighten(palette[1], 0.35), 'rx="3.5"'),
  ];
  for (let i = 0; i < 4; i++) {
    parts.push(rect(25, -h + 48 + i * 17, rng.range(20, w - 56), 4, '#f4f1e8', 'rx="2" opacity="0.85"'));
    parts.push(circle(w - 28, -h + 50 + i * 17, 3.5, '#ffd166'));
  }
  return { svg: parts.join(''), width: w };
}

function pottedPlant(rng: Rng, palette: [string, string], scale = 1): Prop {
  const s = scale;
  const pot = rng.pick(['#c76b4a', '#e9e3d7', darken(palette[1], 0.1), '#5c6b73']);
  const leaf = rng.pick(['#3f8f4f', '#4e9a5b', '#2f7d4a']);
  const w = 84 * s;
  const parts = [ellipse(w / 2, 0, w * 0.6, 8 * s, '#000000', 'opacity="0.22"')];
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = rng.range(46, 78) * s;
    const bx = w / 2;
    const by = -62 * s;
    const ex = bx + Math.cos(a) * len;
    const ey = by + Math.sin(a) * len;
    parts.push(
      `<path d="M${n(bx)} ${n(by)} Q${n((bx + ex) / 2 + 14 * s)} ${n((by + ey) / 2)} ${n(ex)} ${n(ey)} Q${n((bx + ex) / 2 - 14 * s)} ${n((by + ey) / 2)} ${n(bx)} ${n(by)} Z" fill="${i % 2 === 0 ? leaf : lighten(leaf, 0.18)}"/>`,
    );
  }
  parts.push(
    `<path d="M${n(10 * s)} ${n(-64 * s)} L${n(w - 10 * s)} ${n(-64 * s)} L${n(w - 18 * s)} 0 L${n(18 * s)} 0 Z" fill="${pot}"/>`,
  );
  parts.push(rect(6 * s, -70 * s, w - 12 * s, 12 * s, darken(pot, 0.1), `rx="${n(4 * s)}"`));
  return { svg: parts.join(''), width: w };
}

function festoon(rng: Rng, dark: boolean): string {
  const parts: string[] = [];
  const spans = rng.int(1, 2);
  for (let sIdx = 0; sIdx < spans; sIdx++) {
    const y0 = rng.range(30, 90) + sIdx * 50;
    const y1 = rng.range(30, 90) + sIdx * 50;
    const sag = rng.range(60, 110);
    const x0 = -20;
    const x1 = PHOTO_WIDTH + 20;
    const cx = PHOTO_WIDTH / 2;
    const cy = (y0 + y1) / 2 + sag * 2;
    parts.push(
      `<path d="M${x0} ${n(y0)} Q${cx} ${n(cy)} ${x1} ${n(y1)}" stroke="#2b2b33" stroke-width="2.5" fill="none" opacity="0.85"/>`,
    );
    const bulbs = 16;
    for (let i = 1; i < bulbs; i++) {
      const t = i / bulbs;
      const bx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
      if (dark) parts.push(circle(bx, by + 12, 30, 'url(#bulbGlow)'));
      parts.push(rect(bx - 3, by, 6, 6, '#2b2b33'));
      parts.push(
        ellipse(bx, by + 13, 6.5, 8.5, dark ? '#fff1b8' : '#fff6d8', 'stroke="#e8c170" stroke-width="1.5"'),
      );
    }
  }
  return parts.join('');
}

function bunting(rng: Rng, palette: [string, string]): string {
  const parts: string[] = [];
  const colours = [palette[1], lighten(palette[0], 0.2), '#ffd166', '#ffffff', '#06d6a0', '#ef476f'];
  const y0 = rng.range(20, 60);
  const y1 = rng.range(20, 60);
  const sag = rng.range(120, 200);
  const x0 = -20;
  const x1 = PHOTO_WIDTH + 20;
  const cx = PHOTO_WIDTH / 2;
  const cy = (y0 + y1) / 2 + sag;
  parts.push(
    `<path d="M${x0} ${n(y0)} Q${cx} ${n(cy)} ${x1} ${n(y1)}" stroke="#5b4636" stroke-width="2.5" fill="none"/>`,
  );
  const flags = 20;
  for (let i = 0; i < flags; i++) {
    const t = (i + 0.5) / flags;
    const bx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const dx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx);
    const dy = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy);
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
    parts.push(
      `<path d="M-19 0 L19 0 L0 40 Z" fill="${colours[i % colours.length]}" transform="translate(${n(bx)} ${n(by)}) rotate(${n(angle)})" stroke="#00000020" stroke-width="1"/>`,
    );
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------------------
// Menu scene: a chalk menu board beside a dish on even variants, a top-down spread of food on odd ones.

interface Surface {
  svg: string;
  dark: boolean;
}

function tableSurface(rng: Rng, defs: string[], palette: [string, string]): Surface {
  const kind = rng.int(0, 2);
  if (kind === 0) {
    // Wooden planks.
    const base = rng.pick(['#c89f74', '#b9875c', '#d8b48a']);
    const parts = [rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, base)];
    const plank = rng.range(110, 150);
    for (let y = 0, i = 0; y < PHOTO_HEIGHT; y += plank, i++) {
      parts.push(rect(0, y, PHOTO_WIDTH, plank, i % 2 === 0 ? lighten(base, 0.06) : darken(base, 0.04)));
      parts.push(rect(0, y + plank - 3, PHOTO_WIDTH, 3, darken(base, 0.25), 'opacity="0.6"'));
      for (let g = 0; g < 4; g++) {
        const gy = y + rng.range(12, plank - 12);
        parts.push(
          `<path d="M0 ${n(gy)} C300 ${n(gy + rng.range(-8, 8))} 700 ${n(gy + rng.range(-8, 8))} 1200 ${n(gy + rng.range(-6, 6))}" stroke="${darken(base, 0.18)}" stroke-width="${n(rng.range(1, 2.5))}" fill="none" opacity="0.35"/>`,
        );
      }
    }
    return { svg: parts.join(''), dark: false };
  }
  if (kind === 1) {
    // Gingham cloth in the truck's accent colour.
    const cloth = lighten(palette[1], 0.82);
    const check = lighten(palette[1], 0.45);
    defs.push(
      `<pattern id="gingham" width="60" height="60" patternUnits="userSpaceOnUse">${rect(0, 0, 60, 60, cloth)}${rect(0, 0, 30, 60, check, 'opacity="0.45"')}${rect(0, 0, 60, 30, check, 'opacity="0.45"')}</pattern>`,
    );
    return { svg: rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, 'url(#gingham)'), dark: false };
  }
  // Dark slate.
  const base = rng.pick(['#2f3437', '#33302e', '#263238']);
  const parts = [rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, base)];
  for (let i = 0; i < 120; i++) {
    parts.push(
      circle(
        rng.range(0, PHOTO_WIDTH),
        rng.range(0, PHOTO_HEIGHT),
        rng.range(1, 3),
        lighten(base, 0.12),
        'opacity="0.5"',
      ),
    );
  }
  return { svg: parts.join(''), dark: true };
}

function menuScene(rng: Rng, palette: [string, string], motif: Motif, variant: number): string {
  const defs: string[] = [
    // Soft shadows come from gradients, not blur filters: a blur costs ~100 ms per photo in librsvg.
    radial('dropShadow', [
      [0, '#000000', 0.4],
      [0.82, '#000000', 0.3],
      [1, '#000000', 0],
    ]),
    radial('sauce', [
      [0, '#e8452c'],
      [0.8, '#c62a16'],
      [1, '#9e1f10'],
    ]),
    radial('vignette', [
      [0.55, '#000000', 0],
      [1, '#000000', 0.28],
    ]),
  ];
  const surface = tableSurface(rng, defs, palette);
  const out: string[] = [surface.svg];

  if (variant % 2 === 0) {
    const boardLeft = rng.chance(0.5);
    const bw = 600;
    const bh = 640;
    const bx = boardLeft ? rng.range(50, 90) : PHOTO_WIDTH - bw - rng.range(50, 90);
    const by = (PHOTO_HEIGHT - bh) / 2 + rng.range(-20, 20);
    out.push(chalkBoard(rng, palette, bx, by, bw, bh));
    const dishX = boardLeft ? bx + bw + (PHOTO_WIDTH - bx - bw) / 2 : bx / 2;
    out.push(dish(rng, palette, motif, dishX, PHOTO_HEIGHT / 2 + rng.range(-60, 60), 0.82));
    out.push(scatter(rng, motif, surface.dark, boardLeft ? [bx + bw + 10, PHOTO_WIDTH] : [0, bx - 10]));
  } else {
    out.push(napkin(rng, palette, rng.range(80, 300), rng.range(480, 640)));
    const main = rng.chance(0.5);
    out.push(dish(rng, palette, motif, main ? 480 : 720, PHOTO_HEIGHT / 2 + rng.range(-30, 30), 1.15));
    out.push(sideDish(rng, palette, motif, main ? 950 : 240, rng.range(200, 290), 0.62));
    out.push(scatter(rng, motif, surface.dark, [0, PHOTO_WIDTH]));
  }
  out.push(rect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT, 'url(#vignette)'));
  return `<defs>${defs.join('')}</defs>${out.join('')}`;
}

function chalkBoard(rng: Rng, palette: [string, string], x: number, y: number, w: number, h: number): string {
  const parts = [
    rectShadow(x, y, w, h, 16),
    rect(x, y, w, h, '#8b5e3c', 'rx="16"'),
    rect(x + 6, y + 6, w - 12, h - 12, '#a47148', 'rx="12"'),
    rect(x + 28, y + 28, w - 56, h - 56, '#2b3a33', 'rx="6"'),
  ];
  // Chalk smudges.
  for (let i = 0; i < 6; i++) {
    parts.push(
      ellipse(
        x + rng.range(80, w - 80),
        y + rng.range(80, h - 80),
        rng.range(60, 140),
        rng.range(20, 50),
        '#ffffff',
        'opacity="0.04"',
      ),
    );
  }
  const chalk = '#f4f1e8';
  const title = lighten(palette[1], 0.3);
  parts.push(rect(x + w / 2 - 150, y + 70, 300, 26, title, 'rx="13"'));
  parts.push(
    `<path d="M${n(x + w / 2 - 190)} ${n(y + 122)} q40 -12 80 0 t80 0 t80 0 t80 0 t80 0" stroke="${chalk}" stroke-width="3" fill="none" opacity="0.6"/>`,
  );
  let rowY = y + 160;
  const sections = 2;
  for (let s = 0; s < sections; s++) {
    parts.push(rect(x + 70, rowY, rng.range(120, 180), 14, lighten(palette[0], 0.4), 'rx="7" opacity="0.9"'));
    rowY += 40;
    const rows = rng.int(3, 4);
    for (let r = 0; r < rows; r++) {
      const nameW = rng.range(150, 260);
      parts.push(rect(x + 70, rowY, nameW, 10, chalk, 'rx="5" opacity="0.9"'));
      for (let d = x + 80 + nameW; d < x + w - 170; d += 16)
        parts.push(circle(d, rowY + 5, 2, chalk, 'opacity="0.5"'));
      parts.push(rect(x + w - 150, rowY - 4, 80, 18, '#ffd166', 'rx="9" opacity="0.95"'));
      parts.push(rect(x + 90, rowY + 20, nameW * 0.7, 5, chalk, 'rx="2.5" opacity="0.35"'));
      rowY += 48;
    }
    rowY += 18;
  }
  // Doodles: a steaming bowl and stars.
  const dx = x + w - 110;
  const dy = y + h - 90;
  parts.push(
    `<path d="M${n(dx - 32)} ${n(dy)} L${n(dx + 32)} ${n(dy)} Q${n(dx + 28)} ${n(dy + 30)} ${n(dx)} ${n(dy + 30)} Q${n(dx - 28)} ${n(dy + 30)} ${n(dx - 32)} ${n(dy)} Z" fill="none" stroke="${chalk}" stroke-width="3" opacity="0.8"/>`,
  );
  parts.push(
    `<path d="M${n(dx - 10)} ${n(dy - 10)} q6 -8 0 -16 M${n(dx + 8)} ${n(dy - 10)} q6 -8 0 -16" stroke="${chalk}" stroke-width="3" fill="none" opacity="0.7" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 3; i++)
    parts.push(star(x + rng.range(60, 200), y + h - rng.range(50, 110), rng.range(7, 12), title));
  return parts.join('');
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="0.85"/>`;
}

function napkin(rng: Rng, palette: [string, string], x: number, y: number): string {
  const angle = rng.range(-20, 20);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${rectShadow(-110, -110, 220, 220, 0, 0.35)}${rect(-110, -110, 220, 220, lighten(palette[0], 0.7))}${rect(-110, -90, 220, 8, palette[0], 'opacity="0.5"')}${rect(-110, 82, 220, 8, palette[0], 'opacity="0.5"')}</g>`;
}

/** A soft drop shadow under a round object, offset down and to the right. */
function circleShadow(cx: number, cy: number, r: number): string {
  return circle(cx + 10, cy + 16, r * 1.1, 'url(#dropShadow)');
}

/** A soft-edged drop shadow under a rectangle: a few offset layers of decreasing size. */
function rectShadow(x: number, y: number, w: number, h: number, rx: number, strength = 1): string {
  return [12, 6, 0]
    .map((grow) =>
      rect(
        x + 10 - grow,
        y + 16 - grow,
        w + grow * 2,
        h + grow * 2,
        '#000000',
        `rx="${n(rx + grow)}" opacity="${n(0.1 * strength)}"`,
      ),
    )
    .join('');
}

function plate(cx: number, cy: number, r: number, rim: string): string {
  return [
    circleShadow(cx, cy, r),
    circle(cx, cy, r, '#fbfaf7'),
    circle(cx, cy, r * 0.97, 'none', `stroke="${rim}" stroke-width="${n(r * 0.035)}" opacity="0.9"`),
    circle(cx, cy, r * 0.78, '#f1eee8'),
    circle(cx, cy, r * 0.78, 'none', 'stroke="#e2ddd4" stroke-width="3"'),
  ].join('');
}

/** One dish drawn top-down at (cx, cy); `s` scales it (1 ≈ 230 px radius plate). */
function dish(rng: Rng, palette: [string, string], motif: Motif, cx: number, cy: number, s: number): string {
  switch (motif) {
    case 'bunsik':
      return rng.chance(0.6) ? tteokbokkiPan(rng, cx, cy, s) : skewerTray(rng, palette, cx, cy, s);
    case 'coffee':
      return drinks(rng, palette, cx, cy, s, 'coffee');
    case 'bar':
      return rng.chance(0.6) ? drinks(rng, palette, cx, cy, s, 'beer') : skewerTray(rng, palette, cx, cy, s);
    case 'dessert':
      return rng.chance(0.5) ? churrosBoat(rng, palette, cx, cy, s) : waffles(rng, palette, cx, cy, s);
    case 'ice-cream':
      return iceCreamCups(rng, palette, cx, cy, s);
    default:
      return riceBowlPlate(rng, palette, cx, cy, s);
  }
}

/** A smaller companion dish for the top-down spread. */
function sideDish(
  rng: Rng,
  palette: [string, string],
  motif: Motif,
  cx: number,
  cy: number,
  s: number,
): string {
  switch (motif) {
    case 'bunsik':
      return gimbapPlate(rng, palette, cx, cy, s);
    case 'meal':
      return soupBowl(rng, cx, cy, s);
    case 'bar':
      return skewerTray(rng, palette, cx, cy, s * 0.8);
    case 'dessert':
      return drinks(rng, palette, cx, cy, s * 0.8, 'coffee');
    default:
      return cookiePlate(rng, palette, cx, cy, s);
  }
}

function gimbapPlate(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const r = 200 * s;
  const parts = [plate(cx, cy, r, palette[0])];
  const fillings = ['#f4c430', '#e8743b', '#3f8a2e', '#c0392b', '#f6e7b0'];
  const pieces = 7;
  for (let i = 0; i < pieces; i++) {
    const a = (i / pieces) * Math.PI * 2 + rng.range(-0.1, 0.1);
    const x = i === pieces - 1 ? cx : cx + Math.cos(a) * r * 0.45;
    const y = i === pieces - 1 ? cy : cy + Math.sin(a) * r * 0.45;
    const rr = 46 * s;
    parts.push(circle(x + 3, y + 5, rr, '#000000', 'opacity="0.18"'));
    parts.push(circle(x, y, rr, '#1f2a1f'));
    parts.push(circle(x, y, rr * 0.86, '#fbf8f0'));
    for (let g = 0; g < 10; g++) {
      const ga = rng.range(0, Math.PI * 2);
      const gd = rng.range(rr * 0.5, rr * 0.8);
      parts.push(ellipse(x + Math.cos(ga) * gd, y + Math.sin(ga) * gd, 3 * s, 1.6 * s, '#e7e1d3'));
    }
    fillings.forEach((colour, k) => {
      const fa = (k / fillings.length) * Math.PI * 2 + a;
      parts.push(
        rect(
          x + Math.cos(fa) * 12 * s - 8 * s,
          y + Math.sin(fa) * 12 * s - 8 * s,
          16 * s,
          16 * s,
          colour,
          `rx="${n(4 * s)}"`,
        ),
      );
    });
  }
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.7);
    parts.push(ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 2.4 * s, 1.3 * s, '#f3e6c4'));
  }
  return parts.join('');
}

function soupBowl(rng: Rng, cx: number, cy: number, s: number): string {
  const r = 190 * s;
  const parts = [
    circleShadow(cx, cy, r),
    circle(cx, cy, r, '#3b3430'),
    circle(cx, cy, r * 0.9, '#4a403a'),
    circle(cx, cy, r * 0.84, '#b4532a'),
    circle(cx - r * 0.15, cy - r * 0.15, r * 0.5, '#d06a35', 'opacity="0.5"'),
  ];
  for (let i = 0; i < 10; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.65);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    parts.push(
      rect(
        x - 18 * s,
        y - 10 * s,
        36 * s,
        20 * s,
        '#7a4a32',
        `rx="${n(6 * s)}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"`,
      ),
    );
  }
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.75);
    parts.push(
      circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        6 * s,
        'none',
        `stroke="#6dbb4a" stroke-width="${n(3.2 * s)}"`,
      ),
    );
  }
  for (let i = 0; i < 14; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, r * 0.75);
    parts.push(
      circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(3, 7) * s, '#f2a25c', 'opacity="0.6"'),
    );
  }
  return parts.join('');
}

function cookiePlate(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const r = 190 * s;
  const parts = [plate(cx, cy, r, palette[0])];
  const spots: [number, number][] = [
    [-55, -40],
    [55, -45],
    [0, 55],
  ];
  for (const [ox, oy] of spots) {
    const x = cx + ox * s;
    const y = cy + oy * s;
    parts.push(circle(x + 3, y + 5, 62 * s, '#000000', 'opacity="0.15"'));
    parts.push(circle(x, y, 62 * s, '#d9a45b'));
    parts.push(circle(x - 8 * s, y - 8 * s, 44 * s, '#e5b56f', 'opacity="0.7"'));
    for (let c = 0; c < 8; c++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0, 46 * s);
      parts.push(
        ellipse(
          x + Math.cos(a) * d,
          y + Math.sin(a) * d,
          7 * s,
          5 * s,
          '#4a2617',
          `transform="rotate(${n(rng.range(0, 180))} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})"`,
        ),
      );
    }
  }
  return parts.join('');
}

function riceBowlPlate(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const r = 200 * s;
  const parts = [plate(cx, cy, r, palette[0])];
  const inner = r * 0.74;
  // Rice.
  parts.push(circle(cx, cy, inner, '#fdfcf7'));
  for (let i = 0; i < 90; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * inner * 0.95;
    parts.push(
      ellipse(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        5 * s,
        2.4 * s,
        '#e9e4d8',
        `transform="rotate(${n(rng.range(0, 180))} ${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)})"`,
      ),
    );
  }
  // Toppings in piles around the centre: beef, spinach, carrot, bean sprouts, mushroom, radish.
  const toppings = ['#6b3a22', '#3f8a2e', '#f0822a', '#f3e7b3', '#8a6a4f', '#d9412b'];
  const wedges = rng.int(5, 6);
  const start = rng.range(0, Math.PI * 2);
  for (let w = 0; w < wedges; w++) {
    const colour = toppings[w % toppings.length] ?? '#6b3a22';
    const mid = start + ((w + 0.5) / wedges) * Math.PI * 2;
    const px = cx + Math.cos(mid) * inner * 0.58;
    const py = cy + Math.sin(mid) * inner * 0.58;
    const deg = (mid * 180) / Math.PI;
    parts.push(
      ellipse(
        px,
        py,
        inner * 0.3,
        inner * 0.24,
        darken(colour, 0.12),
        `transform="rotate(${n(deg)} ${n(px)} ${n(py)})"`,
      ),
    );
    for (let i = 0; i < 22; i++) {
      const a = mid + rng.range(-0.42, 0.42);
      const d = rng.range(inner * 0.36, inner * 0.84);
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d;
      const shade = i % 3 === 0 ? lighten(colour, 0.22) : i % 3 === 1 ? colour : darken(colour, 0.08);
      parts.push(
        rect(
          x - 14 * s,
          y - 3.5 * s,
          28 * s,
          7 * s,
          shade,
          `rx="${n(3.5 * s)}" transform="rotate(${n(deg + rng.range(-70, 70))} ${n(x)} ${n(y)})"`,
        ),
      );
    }
  }
  // Fried egg in the middle with sesame seeds.
  parts.push(
    `<path d="M${n(cx - 52 * s)} ${n(cy)} C${n(cx - 56 * s)} ${n(cy - 50 * s)} ${n(cx + 40 * s)} ${n(cy - 60 * s)} ${n(cx + 54 * s)} ${n(cy - 6 * s)} C${n(cx + 62 * s)} ${n(cy + 44 * s)} ${n(cx - 30 * s)} ${n(cy + 60 * s)} ${n(cx - 52 * s)} ${n(cy)} Z" fill="#ffffff"/>`,
  );
  parts.push(circle(cx + 4 * s, cy - 2 * s, 24 * s, '#ffb020'));
  parts.push(circle(cx - 4 * s, cy - 10 * s, 7 * s, '#ffe08a', 'opacity="0.8"'));
  for (let i = 0; i < 24; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(30, inner * 0.9);
    parts.push(ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 2.4 * s, 1.3 * s, '#f3e6c4'));
  }
  // Chopsticks and spoon beside the plate.
  const side = cx + r + 36 * s;
  parts.push(
    rect(side + 6, cy - r * 0.85 + 8, 26 * s, r * 1.7, '#000000', `rx="${n(5 * s)}" opacity="0.14"`),
  );
  parts.push(rect(side, cy - r * 0.85, 9 * s, r * 1.7, '#c9a46c', `rx="${n(4 * s)}"`));
  parts.push(rect(side + 16 * s, cy - r * 0.85, 9 * s, r * 1.7, '#c9a46c', `rx="${n(4 * s)}"`));
  return parts.join('');
}

function tteokbokkiPan(rng: Rng, cx: number, cy: number, s: number): string {
  const r = 210 * s;
  const parts = [
    circleShadow(cx, cy, r),
    rect(cx + r - 10 * s, cy - 14 * s, 90 * s, 28 * s, '#2a2a2e', `rx="${n(12 * s)}"`),
    circle(cx, cy, r, '#2f3034'),
    circle(cx, cy, r * 0.92, 'url(#sauce)'),
  ];
  // Rice cakes coated in sauce: a dark edge, a glazed body and a highlight.
  for (let i = 0; i < 44; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.8;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const turn = `transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})"`;
    parts.push(
      rect(x - 27 * s, y - 9 * s, 56 * s, 22 * s, '#8f1a0c', `rx="${n(11 * s)}" opacity="0.55" ${turn}`),
    );
    parts.push(rect(x - 28 * s, y - 11 * s, 56 * s, 22 * s, '#ef8a62', `rx="${n(11 * s)}" ${turn}`));
    parts.push(
      rect(x - 28 * s, y - 2 * s, 56 * s, 13 * s, '#d9472c', `rx="${n(6.5 * s)}" opacity="0.7" ${turn}`),
    );
    parts.push(
      rect(x - 20 * s, y - 7 * s, 36 * s, 4.5 * s, '#ffe3cf', `rx="${n(2.2 * s)}" opacity="0.75" ${turn}`),
    );
  }
  for (let i = 0; i < 6; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.2, 0.7) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    parts.push(
      `<path d="M${n(x - 28 * s)} ${n(y + 16 * s)} L${n(x + 28 * s)} ${n(y + 16 * s)} L${n(x)} ${n(y - 26 * s)} Z" fill="#e6b06a" transform="rotate(${n(rng.range(0, 360))} ${n(x)} ${n(y)})"/>`,
    );
  }
  // Boiled egg halves and green onion.
  for (let i = 0; i < 2; i++) {
    const x = cx + rng.range(-0.4, 0.4) * r;
    const y = cy + rng.range(-0.4, 0.4) * r;
    parts.push(ellipse(x, y, 34 * s, 26 * s, '#fffdf5'));
    parts.push(circle(x, y, 15 * s, '#f6b634'));
  }
  for (let i = 0; i < 30; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.85;
    parts.push(
      circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        6 * s,
        'none',
        `stroke="#5fae3e" stroke-width="${n(3.2 * s)}"`,
      ),
    );
  }
  for (let i = 0; i < 40; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.85;
    parts.push(ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 2.2 * s, 1.2 * s, '#f5e2b8'));
  }
  return parts.join('');
}

function skewerTray(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const w = 460 * s;
  const h = 300 * s;
  const angle = rng.range(-12, 12);
  const parts = [
    rectShadow(-w / 2, -h / 2, w, h, 18 * s),
    rect(-w / 2, -h / 2, w, h, darken(palette[0], 0.1), `rx="${n(20 * s)}"`),
    rect(-w / 2 + 14 * s, -h / 2 + 14 * s, w - 28 * s, h - 28 * s, '#f6efe2', `rx="${n(12 * s)}"`),
  ];
  const skewers = 4;
  for (let i = 0; i < skewers; i++) {
    const y = -h / 2 + 50 * s + (i * (h - 100 * s)) / (skewers - 1);
    parts.push(rect(-w / 2 + 30 * s, y - 3 * s, w - 60 * s, 6 * s, '#d2b48c', `rx="${n(3 * s)}"`));
    const pieces = 5;
    for (let k = 0; k < pieces; k++) {
      const x = -w / 2 + 90 * s + k * 62 * s;
      const sausage = (k + i) % 2 === 0;
      const fill = sausage ? '#b5523b' : '#f2dfc0';
      parts.push(rect(x - 26 * s, y - 20 * s, 52 * s, 40 * s, fill, `rx="${n(16 * s)}"`));
      parts.push(
        rect(
          x - 26 * s,
          y - 20 * s,
          52 * s,
          40 * s,
          '#c0392b',
          `rx="${n(16 * s)}" opacity="${sausage ? 0.35 : 0.55}"`,
        ),
      );
      parts.push(rect(x - 18 * s, y - 14 * s, 30 * s, 6 * s, '#ffffff', `rx="${n(3 * s)}" opacity="0.4"`));
      if (sausage) {
        parts.push(
          `<path d="M${n(x - 8 * s)} ${n(y - 16 * s)} l${n(6 * s)} ${n(32 * s)} M${n(x + 6 * s)} ${n(y - 16 * s)} l${n(6 * s)} ${n(32 * s)}" stroke="#7a2e1c" stroke-width="${n(2.5 * s)}" opacity="0.6"/>`,
        );
      }
    }
    for (let k = 0; k < 14; k++)
      parts.push(
        circle(-w / 2 + 80 * s + rng.range(0, w - 160 * s), y + rng.range(-14, 14) * s, 1.6 * s, '#f6ecd0'),
      );
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">${parts.join('')}</g>`;
}

function drinks(
  rng: Rng,
  palette: [string, string],
  cx: number,
  cy: number,
  s: number,
  kind: 'coffee' | 'beer',
): string {
  const parts: string[] = [];
  const liquids =
    kind === 'beer'
      ? ['#f2b134', '#e39b22', '#f6c453']
      : ['#5a3825', '#c49a6c', '#f7d154', '#f28482', lighten(palette[1], 0.2)];
  const count = 3;
  const spots: [number, number][] = [
    [-120, -60],
    [115, -70],
    [0, 95],
  ];
  for (let i = 0; i < count; i++) {
    const [ox, oy] = spots[i] ?? [0, 0];
    const x = cx + ox * s + rng.range(-15, 15) * s;
    const y = cy + oy * s + rng.range(-15, 15) * s;
    const r = rng.range(88, 105) * s;
    const liquid = rng.pick(liquids);
    parts.push(circleShadow(x, y, r));
    if (kind === 'beer') {
      // A mug handle sticking out to one side.
      const ha = rng.range(-0.6, 0.6);
      const hx = x + Math.cos(ha) * r;
      const hy = y + Math.sin(ha) * r;
      parts.push(
        rect(
          hx - 14 * s,
          hy - 34 * s,
          58 * s,
          68 * s,
          'none',
          `rx="${n(22 * s)}" stroke="#dfe6ea" stroke-width="${n(14 * s)}" transform="rotate(${n((ha * 180) / Math.PI)} ${n(hx)} ${n(hy)})"`,
        ),
      );
    }
    parts.push(circle(x, y, r, kind === 'beer' ? '#e9eef2' : '#ffffff'));
    parts.push(circle(x, y, r * 0.86, liquid));
    if (kind === 'beer') {
      parts.push(
        circle(x, y, r * 0.86, 'none', `stroke="${darken(liquid, 0.15)}" stroke-width="${n(4 * s)}"`),
      );
      parts.push(circle(x, y, r * 0.66, '#fff8e7'));
      parts.push(circle(x, y, r * 0.66, 'none', `stroke="#f3e2b8" stroke-width="${n(5 * s)}"`));
      for (let b = 0; b < 22; b++) {
        const a = rng.range(0, Math.PI * 2);
        const d = Math.sqrt(rng.next()) * r * 0.6;
        parts.push(
          circle(x + Math.cos(a) * d, y + Math.sin(a) * d, rng.range(2, 6) * s, '#f2e6c9', 'opacity="0.8"'),
        );
      }
    } else if (luminance(liquid) < 0.4) {
      // Latte art: a heart of milk foam.
      parts.push(
        `<path d="M${n(x)} ${n(y + 34 * s)} C${n(x - 60 * s)} ${n(y - 6 * s)} ${n(x - 30 * s)} ${n(y - 50 * s)} ${n(x)} ${n(y - 22 * s)} C${n(x + 30 * s)} ${n(y - 50 * s)} ${n(x + 60 * s)} ${n(y - 6 * s)} ${n(x)} ${n(y + 34 * s)} Z" fill="#f3e3c9"/>`,
      );
    } else {
      for (let c = 0; c < 5; c++) {
        const a = rng.range(0, Math.PI * 2);
        const d = rng.range(0, r * 0.5);
        const ix = x + Math.cos(a) * d;
        const iy = y + Math.sin(a) * d;
        parts.push(
          rect(
            ix - 18 * s,
            iy - 18 * s,
            36 * s,
            36 * s,
            '#ffffff',
            `rx="${n(8 * s)}" opacity="0.35" transform="rotate(${n(rng.range(0, 90))} ${n(ix)} ${n(iy)})"`,
          ),
        );
      }
      parts.push(citrus(x + r * 0.35, y - r * 0.3, 28 * s, rng.pick(['#f9d649', '#ff9f43', '#7bc043'])));
      const a = rng.range(0, Math.PI * 2);
      parts.push(
        `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.cos(a) * r * 1.25)}" y2="${n(y + Math.sin(a) * r * 1.25)}" stroke="${palette[1]}" stroke-width="${n(12 * s)}" stroke-linecap="round"/>`,
      );
    }
  }
  return parts.join('');
}

function citrus(cx: number, cy: number, r: number, colour: string): string {
  const parts = [circle(cx, cy, r, colour), circle(cx, cy, r * 0.86, lighten(colour, 0.45))];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    parts.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(a) * r * 0.84)}" y2="${n(cy + Math.sin(a) * r * 0.84)}" stroke="${colour}" stroke-width="1.6"/>`,
    );
  }
  return parts.join('');
}

function churrosBoat(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const w = 420 * s;
  const h = 240 * s;
  const angle = rng.range(-25, 25);
  const parts = [
    rectShadow(-w / 2, -h / 2, w, h, 18 * s),
    rect(-w / 2, -h / 2, w, h, palette[1], `rx="${n(18 * s)}"`),
    rect(-w / 2 + 16 * s, -h / 2 + 16 * s, w - 32 * s, h - 32 * s, '#fff8ec', `rx="${n(10 * s)}"`),
  ];
  for (let i = 0; i < 4; i++) {
    const y = -h / 2 + 48 * s + i * 48 * s;
    const len = w - rng.range(60, 110) * s;
    const x = -len / 2 + rng.range(-10, 10) * s;
    parts.push(rect(x + 3, y - 16 * s + 5, len, 32 * s, '#8a5a2b', `rx="${n(16 * s)}" opacity="0.35"`));
    parts.push(rect(x, y - 16 * s, len, 32 * s, '#d9953f', `rx="${n(16 * s)}"`));
    for (let r = 0; r < 3; r++)
      parts.push(
        rect(x + 12 * s, y - 10 * s + r * 9 * s, len - 24 * s, 3 * s, '#b9772c', `rx="${n(1.5 * s)}"`),
      );
    for (let k = 0; k < 22; k++)
      parts.push(
        circle(x + rng.range(10, len - 10), y + rng.range(-12, 12) * s, 1.8 * s, '#fff3dc', 'opacity="0.9"'),
      );
  }
  const dip = `<g>${circle(w / 2 + 70 * s, 0, 62 * s, '#ffffff')}${circle(w / 2 + 70 * s, 0, 52 * s, '#4a2617')}${ellipse(w / 2 + 56 * s, -14 * s, 14 * s, 8 * s, '#7a4a32', 'opacity="0.7"')}</g>`;
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">${parts.join('')}${dip}</g>`;
}

function waffles(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const r = 200 * s;
  const parts = [plate(cx, cy, r, palette[0])];
  const size = 210 * s;
  const angle = rng.range(-20, 20);
  const cell = size / 5;
  const waffle: string[] = [rect(-size / 2, -size / 2, size, size, '#d99a4e', `rx="${n(18 * s)}"`)];
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      waffle.push(
        rect(
          -size / 2 + i * cell + 6 * s,
          -size / 2 + j * cell + 6 * s,
          cell - 12 * s,
          cell - 12 * s,
          '#b8772f',
          `rx="${n(4 * s)}"`,
        ),
      );
    }
  }
  waffle.push(circle(-10 * s, -12 * s, 46 * s, '#fffdf7'));
  waffle.push(circle(-24 * s, -26 * s, 14 * s, '#ffffff'));
  parts.push(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">${waffle.join('')}</g>`);
  for (let i = 0; i < 7; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.6, 0.72) * r;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    parts.push(
      `<path d="M${n(x)} ${n(y + 16 * s)} C${n(x - 22 * s)} ${n(y)} ${n(x - 14 * s)} ${n(y - 18 * s)} ${n(x)} ${n(y - 12 * s)} C${n(x + 14 * s)} ${n(y - 18 * s)} ${n(x + 22 * s)} ${n(y)} ${n(x)} ${n(y + 16 * s)} Z" fill="#e63946"/>`,
    );
    parts.push(rect(x - 8 * s, y - 18 * s, 16 * s, 6 * s, '#4f9a3a', `rx="${n(3 * s)}"`));
  }
  for (let i = 0; i < 40; i++)
    parts.push(
      circle(
        cx + rng.range(-0.7, 0.7) * r,
        cy + rng.range(-0.7, 0.7) * r,
        1.6 * s,
        '#ffffff',
        'opacity="0.9"',
      ),
    );
  return parts.join('');
}

function iceCreamCups(rng: Rng, palette: [string, string], cx: number, cy: number, s: number): string {
  const flavours = ['#fff3d6', '#f7a1b5', '#8bd3a7', '#7a4a32', lighten(palette[1], 0.3), '#c9b6f2'];
  const parts: string[] = [];
  const spots: [number, number][] = [
    [-115, -55],
    [120, -40],
    [0, 105],
  ];
  for (const [ox, oy] of spots) {
    const x = cx + ox * s;
    const y = cy + oy * s;
    const r = 95 * s;
    parts.push(circleShadow(x, y, r));
    parts.push(circle(x, y, r, lighten(palette[0], 0.55)));
    parts.push(
      circle(
        x,
        y,
        r,
        'none',
        `stroke="${palette[0]}" stroke-width="${n(6 * s)}" stroke-dasharray="${n(14 * s)} ${n(10 * s)}"`,
      ),
    );
    const scoops = rng.int(2, 3);
    for (let k = 0; k < scoops; k++) {
      const a = (k / scoops) * Math.PI * 2 + rng.range(0, 1);
      const sx = x + Math.cos(a) * 30 * s;
      const sy = y + Math.sin(a) * 30 * s;
      const colour = rng.pick(flavours);
      parts.push(circle(sx + 3, sy + 5, 46 * s, darken(colour, 0.25), 'opacity="0.5"'));
      parts.push(circle(sx, sy, 46 * s, colour));
      parts.push(circle(sx - 14 * s, sy - 16 * s, 12 * s, '#ffffff', 'opacity="0.45"'));
    }
    for (let k = 0; k < 14; k++) {
      const px = x + rng.range(-50, 50) * s;
      const py = y + rng.range(-50, 50) * s;
      parts.push(
        rect(
          px - 5 * s,
          py - 1.5 * s,
          10 * s,
          3 * s,
          rng.pick(['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#ffffff']),
          `rx="${n(1.5 * s)}" transform="rotate(${n(rng.range(0, 180))} ${n(px)} ${n(py)})"`,
        ),
      );
    }
    parts.push(
      rect(
        x + 30 * s,
        y - 80 * s,
        18 * s,
        70 * s,
        '#e8c07d',
        `rx="${n(5 * s)}" transform="rotate(30 ${n(x + 39 * s)} ${n(y - 45 * s)})"`,
      ),
    );
  }
  return parts.join('');
}

/** Garnish scattered on the table between dishes. */
function scatter(rng: Rng, motif: Motif, dark: boolean, xRange: [number, number]): string {
  const parts: string[] = [];
  const count = 10;
  for (let i = 0; i < count; i++) {
    const x = rng.range(xRange[0] + 20, xRange[1] - 20);
    const y = rng.chance(0.5) ? rng.range(20, 110) : rng.range(690, 780);
    const rot = rng.range(0, 360);
    if (motif === 'bar') {
      parts.push(citrus(x, y, 12, rng.pick(['#7bc043', '#f9d649'])));
    } else if (motif === 'coffee') {
      parts.push(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${ellipse(0, 0, 11, 8, dark ? '#8a5a3b' : '#4b2c1d')}<path d="M-8 0 Q0 -3 8 0" stroke="${dark ? '#4b2c1d' : '#2a170f'}" stroke-width="2" fill="none"/></g>`,
      );
    } else if (motif === 'dessert' || motif === 'ice-cream') {
      parts.push(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${circle(0, 0, 9, rng.pick(['#e63946', '#5a3cc2', '#f4a261']))}${circle(-3, -3, 2.5, '#ffffff', 'opacity="0.5"')}</g>`,
      );
    } else {
      parts.push(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="M0 0 Q10 -12 22 0 Q10 12 0 0 Z" fill="#5fae3e"/><path d="M0 0 L20 0" stroke="#3d7d28" stroke-width="1.5"/></g>`,
      );
    }
  }
  return parts.join('');
}
