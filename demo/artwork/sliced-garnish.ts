import { darken, lighten } from './color';
import { litFill, radial, shadow, type Stop } from './paint';
import { type Scene } from './scene';
import { blob, ring } from './shapes';
import { el, f, group, place } from './svg';
import { seeds } from './garnish';

/** Slices and wedges of fruit and vegetables laid on a dish. */

/** A wedge of lemon or lime seen from above: peel, pith, segments. */
export function citrusWedge(s: Scene, x: number, y: number, r: number, rotate: number, lime = false): string {
  const peel = lime ? '#5e9e2e' : '#f0c419';
  const flesh = lime ? '#c8e28a' : '#fbe57d';
  const arc = (radius: number) => `M${f(-radius)} 0A${f(radius)} ${f(radius)} 0 0 0 ${f(radius)} 0Z`;
  const segments = [30, 60, 90, 120, 150]
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return `M0 -2L${f(Math.cos(a) * r * 0.8)} ${f(Math.sin(a) * r * 0.8)}`;
    })
    .join('');
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, r * 0.1, r * 0.45, r * 1.2, r * 0.75, 0.55),
    el('path', { d: arc(r), fill: darken(peel, 0.1) }),
    el('path', { d: arc(r * 0.9), fill: '#fbf6df' }),
    el('path', {
      d: arc(r * 0.82),
      fill: radial(
        s,
        [
          [0, lighten(flesh, 0.5)],
          [1, flesh],
        ],
        { cy: 0, fy: 0 },
      ),
    }),
    el('path', { d: segments, stroke: '#fffbe8', 'stroke-width': r * 0.05, 'stroke-opacity': 0.9 }),
    el('path', {
      d: `M${f(-r * 0.95)} 0L${f(r * 0.95)} 0`,
      stroke: '#ffffff',
      'stroke-width': r * 0.05,
      'stroke-opacity': 0.5,
    }),
  );
}

/** A slice of red onion: purple-edged rings. */
export function onionSlice(s: Scene, x: number, y: number, r: number, rings = 3): string {
  const parts = [shadow(s, x + r * 0.08, y + r * 0.12, r * 1.1, r * 1.1, 0.35)];
  for (let i = 0; i < rings; i++) {
    const rr = r * (1 - i * 0.27);
    parts.push(
      el('circle', {
        cx: x,
        cy: y,
        r: rr,
        fill: 'none',
        stroke: '#f4e4ef',
        'stroke-width': r * 0.14,
        'stroke-opacity': 0.92,
      }),
      el('circle', { cx: x, cy: y, r: rr + r * 0.06, fill: 'none', stroke: '#8e2a66', 'stroke-width': r * 0.04 }),
    );
  }
  return group({}, ...parts);
}

/** Half a ring of red onion, for scattering. */
export function onionPetal(x: number, y: number, r: number, rotate: number): string {
  const d = `M${f(-r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(r)} 0`;
  return place(
    x,
    y,
    1,
    rotate,
    el('path', { d, fill: 'none', stroke: '#8e2a66', 'stroke-width': r * 0.34, 'stroke-linecap': 'round' }),
    el('path', { d, fill: 'none', stroke: '#f3dcea', 'stroke-width': r * 0.2, 'stroke-linecap': 'round' }),
  );
}

/**
 * A round slice at (x, y) seen from above: its shadow (`shade` dark), the skin's rim and the flesh shaded from the
 * middle out, with `inside` drawn on it.
 */
function roundSlice(
  s: Scene,
  { x, y, r, shade, skin }: { x: number; y: number; r: number; shade: number; skin: string },
  flesh: readonly Stop[],
  ...inside: string[]
): string {
  return group(
    {},
    shadow(s, x + r * 0.08, y + r * 0.1, r * 1.12, r * 1.12, shade),
    el('circle', { cx: x, cy: y, r, fill: skin }),
    el('circle', { cx: x, cy: y, r: r * 0.9, fill: radial(s, flesh) }),
    ...inside,
  );
}

/** A slice of tomato: red wall, jelly-filled seed chambers with pale seeds. */
export function tomatoSlice(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`tomato${x}${y}`);
  const chambers = ring(3, r * 0.45, r * 0.45, rng.range(0, 2)).map(([cx, cy]) => {
    const a = (Math.atan2(cy, cx) * 180) / Math.PI;
    return group(
      { transform: `translate(${f(x + cx)} ${f(y + cy)}) rotate(${f(a)})` },
      el('ellipse', { rx: r * 0.3, ry: r * 0.27, fill: '#f36b45' }),
      seeds(rng, 4, r * 0.15, '#fbe3a8', r * 0.05),
    );
  });
  return roundSlice(
    s,
    { x, y, r, shade: 0.45, skin: '#c92a18' },
    [
      [0, '#f7775a'],
      [1, '#dc3a22'],
    ],
    ...chambers,
    el('ellipse', {
      cx: x - r * 0.3,
      cy: y - r * 0.4,
      rx: r * 0.3,
      ry: r * 0.14,
      fill: '#ffffff',
      opacity: 0.3,
      transform: `rotate(-35 ${f(x - r * 0.3)} ${f(y - r * 0.4)})`,
    }),
  );
}

/** A slice of cucumber. */
export function cucumberSlice(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`cuke${x}${y}`);
  return roundSlice(
    s,
    { x, y, r, shade: 0.4, skin: '#2f6b25' },
    [
      [0, '#eef6cf'],
      [0.7, '#cfe6a2'],
      [1, '#9cc66b'],
    ],
    ...ring(5, r * 0.3, r * 0.3, rng.range(0, 1)).map(([sx, sy]) =>
      el('ellipse', { cx: x + sx, cy: y + sy, rx: r * 0.08, ry: r * 0.05, fill: '#f8fbe6' }),
    ),
  );
}

/** A clove of garlic, peeled. */
export function garlicClove(s: Scene, x: number, y: number, size: number, rotate: number): string {
  const d = `M0 ${f(-size)}C${f(size * 0.7)} ${f(-size * 0.6)} ${f(size * 0.6)} ${f(size * 0.8)} 0 ${f(size)}C${f(-size * 0.45)} ${f(size * 0.7)} ${f(-size * 0.4)} ${f(-size * 0.5)} 0 ${f(-size)}Z`;
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, 3, 5, size * 0.7, size * 1.1, 0.45),
    el('path', { d, fill: litFill(s, '#fffdf3', '#f1e8cf', '#cdbd96') }),
  );
}

/** A pale inner cabbage leaf, used to line steamers: ruffled edge, a midrib and curving veins. */
export function cabbageLeaf(s: Scene, x: number, y: number, size: number, rotate: number): string {
  const rng = s.rng.fork(`cabbage${x}${y}`);
  const outline = blob(rng, 0, 0, size, size * 0.78, 0.14, 16);
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const veins = [-0.8, -0.45, -0.12, 0.2, 0.5, 0.85]
    .map(
      (t) =>
        `M${f(-size * 0.6 + Math.abs(t) * size * 0.3)} 0Q${f(size * 0.1)} ${f(t * size * 0.25)} ${f(size * 0.55)} ${f(t * size * 0.85)}`,
    )
    .join('');
  return place(
    x,
    y,
    1,
    rotate,
    el('path', {
      d: outline,
      fill: radial(
        s,
        [
          [0, '#eef2d6'],
          [0.55, '#d3e0a8'],
          [1, '#9cb56a'],
        ],
        { fx: 0.3, fy: 0.5 },
      ),
    }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: veins, stroke: '#f7fae8', 'stroke-width': 2.5, 'stroke-opacity': 0.55, fill: 'none' }),
      el('path', {
        d: `M${f(-size)} 0L${f(size * 0.7)} 0`,
        stroke: '#f6f9e6',
        'stroke-width': size * 0.04,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.6,
      }),
    ),
  );
}
