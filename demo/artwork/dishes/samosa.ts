import { topDown } from '../compose';
import { chilli, corianderLeaf, seeds } from '../garnish';
import { onionPetal } from '../sliced-garnish';
import { linear, radial, shadow } from '../paint';
import type { Scene } from '../scene';
import { blob, scatter, smoothClosed, type Point } from '../shapes';
import { el, f, group, place } from '../svg';
import { glazes, plate, sauceBowl } from '../tableware';

/** Corners of a samosa's triangle, with its peak nearer the first corner. */
const CORNERS: Point[] = [
  [0, -1],
  [0.95, 0.62],
  [-0.95, 0.62],
];

/**
 * A samosa seen from above: a plump pyramid of blistered golden pastry. Two faces catch different light and
 * the crimped seam runs along one edge. `open` breaks it to show the spiced potato and pea filling.
 */
export function samosa(s: Scene, x: number, y: number, size: number, rotate: number, open = false): string {
  const rng = s.rng.fork(`samosa${x}${y}`);
  const [a, b, c] = CORNERS.map(([px, py]) => [px * size, py * size] as Point) as [Point, Point, Point];
  const peak: Point = [size * 0.08, size * 0.12];
  const outline = smoothClosed([a, [(a[0] + b[0]) / 2 + size * 0.12, (a[1] + b[1]) / 2 - size * 0.06], b, [(b[0] + c[0]) / 2, b[1] + size * 0.1], c, [(c[0] + a[0]) / 2 - size * 0.12, (c[1] + a[1]) / 2 - size * 0.06]], 0.55);
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const face = (p: Point, q: Point, fill: string) => el('path', { d: `M${f(peak[0])} ${f(peak[1])}L${f(p[0] * 1.3)} ${f(p[1] * 1.3)}L${f(q[0] * 1.3)} ${f(q[1] * 1.3)}Z`, fill });
  const blisters = scatter(rng, 30, size * 0.8, size * 0.12).map(([bx, by]) =>
    el('ellipse', { cx: bx, cy: by, rx: rng.range(3, 8), ry: rng.range(2, 5), fill: rng.chance(0.5) ? '#fde2a6' : '#9a5a1c', opacity: rng.range(0.3, 0.55) }),
  );
  const crimp = Array.from({ length: 10 }, (_, i) => {
    const t = 0.08 + i * 0.09;
    const px = b[0] + (c[0] - b[0]) * t;
    const py = b[1] + (c[1] - b[1]) * t + size * 0.04;
    return `M${f(px)} ${f(py - size * 0.12)}l${f(size * 0.03)} ${f(size * 0.12)}`;
  }).join('');
  const filling = open
    ? group(
        {},
        el('path', { d: `M${f(b[0] * 0.85)} ${f(b[1] * 0.85)}C${f(b[0] * 0.5)} ${f(-size * 0.45)} ${f(c[0] * 0.5)} ${f(-size * 0.45)} ${f(c[0] * 0.85)} ${f(c[1] * 0.85)}Q0 ${f(size * 0.8)} ${f(b[0] * 0.85)} ${f(b[1] * 0.85)}Z`, fill: radial(s, [[0, '#fbe07a'], [0.7, '#e8b040'], [1, '#b77a1f']]) }),
        ...scatter(rng, 10, size * 0.42, size * 0.13, size * 0.3).map(([px, py]) => el('circle', { cx: px, cy: py + size * 0.22, r: size * 0.06, fill: '#6aaa34', stroke: '#3d7420', 'stroke-width': 1 })),
        seeds(rng, 12, size * 0.45, '#5a3a14', 2, size * 0.3),
      )
    : '';
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, size * 0.1, size * 0.18, size * 1.15, size * 0.95, 0.6),
    el('path', { d: outline, fill: '#c98a3a' }),
    group(
      { 'clip-path': `url(#${clip})` },
      face(a, b, linear(s, [[0, '#f2c06a'], [1, '#c27b2e']], { x1: 0, y1: 0, x2: 1, y2: 1 })),
      face(b, c, linear(s, [[0, '#c98535'], [1, '#8e4f1a']])),
      face(c, a, linear(s, [[0, '#ffdc8e'], [1, '#e0a04a']], { x1: 0, y1: 0, x2: 1, y2: 1 })),
      ...blisters,
      el('path', { d: crimp, stroke: '#7a4214', 'stroke-width': 2.5, 'stroke-opacity': 0.6 }),
      filling,
    ),
    el('path', { d: `M${f(peak[0])} ${f(peak[1])}L${f(a[0] * 0.85)} ${f(a[1] * 0.85)}`, stroke: '#fff1cc', 'stroke-width': 3, 'stroke-opacity': 0.6, 'stroke-linecap': 'round' }),
  );
}

/** Mint-coriander chutney, green with a swirl of yoghurt. */
function mintChutney(s: Scene, r: number): string {
  const rng = s.rng.fork('mint');
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#7cc04a'], [0.7, '#3f8f2a'], [1, '#2a6a1a']]) }),
    el('path', { d: blob(rng, -r * 0.15, -r * 0.1, r * 0.28, r * 0.22, 0.2, 7), fill: '#f6f1e2', opacity: 0.9 }),
    seeds(rng, 8, r * 0.7, '#1f4a12', 2),
  );
}

/** Sweet-sour tamarind chutney, glossy dark brown. */
function tamarindChutney(s: Scene, r: number): string {
  const rng = s.rng.fork('imli');
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#9a4a1c'], [0.7, '#6b2c0e'], [1, '#3e1706']]) }),
    el('ellipse', { cx: -r * 0.3, cy: -r * 0.35, rx: r * 0.3, ry: r * 0.12, fill: '#ffffff', opacity: 0.3, transform: `rotate(-30 ${f(-r * 0.3)} ${f(-r * 0.35)})` }),
    seeds(rng, 8, r * 0.7, '#e9d3a0', 2.5),
  );
}

export function samosaPlate(s: Scene, r: number, open = false): string {
  return group(
    {},
    plate(s, r, glazes.enamel),
    samosa(s, -r * 0.22, -r * 0.2, r * 0.3, -12),
    samosa(s, r * 0.25, -r * 0.12, r * 0.3, 24),
    samosa(s, 0, r * 0.3, r * 0.3, open ? 180 : 8, open),
    corianderLeaf(s, r * 0.38, r * 0.4, r * 0.07, 20),
    onionPetal(-r * 0.4, r * 0.35, r * 0.06, 30),
    onionPetal(-r * 0.34, r * 0.45, r * 0.05, -40),
  );
}

export function imageSamosaTop(): string {
  return topDown('samosa-top', { wood: { tone: '#7b4a2b' }, cloth: { x: -60, y: 540, width: 460, height: 420, rotate: 10, kind: 'dhaka' } }, (s) => [
    place(560, 450, 1, 0, samosaPlate(s, 370)),
    place(1030, 250, 1, 0, sauceBowl(s, 100, glazes.white, mintChutney(s, 78))),
    place(1050, 560, 1, 0, sauceBowl(s, 95, glazes.white, tamarindChutney(s, 74))),
    chilli(s, 1000, 790, 130, -160, '#3f8f2a'),
    corianderLeaf(s, 150, 130, 40, -10),
  ]);
}

export function imageSamosaOpen(): string {
  return topDown('samosa-open', { wood: { tone: '#7b4a2b' } }, (s) => [
    place(540, 420, 1.5, 0, samosaPlate(s, 370, true)),
    place(1080, 760, 1.1, 0, sauceBowl(s, 100, glazes.white, mintChutney(s, 78))),
  ]);
}
