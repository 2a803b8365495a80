import { darken, lighten } from './color';
import { linear, radial, shadow } from './paint';
import { type Scene } from './scene';
import { ring } from './shapes';
import { el, f, group } from './svg';
import { glint } from './tableware';
import { metalFill } from './metalware';

/** Steamers, boards, leaves and chopsticks, drawn top-down and centred on the origin; place them with `place()`. */

/** A bamboo steamer basket from above, lined with perforated paper; `contents` sits on the paper. */
export function steamer(s: Scene, r: number, contents: string): string {
  const bamboo = '#c9975a';
  const bands = Array.from({ length: 5 }, (_, i) =>
    el('circle', {
      r: r * (0.905 + i * 0.022),
      fill: 'none',
      stroke: i % 2 ? darken(bamboo, 0.25) : lighten(bamboo, 0.2),
      'stroke-width': 1.5,
      'stroke-opacity': 0.6,
    }),
  );
  const lashings = ring(16, r * 0.95).map(([x, y], i) =>
    el('rect', {
      x: -4,
      y: -r * 0.06,
      width: 8,
      height: r * 0.12,
      rx: 3,
      fill: darken(bamboo, 0.35),
      opacity: 0.55,
      transform: `translate(${f(x)} ${f(y)}) rotate(${f(i * 22.5)})`,
    }),
  );
  const paper = s.ref(
    'pattern',
    { width: 34, height: 34, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(15)' },
    el('rect', { width: 34, height: 34, fill: '#f1e6cf' }),
    el('circle', { cx: 8, cy: 8, r: 3.2, fill: '#b58a55' }),
    el('circle', { cx: 25, cy: 25, r: 3.2, fill: '#b58a55' }),
  );
  const floorShade = radial(
    s,
    [
      [0, '#ffffff', 0.15],
      [0.8, '#000000', 0],
      [1, '#1a0d06', 0.45],
    ],
    { fx: 0.55, fy: 0.6 },
  );
  return group(
    {},
    shadow(s, r * 0.06, r * 0.1, r * 1.12, r * 1.12, 0.65),
    el('circle', { r, fill: metalFill(s, { light: '#f4d49a', base: bamboo, dark: '#7a5228' }) }),
    ...bands,
    ...lashings,
    el('circle', { r: r * 0.88, fill: darken(bamboo, 0.1) }),
    el('circle', { r: r * 0.84, fill: paper }),
    el('circle', { r: r * 0.84, fill: floorShade }),
    contents,
    glint(r * 0.97, r * 0.02, 200, 245, 0.6),
  );
}

/** A wooden serving board with a handle, long side horizontal, lighter than the table. */
export function board(s: Scene, width: number, height: number, tone = '#c4874e'): string {
  const rng = s.rng.fork('board');
  const grain = Array.from({ length: 16 }, () => {
    const y = rng.range(-height / 2 + 6, height / 2 - 6);
    const w = rng.range(2, 8);
    return `M${f(-width / 2)} ${f(y)}c${f(width * 0.3)} ${f(w)} ${f(width * 0.6)} ${f(-w)} ${f(width)} ${f(rng.jitter(0, 4))}`;
  }).join('');
  const fill = linear(
    s,
    [
      [0, lighten(tone, 0.18)],
      [0.6, tone],
      [1, darken(tone, 0.2)],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  const clip = s.define('clipPath', {}, el('rect', { x: -width / 2, y: -height / 2, width, height, rx: 28 }));
  return group(
    {},
    shadow(s, 14, 22, width * 0.62, height * 0.68, 0.65),
    el('rect', {
      x: width / 2 - 20,
      y: -height * 0.11,
      width: width * 0.2,
      height: height * 0.22,
      rx: height * 0.11,
      fill: darken(tone, 0.05),
    }),
    el('circle', { cx: width / 2 + width * 0.12, cy: 0, r: height * 0.04, fill: darken(tone, 0.6) }),
    el('rect', { x: -width / 2, y: -height / 2, width, height, rx: 28, fill }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: grain, stroke: darken(tone, 0.35), 'stroke-width': 1.5, 'stroke-opacity': 0.35, fill: 'none' }),
    ),
    el('rect', {
      x: -width / 2 + 2,
      y: -height / 2 + 2,
      width: width - 4,
      height: height - 4,
      rx: 26,
      fill: 'none',
      stroke: '#fff3df',
      'stroke-width': 2,
      'stroke-opacity': 0.35,
    }),
  );
}

/** A banana leaf square laid on a plate, the way Newari snacks are served. */
export function bananaLeaf(s: Scene, width: number, height: number): string {
  const fill = linear(
    s,
    [
      [0, '#7fb24a'],
      [0.5, '#4f8a2c'],
      [1, '#2f6519'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const veins = Array.from({ length: Math.round(width / 14) }, (_, i) => {
    const x = -width / 2 + 7 + i * 14;
    return `M${f(x)} ${f(-height / 2)}l${f(height * 0.12)} ${f(height)}`;
  }).join('');
  const clip = s.define('clipPath', {}, el('rect', { x: -width / 2, y: -height / 2, width, height, rx: 10 }));
  return group(
    {},
    shadow(s, 8, 12, width * 0.6, height * 0.6, 0.5),
    el('rect', { x: -width / 2, y: -height / 2, width, height, rx: 10, fill }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: veins, stroke: '#a6d46c', 'stroke-width': 1.4, 'stroke-opacity': 0.35 }),
      el('path', {
        d: veins,
        stroke: '#204c10',
        'stroke-width': 1,
        'stroke-opacity': 0.3,
        transform: 'translate(4 0)',
      }),
    ),
    el('rect', {
      x: -width / 2,
      y: -6,
      width,
      height: 12,
      fill: '#b9d98a',
      opacity: 0.65,
      rx: 6,
      transform: `rotate(${f((Math.atan2(height, width) * 180) / Math.PI)})`,
    }),
  );
}

/** A pair of wooden chopsticks. */
export function chopsticks(s: Scene, length: number): string {
  const stick = (dy: number) =>
    el('path', {
      d: `M0 ${f(dy - 4)}L${f(length)} ${f(dy * 1.6 - 7)}L${f(length)} ${f(dy * 1.6 + 7)}L0 ${f(dy + 4)}Z`,
      fill: linear(s, [
        [0, '#e3b77b'],
        [1, '#9b6431'],
      ]),
    });
  return group({}, shadow(s, length * 0.5, 22, length * 0.55, 26, 0.45), stick(-8), stick(10));
}
