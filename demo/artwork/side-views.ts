import { darken } from './color';
import { linear, radial, shadow } from './paint';
import { type Scene } from './scene';
import { el, f, group } from './svg';
import { type Glaze, speckles } from './tableware';

/** Tableware seen from the side and a little above, for the drinks and pots that read better that way. */

/**
 * A bowl or clay pot from the side and a little above (three-quarter view), rim at y = 0, opening rx wide.
 * `surface` fills the visible top of the contents, drawn around the origin inside an ellipse of rx by rx * tilt.
 */
export function bowlSide(s: Scene, rx: number, depth: number, glaze: Glaze, surface: string, tilt = 0.32): string {
  const ry = rx * tilt;
  const foot = rx * 0.45;
  const body = `M${f(-rx)} 0C${f(-rx)} ${f(depth * 0.75)} ${f(-foot * 1.3)} ${f(depth)} ${f(-foot)} ${f(depth)}L${f(foot)} ${f(depth)}C${f(foot * 1.3)} ${f(depth)} ${f(rx)} ${f(depth * 0.75)} ${f(rx)} 0Z`;
  const side = linear(
    s,
    [
      [0, glaze.dark],
      [0.22, glaze.light],
      [0.55, glaze.base],
      [1, darken(glaze.dark, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const inner = s.define('clipPath', {}, el('ellipse', { rx: rx * 0.93, ry: ry * 0.9 }));
  return group(
    {},
    shadow(s, rx * 0.15, depth, rx * 1.25, ry * 1.1, 0.6),
    el('path', { d: body, fill: side }),
    glaze.speckle
      ? group(
          { 'clip-path': `url(#${s.define('clipPath', {}, el('path', { d: body }))})` },
          speckles(s, glaze.speckle, rx),
        )
      : '',
    el('ellipse', {
      rx,
      ry,
      fill: linear(s, [
        [0, glaze.dark],
        [1, glaze.light],
      ]),
    }),
    group({ 'clip-path': `url(#${inner})` }, surface),
    el('ellipse', {
      rx: rx * 0.93,
      ry: ry * 0.9,
      fill: 'none',
      stroke: linear(s, [
        [0, '#1a0d06', 0.45],
        [1, '#ffffff', 0.1],
      ]),
      'stroke-width': ry * 0.12,
    }),
    el('path', {
      d: `M${f(-rx * 0.97)} ${f(ry * 0.2)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 0.2)} ${f(ry * 0.99)}`,
      stroke: '#ffffff',
      'stroke-width': 3,
      'stroke-opacity': 0.6,
      fill: 'none',
    }),
  );
}

/**
 * A clear glass tumbler from the side, rim at y = 0, filled to `level` (0..1) with a drink whose side is
 * painted with `drink` (a horizontal gradient reads as a lit cylinder) and top with `top`.
 */
export function glassSide(
  s: Scene,
  rx: number,
  height: number,
  level: number,
  drink: string,
  top: string,
  topping = '',
): string {
  const ry = rx * 0.28;
  const bottom = rx * 0.84;
  const wall = (k: number) => rx - (rx - bottom) * k;
  const surfaceY = height * (1 - level);
  const liquid = `M${f(-wall(1 - level))} ${f(surfaceY)}L${f(-bottom)} ${f(height - 14)}A${f(bottom)} ${f(ry * 0.84)} 0 0 0 ${f(bottom)} ${f(height - 14)}L${f(wall(1 - level))} ${f(surfaceY)}Z`;
  const outline = `M${f(-rx)} 0L${f(-bottom)} ${f(height)}A${f(bottom)} ${f(ry * 0.84)} 0 0 0 ${f(bottom)} ${f(height)}L${f(rx)} 0`;
  return group(
    {},
    shadow(s, rx * 0.25, height + ry * 0.3, rx * 1.45, ry * 1.5, 0.55),
    el('path', { d: `${outline}A${f(rx)} ${f(ry)} 0 0 0 ${f(-rx)} 0Z`, fill: '#ffffff', opacity: 0.08 }),
    el('path', { d: liquid, fill: drink }),
    el('ellipse', { cy: surfaceY, rx: wall(1 - level), ry: ry * 0.95, fill: top }),
    topping ? group({ transform: `translate(0 ${f(surfaceY)})` }, topping) : '',
    el('ellipse', { cy: height, rx: bottom, ry: ry * 0.84, fill: '#ffffff', opacity: 0.18 }),
    el('path', { d: outline, stroke: '#ffffff', 'stroke-opacity': 0.45, 'stroke-width': 2.5, fill: 'none' }),
    el('ellipse', { rx, ry, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.7, 'stroke-width': 2.5 }),
    el('path', {
      d: `M${f(-rx * 0.78)} ${f(ry * 1.4)}L${f(-bottom * 0.74)} ${f(height - ry)}`,
      stroke: '#ffffff',
      'stroke-opacity': 0.45,
      'stroke-width': rx * 0.09,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: `M${f(rx * 0.72)} ${f(ry * 1.6)}L${f(bottom * 0.7)} ${f(height * 0.55)}`,
      stroke: '#ffffff',
      'stroke-opacity': 0.3,
      'stroke-width': rx * 0.035,
      'stroke-linecap': 'round',
    }),
  );
}

/** A bamboo steamer basket from the side and above; `contents` sits on its floor, in front of the back rim. */
export function steamerSide(s: Scene, rx: number, depth: number, contents: string, tilt = 0.36): string {
  const ry = rx * tilt;
  const bamboo = '#c9975a';
  const side = linear(
    s,
    [
      [0, '#7a5228'],
      [0.2, '#f0cf95'],
      [0.5, bamboo],
      [1, '#5e3c1a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const band = `M${f(-rx)} 0L${f(-rx)} ${f(depth)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} ${f(depth)}L${f(rx)} 0A${f(rx)} ${f(ry)} 0 0 1 ${f(-rx)} 0Z`;
  const slats = [0.3, 0.55, 0.8]
    .map((k) => `M${f(-rx)} ${f(depth * k)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} ${f(depth * k)}`)
    .join('');
  const lashings = [-0.75, -0.4, 0, 0.4, 0.75]
    .map((k) => {
      const x = k * rx;
      const y = Math.sqrt(1 - k * k) * ry;
      return `M${f(x)} ${f(y - 4)}l0 ${f(depth * 0.9)}`;
    })
    .join('');
  const inner = rx * 0.9;
  const frontRim = `M${f(-rx)} 0A${f(rx)} ${f(ry)} 0 0 0 ${f(rx)} 0L${f(inner)} ${f(ry * 0.06)}A${f(inner)} ${f(ry * 0.9)} 0 0 1 ${f(-inner)} ${f(ry * 0.06)}Z`;
  return group(
    {},
    shadow(s, rx * 0.12, depth + ry * 0.3, rx * 1.3, ry * 1.2, 0.65),
    el('path', { d: band, fill: side }),
    el('path', { d: slats, stroke: '#5e3c1a', 'stroke-width': 2, 'stroke-opacity': 0.5, fill: 'none' }),
    el('path', {
      d: lashings,
      stroke: '#6b4620',
      'stroke-width': 9,
      'stroke-opacity': 0.45,
      'stroke-linecap': 'round',
    }),
    el('ellipse', { rx, ry, fill: darken(bamboo, 0.1) }),
    el('ellipse', {
      rx: inner,
      ry: ry * 0.9,
      fill: radial(
        s,
        [
          [0, '#f3f6d8'],
          [0.7, '#cfe3a0'],
          [1, '#8aa860'],
        ],
        { fy: 0.6 },
      ),
    }),
    el('ellipse', {
      rx: inner,
      ry: ry * 0.9,
      fill: linear(s, [
        [0, '#1a0d06', 0.55],
        [0.45, '#1a0d06', 0],
        [1, '#1a0d06', 0],
      ]),
    }),
    contents,
    el('path', {
      d: frontRim,
      fill: linear(s, [
        [0, bamboo],
        [1, '#f3d49c'],
      ]),
    }),
    el('path', {
      d: `M${f(-rx * 0.95)} ${f(ry * 0.3)}A${f(rx)} ${f(ry)} 0 0 0 ${f(-rx * 0.1)} ${f(ry)}`,
      stroke: '#fff3d6',
      'stroke-width': 3,
      'stroke-opacity': 0.6,
      fill: 'none',
    }),
  );
}
