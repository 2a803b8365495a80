import { darken, lighten } from '../color';
import { choppedHerbs, flakes } from '../garnish';
import { linear, liquidBody, radial, shadow, type Liquid } from '../paint';
import type { Rng } from '../prng';
import type { Scene } from '../scene';
import { blob, scatter, smoothOpen, type Point } from '../shapes';
import { el, f, group, place } from '../svg';

export const kukhuraGravy: Liquid = { light: '#c8642a', base: '#9c3d14', dark: '#5e1f08', oil: '#e2571c' };
export const makhaniGravy: Liquid = { light: '#f6a14f', base: '#e2702a', dark: '#b8481a', oil: '#f08a2c' };

/** A curry's surface: depth, a ring of oil at the edge and a few glossy pools. */
export function gravySurface(s: Scene, rng: Rng, r: number, gravy: Liquid): string {
  // Glints of light on the glossy surface: thin pale crescents with a bright point.
  const glints = scatter(rng, 8, r * 0.8, r * 0.2).map(([x, y]) => {
    const w = rng.range(10, 22);
    return group(
      {},
      el('path', { d: `M${f(x - w)} ${f(y)}q${f(w)} ${f(-w * 0.5)} ${f(2 * w)} 0`, stroke: lighten(gravy.light, 0.5), 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none', opacity: 0.45 }),
      el('circle', { cx: x, cy: y - w * 0.22, r: 2.2, fill: '#ffffff', opacity: 0.7 }),
    );
  });
  return group(
    {},
    liquidBody(s, rng, r, gravy, { fx: 0.45, fy: 0.4 }, 0.35),
    el('circle', { r: r * 0.94, fill: 'none', stroke: gravy.oil, 'stroke-width': r * 0.1, 'stroke-opacity': 0.45 }),
    ...glints,
  );
}

/** A piece of chicken braised in masala: browned, glossy, irregular. */
export function chickenPiece(s: Scene, rng: Rng, x: number, y: number, size: number): string {
  const outline = blob(rng, x, y, size, size * rng.range(0.65, 0.85), 0.22, 9, rng.range(0, 180));
  return group(
    {},
    el('path', { d: outline, fill: '#2a0d03', opacity: 0.45, transform: `translate(${f(size * 0.1)} ${f(size * 0.14)})` }),
    el('path', { d: outline, fill: radial(s, [[0, '#d98a4a'], [0.45, '#b0561f'], [1, '#6a2a0c']], { fx: 0.35, fy: 0.3 }) }),
    el('ellipse', { cx: x - size * 0.3, cy: y - size * 0.3, rx: size * 0.25, ry: size * 0.12, fill: '#ffe0b8', opacity: 0.45, transform: `rotate(-30 ${f(x - size * 0.3)} ${f(y - size * 0.3)})` }),
  );
}

/** A cube of paneer, seared in spots, sitting in the gravy with a collar of sauce round it. */
export function paneerCube(s: Scene, rng: Rng, x: number, y: number, size: number, rotate: number, gravy: Liquid): string {
  const face = radial(s, [[0, '#fffaf0'], [0.6, '#f8ebcf'], [1, '#e6c488']], { fx: 0.35, fy: 0.3 });
  const offset = rng.jitter(0, size * 0.08);
  const sear = [-0.2, 0.15].map((k) =>
    el('path', { d: `M${f(-size * 0.3)} ${f(k * size + offset - size * 0.12)}L${f(size * 0.3)} ${f(k * size + offset + size * 0.12)}`, stroke: '#c98a3e', 'stroke-width': size * 0.09, 'stroke-linecap': 'round', opacity: 0.45 }),
  );
  const half = size / 2;
  return place(
    x,
    y,
    1,
    rotate,
    el('rect', { x: -half - size * 0.08, y: -half - size * 0.04, width: size * 1.18, height: size * 1.18, rx: size * 0.3, fill: darken(gravy.base, 0.2), opacity: 0.5 }),
    el('rect', { x: -half, y: -half, width: size, height: size, rx: size * 0.2, fill: linear(s, [[0, '#f2cf8c'], [1, '#c98a3c']], { x1: 0, y1: 0, x2: 1, y2: 1 }) }),
    el('rect', { x: -half + size * 0.06, y: -half + size * 0.06, width: size * 0.82, height: size * 0.82, rx: size * 0.16, fill: face }),
    ...sear,
    el('rect', { x: -half, y: -half, width: size, height: size, rx: size * 0.2, fill: 'none', stroke: gravy.base, 'stroke-width': size * 0.1, 'stroke-opacity': 0.55, transform: `translate(${f(size * 0.04)} ${f(size * 0.05)})` }),
  );
}

/** A drizzle of cream poured in loose waves across a curry. */
export function creamSwirl(rng: Rng, r: number): string {
  const points: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    points.push([(t * 2 - 1) * r * 0.85 + rng.jitter(0, r * 0.04), Math.sin(t * Math.PI * 3.2) * r * 0.28 + (t - 0.5) * r * 0.3 + rng.jitter(0, r * 0.04)]);
  }
  const d = smoothOpen(points);
  return group(
    {},
    el('path', { d, stroke: '#fff4e0', 'stroke-width': r * 0.08, fill: 'none', 'stroke-linecap': 'round', opacity: 0.3 }),
    el('path', { d, stroke: '#fffaf0', 'stroke-width': r * 0.03, fill: 'none', 'stroke-linecap': 'round', 'stroke-dasharray': `${f(r * 0.5)} ${f(r * 0.06)} ${f(r * 0.9)} ${f(r * 0.05)}`, opacity: 0.85 }),
  );
}

/** A naan or roti, charred in patches, brushed with butter. */
export function naan(s: Scene, x: number, y: number, w: number, h: number, rotate: number): string {
  const rng = s.rng.fork(`naan${x}${y}`);
  const outline = blob(rng, 0, 0, w / 2, h / 2, 0.08, 12);
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const bubbles = scatter(rng, 16, w * 0.42, w * 0.09, h * 0.4).map(([bx, by]) => {
    const size = rng.range(6, 18);
    return group(
      {},
      el('ellipse', { cx: bx, cy: by, rx: size, ry: size * 0.7, fill: '#f9e2b4', opacity: 0.7 }),
      el('ellipse', { cx: bx + size * 0.25, cy: by + size * 0.2, rx: size * 0.7, ry: size * 0.5, fill: rng.chance(0.3) ? '#5a2c12' : '#a8612a', opacity: rng.range(0.35, 0.65) }),
    );
  });
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, w * 0.04, h * 0.08, w * 0.55, h * 0.56, 0.55),
    el('path', { d: outline, fill: radial(s, [[0, '#f6d49a'], [0.7, '#e4b36c'], [1, '#b97a38']]) }),
    group({ 'clip-path': `url(#${clip})` }, ...bubbles),
    el('path', { d: outline, fill: radial(s, [[0, '#fff3c4', 0.35], [0.5, '#fff3c4', 0], [1, '#000000', 0]], { fx: 0.35, fy: 0.3 }) }),
    choppedHerbs(rng, 10, w * 0.35, 5, h * 0.3),
  );
}

/** Slivers of ginger: pale gold julienne. */
export function gingerJulienne(rng: Rng, count: number, radius: number): string {
  return el('path', {
    d: scatter(rng, count, radius, 14)
      .map(([x, y]) => {
        const a = rng.range(0, Math.PI);
        const l = rng.range(10, 18);
        return `M${f(x - Math.cos(a) * l)} ${f(y - Math.sin(a) * l)}L${f(x + Math.cos(a) * l)} ${f(y + Math.sin(a) * l)}`;
      })
      .join(''),
    stroke: '#f3d98a',
    'stroke-width': 3.5,
    'stroke-linecap': 'round',
  });
}

/** Crushed dried fenugreek leaves (kasuri methi) and chilli: the dark flecks on a makhani. */
export function methiFlecks(rng: Rng, count: number, radius: number): string {
  return flakes(rng, count, radius, ['#3d5a1f', '#5a7a2a', darken('#b8481a', 0.3)], 3);
}
