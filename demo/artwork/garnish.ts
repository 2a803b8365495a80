import { darken, lighten } from './color';
import { linear, litFill, shadow } from './paint';
import { type Rng } from './prng';
import { type Scene } from './scene';
import { blob, scatter, smoothClosed, smoothOpen, type Point } from './shapes';
import { el, f, group, place } from './svg';

/** A tapering body along a centre line (chillies, beans, julienne): widths[i] is the width at points[i]. */
export function tapered(points: readonly Point[], widths: readonly number[]): string {
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach(([x, y], i) => {
    const [px, py] = points[Math.max(0, i - 1)] as Point;
    const [nx, ny] = points[Math.min(points.length - 1, i + 1)] as Point;
    const len = Math.hypot(nx - px, ny - py) || 1;
    const w = (widths[i] ?? 0) / 2;
    left.push([x - ((ny - py) / len) * w, y + ((nx - px) / len) * w]);
    right.push([x + ((ny - py) / len) * w, y - ((nx - px) / len) * w]);
  });
  return smoothClosed([...left, ...right.reverse()], 0.9);
}

/** A coriander leaf: a scalloped fan with pale veins. */
export function corianderLeaf(s: Scene, x: number, y: number, size: number, rotate: number): string {
  const rng = s.rng.fork(`leaf${x}${y}`);
  const pts: Point[] = [[0, size * 0.08]];
  const lobes = 3;
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = Math.PI * (1.08 + 0.84 * t);
    const lobe = Math.abs(Math.sin(t * lobes * Math.PI));
    const r = size * (0.55 + 0.45 * lobe) * (1 + rng.jitter(0, 0.06));
    pts.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  const fill = linear(
    s,
    [
      [0, '#8cc55a'],
      [0.5, '#4f9a32'],
      [1, '#2f6e1f'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const veins = [0.17, 0.5, 0.83]
    .map((t) => {
      const a = Math.PI * (1.08 + 0.84 * t);
      return `M0 0L${f(Math.cos(a) * size * 0.8)} ${f(Math.sin(a) * size * 0.8)}`;
    })
    .join('');
  return place(
    x,
    y,
    1,
    rotate,
    el('path', { d: smoothClosed(pts), fill: '#10240a', opacity: 0.35, transform: 'translate(3 4)' }),
    el('path', { d: smoothClosed(pts), fill }),
    el('path', { d: veins, stroke: '#c4e79a', 'stroke-width': size * 0.05, 'stroke-opacity': 0.7, 'stroke-linecap': 'round' }),
    el('path', { d: `M0 0L0 ${f(size * 0.5)}`, stroke: '#6aa542', 'stroke-width': size * 0.08, 'stroke-linecap': 'round' }),
  );
}

/** Chopped herbs sprinkled over a dish. */
export function choppedHerbs(rng: Rng, count: number, radius: number, size = 7, ry = radius): string {
  const colors = ['#3f8a2a', '#5aa83a', '#2f6e1f', '#76b94c'];
  return group(
    {},
    ...scatter(rng, count, radius, size * 0.8, ry).map(([x, y]) =>
      el('path', { d: blob(rng, x, y, size * rng.range(0.6, 1.1), size * rng.range(0.4, 0.8), 0.35, 5, rng.range(0, 180)), fill: rng.pick(colors) }),
    ),
  );
}

/** Sesame seeds (or any tiny seed) scattered in a disc. */
export function seeds(rng: Rng, count: number, radius: number, color = '#f3e3bf', size = 4, ry = radius): string {
  return el('path', {
    d: scatter(rng, count, radius, size * 1.4, ry)
      .map(([x, y]) => {
        const a = rng.range(0, Math.PI);
        const dx = Math.cos(a) * size;
        const dy = Math.sin(a) * size;
        return `M${f(x - dx)} ${f(y - dy)}L${f(x + dx)} ${f(y + dy)}`;
      })
      .join(''),
    stroke: color,
    'stroke-width': size * 1.1,
    'stroke-linecap': 'round',
  });
}

/** Flakes of dried chilli or spice. */
export function flakes(rng: Rng, count: number, radius: number, colors: readonly string[], size = 3, ry = radius): string {
  return group(
    {},
    ...scatter(rng, count, radius, size, ry).map(([x, y]) =>
      el('path', { d: blob(rng, x, y, size, size * 0.6, 0.4, 4, rng.range(0, 180)), fill: rng.pick(colors) }),
    ),
  );
}

/** A whole chilli, green or red, with its stem. */
export function chilli(s: Scene, x: number, y: number, length: number, rotate: number, color = '#3f8f2a'): string {
  const bend = length * 0.18;
  const pts: Point[] = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => [t * length, Math.sin(t * Math.PI * 0.9) * bend * t]);
  const widths = [0.13, 0.15, 0.14, 0.12, 0.08, 0.01].map((w) => w * length);
  const body = tapered(pts, widths);
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, length * 0.5, length * 0.1, length * 0.58, length * 0.12, 0.5),
    el('path', { d: body, fill: linear(s, [[0, lighten(color, 0.35)], [0.5, color], [1, darken(color, 0.45)]]) }),
    el('path', { d: smoothOpen(pts.slice(0, 5).map(([px, py]) => [px, py - length * 0.035])), stroke: '#ffffff', 'stroke-opacity': 0.45, 'stroke-width': length * 0.02, fill: 'none', 'stroke-linecap': 'round' }),
    el('path', { d: `M${f(-length * 0.01)} 0q${f(-length * 0.08)} ${f(-length * 0.02)} ${f(-length * 0.13)} ${f(length * 0.05)}`, stroke: '#5c7a2a', 'stroke-width': length * 0.04, 'stroke-linecap': 'round', fill: 'none' }),
    el('ellipse', { cx: 0, cy: 0, rx: length * 0.03, ry: length * 0.07, fill: '#6f8f33' }),
  );
}

/** Sliced spring onion: little green rings. */
export function scallionRings(rng: Rng, count: number, radius: number, size = 7, ry = radius): string {
  return group(
    {},
    ...scatter(rng, count, radius, size * 1.6, ry).map(([x, y]) => {
      const pale = rng.chance(0.3);
      return el('ellipse', {
        cx: x,
        cy: y,
        rx: size,
        ry: size * rng.range(0.6, 0.95),
        fill: pale ? '#eef5d8' : '#8fc45a',
        'fill-opacity': 0.55,
        stroke: pale ? '#b9d88a' : '#3f8a2a',
        'stroke-width': size * 0.35,
        transform: `rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})`,
      });
    }),
  );
}

/** Small green peas with a highlight each. */
export function peas(s: Scene, points: readonly Point[], r = 7): string {
  const fill = litFill(s, '#b6e07a', '#6aaa34', '#3d7420');
  return group({}, ...points.map(([x, y]) => el('circle', { cx: x, cy: y, r, fill })));
}

/** Diced or julienned vegetables as little rounded rectangles. */
export function dice(rng: Rng, points: readonly Point[], colors: readonly string[], w: number, h: number): string {
  return group(
    {},
    ...points.map(([x, y]) =>
      el('rect', {
        x: x - w / 2,
        y: y - h / 2,
        width: w,
        height: h,
        rx: Math.min(w, h) * 0.3,
        fill: rng.pick(colors),
        stroke: '#000000',
        'stroke-opacity': 0.12,
        transform: `rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})`,
      }),
    ),
  );
}
