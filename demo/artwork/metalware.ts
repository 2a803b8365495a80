import { darken, lighten } from './color';
import { linear, radial, shadow, type Tones } from './paint';
import { type Scene } from './scene';
import { el, f, group } from './svg';
import { glint } from './tableware';

/** Brass and steel, drawn top-down and centred on the origin like the rest of the tableware; place it with `place()`. */

export const BRASS: Tones = { light: '#fbe6a2', base: '#d9a544', dark: '#8a5a18' };

export function metalFill(s: Scene, tone: Tones): string {
  return linear(
    s,
    [
      [0, tone.light],
      [0.22, tone.base],
      [0.45, darken(tone.base, 0.2)],
      [0.62, tone.light],
      [0.8, tone.base],
      [1, tone.dark],
    ],
    { x1: 0.05, y1: 0, x2: 0.95, y2: 1 },
  );
}

/** The large brass plate a thali is served on, with a raised lip and spun rings. */
export function brassThali(s: Scene, r: number): string {
  const floor = radial(
    s,
    [
      [0, lighten(BRASS.base, 0.25)],
      [0.7, BRASS.base],
      [1, darken(BRASS.base, 0.25)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const rings = Array.from({ length: 7 }, (_, i) =>
    el('circle', {
      r: r * (0.2 + i * 0.1),
      fill: 'none',
      stroke: i % 2 ? '#fff6d8' : darken(BRASS.base, 0.3),
      'stroke-width': 1,
      'stroke-opacity': 0.3,
    }),
  );
  return group(
    {},
    shadow(s, r * 0.05, r * 0.08, r * 1.08, r * 1.08, 0.65),
    el('circle', { r, fill: metalFill(s, BRASS) }),
    el('circle', {
      r: r * 0.985,
      fill: 'none',
      stroke: darken(BRASS.dark, 0.3),
      'stroke-width': 2,
      'stroke-opacity': 0.5,
    }),
    el('circle', { r: r * 0.9, fill: floor }),
    el('circle', {
      r: r * 0.9,
      fill: 'none',
      stroke: darken(BRASS.dark, 0.2),
      'stroke-width': 3,
      'stroke-opacity': 0.5,
    }),
    ...rings,
    glint(r * 0.95, r * 0.02, 195, 255, 0.8),
  );
}

/** A small brass katori bowl holding a side dish. */
export function katori(s: Scene, r: number, contents: string): string {
  const clip = s.define('clipPath', {}, el('circle', { r: r * 0.82 }));
  return group(
    {},
    shadow(s, r * 0.1, r * 0.16, r * 1.15, r * 1.15, 0.6),
    el('circle', { r, fill: metalFill(s, BRASS) }),
    el('circle', { r: r * 0.86, fill: darken(BRASS.base, 0.35) }),
    group({ 'clip-path': `url(#${clip})` }, contents),
    el('circle', {
      r: r * 0.82,
      fill: 'none',
      stroke: linear(
        s,
        [
          [0, '#1a0d06', 0.45],
          [1, '#ffffff', 0.2],
        ],
        { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
      ),
      'stroke-width': r * 0.07,
    }),
    glint(r * 0.93, r * 0.05, 200, 250, 0.85),
  );
}

/** A metal spoon lying on the table, bowl end at the origin, handle to the right. */
export function spoon(s: Scene, length: number, tone = '#d7d7d3'): string {
  const metal = metalFill(s, { light: '#ffffff', base: tone, dark: '#6d6d69' });
  const head = length * 0.16;
  return group(
    {},
    shadow(s, length * 0.42, 14, length * 0.55, head * 0.9, 0.45),
    el('path', {
      d: `M${f(head * 0.8)} -5L${f(length)} -9Q${f(length + 10)} 0 ${f(length)} 9L${f(head * 0.8)} 5Z`,
      fill: metal,
    }),
    el('ellipse', { rx: head, ry: head * 0.72, fill: metal }),
    el('ellipse', { cx: -head * 0.1, cy: -head * 0.1, rx: head * 0.75, ry: head * 0.5, fill: '#ffffff', opacity: 0.3 }),
  );
}
