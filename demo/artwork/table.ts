import { darken, lighten, mix } from './color';
import { linear, radial, shadow } from './paint';
import type { Scene } from './scene';
import { smoothOpen, type Point } from './shapes';
import { el, group } from './svg';

/** A subtle fine-grain noise laid over surfaces; one small stitched tile keeps the filter cheap. */
export function grainTexture(s: Scene, opacity: number, frequency = 0.9, tile = 160): string {
  const filter = s.define(
    'filter',
    { x: 0, y: 0, width: tile, height: tile, filterUnits: 'userSpaceOnUse' },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: frequency, numOctaves: 2, seed: 7, stitchTiles: 'stitch' }),
    el('feColorMatrix', { values: '0 0 0 0 0.1 0 0 0 0 0.05 0 0 0 0 0.02 0 0 0 -2.2 1.25' }),
  );
  const pattern = s.define(
    'pattern',
    { width: tile, height: tile, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: tile, height: tile, filter: `url(#${filter})` }),
  );
  return el('rect', { width: s.width, height: s.height, fill: `url(#${pattern})`, opacity });
}

export interface WoodOptions {
  /** Mid tone of the boards. */
  tone?: string;
  planks?: number;
  vertical?: boolean;
}

/** A planked wooden table top with grain, seams and the odd knot. */
export function woodTable(s: Scene, { tone = '#7b4a2b', planks = 4, vertical = false }: WoodOptions = {}): string {
  const rng = s.rng.fork('wood');
  const length = vertical ? s.height : s.width;
  const across = vertical ? s.width : s.height;
  const plankWidth = across / planks;
  const parts: string[] = [el('rect', { width: s.width, height: s.height, fill: darken(tone, 0.3) })];
  for (let p = 0; p < planks; p++) {
    const base = mix(tone, rng.pick(['#8d5a34', '#6e4024', '#84502c', '#744627']), rng.range(0.2, 0.5));
    const offset = p * plankWidth;
    const lines: string[] = [];
    const grainCount = 14;
    for (let g = 0; g < grainCount; g++) {
      const y0 = offset + rng.range(2, plankWidth - 2);
      const pts: Point[] = [];
      const waves = rng.range(1.5, 4);
      const amp = rng.range(2, 9);
      const phase = rng.range(0, 6.3);
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        const a = t * length * 1.1 - length * 0.05;
        const b = y0 + Math.sin(phase + t * waves * Math.PI) * amp;
        pts.push(vertical ? [b, a] : [a, b]);
      }
      const dark = rng.chance(0.7);
      lines.push(
        el('path', {
          d: smoothOpen(pts),
          stroke: dark ? darken(base, rng.range(0.25, 0.5)) : lighten(base, rng.range(0.1, 0.25)),
          'stroke-width': rng.range(0.8, dark ? 4.5 : 2.5),
          'stroke-opacity': rng.range(0.25, 0.55),
          fill: 'none',
        }),
      );
    }
    if (rng.chance(0.45)) {
      const kx = rng.range(0.15, 0.85) * length;
      const ky = offset + rng.range(0.3, 0.7) * plankWidth;
      const [cx, cy] = vertical ? [ky, kx] : [kx, ky];
      const [rx, ry] = vertical ? [7, 16] : [16, 7];
      for (let k = 3; k >= 1; k--) {
        lines.push(
          el('ellipse', { cx, cy, rx: rx * k * 0.8, ry: ry * k * 0.8, fill: 'none', stroke: darken(base, 0.45), 'stroke-width': 1.5, 'stroke-opacity': 0.45 }),
        );
      }
      lines.push(el('ellipse', { cx, cy, rx: rx * 0.5, ry: ry * 0.5, fill: darken(base, 0.5), opacity: 0.7 }));
    }
    const shade = linear(
      s,
      [
        [0, lighten(base, 0.08)],
        [0.5, base],
        [1, darken(base, 0.18)],
      ],
      vertical ? { x1: 0, y1: 0, x2: 1, y2: 0 } : {},
    );
    const rect = vertical
      ? { x: offset + 1.5, y: 0, width: plankWidth - 3, height: s.height }
      : { x: 0, y: offset + 1.5, width: s.width, height: plankWidth - 3 };
    parts.push(el('rect', { ...rect, fill: shade }), group({}, ...lines));
  }
  parts.push(grainTexture(s, 0.35));
  return group({}, ...parts);
}

/** Dark slate, for grilled things. */
export function slateTable(s: Scene, tone = '#3a3735'): string {
  const rng = s.rng.fork('slate');
  const mottle = s.define(
    'filter',
    { x: 0, y: 0, width: 400, height: 400, filterUnits: 'userSpaceOnUse' },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.012, numOctaves: 3, seed: 3, stitchTiles: 'stitch' }),
    el('feColorMatrix', { values: '0 0 0 0 0.85 0 0 0 0 0.82 0 0 0 0 0.8 0 0 0 1.4 -0.55' }),
  );
  const pattern = s.define(
    'pattern',
    { width: 400, height: 400, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(17)' },
    el('rect', { width: 400, height: 400, filter: `url(#${mottle})` }),
  );
  const scratches = Array.from({ length: 18 }, () => {
    const x = rng.range(0, s.width);
    const y = rng.range(0, s.height);
    const a = rng.range(-0.5, 0.5);
    const len = rng.range(30, 140);
    return el('path', {
      d: `M${x} ${y}l${Math.cos(a) * len} ${Math.sin(a) * len}`,
      stroke: lighten(tone, 0.4),
      'stroke-width': rng.range(0.6, 1.4),
      'stroke-opacity': rng.range(0.1, 0.25),
    });
  });
  return group(
    {},
    el('rect', { width: s.width, height: s.height, fill: tone }),
    el('rect', { width: s.width, height: s.height, fill: `url(#${pattern})`, opacity: 0.16 }),
    ...scratches,
    grainTexture(s, 0.5, 1.2),
  );
}

/** The red-orange-black geometry of Nepali dhaka weave, as a tile. */
function dhakaPattern(s: Scene, scale: number, rotate: number): string {
  const d = (cx: number, cy: number, h: number, fill: string) =>
    el('path', { d: `M${cx} ${cy - h}L${cx + h} ${cy}L${cx} ${cy + h}L${cx - h} ${cy}Z`, fill });
  return s.ref(
    'pattern',
    { width: 48, height: 48, patternUnits: 'userSpaceOnUse', patternTransform: `rotate(${rotate}) scale(${scale})` },
    el('rect', { width: 48, height: 48, fill: '#a81c2a' }),
    d(24, 24, 19, '#221512'),
    d(24, 24, 13, '#e5792a'),
    d(24, 24, 7.5, '#f4e7cf'),
    d(24, 24, 3, '#a81c2a'),
    ...[0, 48].flatMap((x) => [0, 48].map((y) => d(x, y, 7, '#2d6a3e'))),
    ...[0, 48].flatMap((x) => [0, 48].map((y) => d(x, y, 3, '#f2c14e'))),
    el('path', { d: 'M0 24h4M44 24h4M24 0v4M24 44v4', stroke: '#f4e7cf', 'stroke-width': 2 }),
  );
}

export interface ClothOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
  kind?: 'dhaka' | 'linen' | 'indigo';
}

/** A folded napkin or runner lying on the table, with a soft shadow and a fold crease. */
export function cloth(s: Scene, { x, y, width, height, rotate = 0, kind = 'linen' }: ClothOptions): string {
  const fill =
    kind === 'dhaka'
      ? dhakaPattern(s, 0.9, 0)
      : kind === 'indigo'
        ? s.ref(
            'pattern',
            { width: 26, height: 26, patternUnits: 'userSpaceOnUse' },
            el('rect', { width: 26, height: 26, fill: '#2c3f63' }),
            el('path', { d: 'M0 13h26M13 0v26', stroke: '#3c5582', 'stroke-width': 5 }),
            el('path', { d: 'M0 13h26M13 0v26', stroke: '#e9e2d3', 'stroke-width': 1.2, 'stroke-opacity': 0.7 }),
          )
        : s.ref(
            'pattern',
            { width: 6, height: 6, patternUnits: 'userSpaceOnUse' },
            el('rect', { width: 6, height: 6, fill: '#ece3d3' }),
            el('path', { d: 'M0 1.5h6M1.5 0v6', stroke: '#d9ccb6', 'stroke-width': 1 }),
          );
  const folds = linear(
    s,
    [
      [0, '#ffffff', 0.12],
      [0.32, '#000000', 0],
      [0.48, '#000000', 0.16],
      [0.5, '#ffffff', 0.18],
      [0.75, '#000000', 0.04],
      [1, '#000000', 0.2],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.2 },
  );
  const hem = kind === 'linen' ? '#b5472f' : kind === 'dhaka' ? '#221512' : '#e9e2d3';
  return group(
    { transform: `translate(${x} ${y}) rotate(${rotate})` },
    shadow(s, width / 2 + 10, height / 2 + 14, width * 0.62, height * 0.62, 0.55),
    el('rect', { width, height, rx: 6, fill }),
    el('rect', { width, height, rx: 6, fill: folds }),
    el('rect', { x: 10, y: 10, width: width - 20, height: height - 20, fill: 'none', stroke: hem, 'stroke-width': 5, 'stroke-opacity': 0.85 }),
  );
}

/** Warm pool of light from the upper left and a darkened frame: the photographic finish on every picture. */
export function finish(s: Scene, warmth = 0.22): string {
  const light = radial(
    s,
    [
      [0, '#fff1d2', warmth],
      [0.6, '#fff1d2', warmth * 0.25],
      [1, '#fff1d2', 0],
    ],
    { cx: 0.3, cy: 0.22, r: 0.75, fx: 0.3, fy: 0.22 },
  );
  const vignette = radial(
    s,
    [
      [0, '#140904', 0],
      [0.62, '#140904', 0],
      [1, '#140904', 0.55],
    ],
    { cx: 0.5, cy: 0.5, r: 0.72, fx: 0.5, fy: 0.5 },
  );
  return group(
    {},
    el('rect', { width: s.width, height: s.height, fill: light }),
    el('rect', { width: s.width, height: s.height, fill: vignette }),
  );
}
