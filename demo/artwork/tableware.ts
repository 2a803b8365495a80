import { darken, lighten } from './color';
import { linear, radial, shadow, throughTones, type Tones } from './paint';
import { type Scene } from './scene';
import { el, f, group } from './svg';

/** Everything here is drawn top-down, centred on the origin; place it with `place()`. */
export interface Glaze extends Tones {
  /** Coloured band on the rim (enamel ware), if any. */
  band?: string;
  speckle?: string;
}

export const glazes = {
  white: { light: '#ffffff', base: '#f3f0ea', dark: '#d6cfc3' },
  cream: { light: '#fffaf0', base: '#efe4cf', dark: '#cdbb9c', speckle: '#9c8563' },
  enamel: { light: '#ffffff', base: '#f2f2ee', dark: '#d2d3cf', band: '#2f5e9e' },
  stoneware: { light: '#6f6a64', base: '#4a4642', dark: '#2b2826', speckle: '#c9bfb0' },
  terracotta: { light: '#e19a6a', base: '#c2683d', dark: '#8a3f1f', speckle: '#6b2e14' },
  celadon: { light: '#e3efe3', base: '#b9d3bf', dark: '#86a592' },
} satisfies Record<string, Glaze>;

export function speckles(s: Scene, color: string, r: number): string {
  const rng = s.rng.fork(`speckle${r}`);
  const dots = Array.from({ length: Math.round(r / 3) }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    return `M${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)}h.1`;
  }).join('');
  return el('path', { d: dots, stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-opacity': 0.45 });
}

/** A curved glint on a rim, upper left, where the light catches. */
export function glint(r: number, width: number, from = 200, to = 250, opacity = 0.75): string {
  const a0 = (from * Math.PI) / 180;
  const a1 = (to * Math.PI) / 180;
  return el('path', {
    d: `M${f(Math.cos(a0) * r)} ${f(Math.sin(a0) * r)}A${f(r)} ${f(r)} 0 0 1 ${f(Math.cos(a1) * r)} ${f(Math.sin(a1) * r)}`,
    stroke: '#ffffff',
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-opacity': opacity,
    fill: 'none',
  });
}

/** A round plate: rim, sunken well, glint. `well` is the well's share of the radius. */
export function plate(s: Scene, r: number, glaze: Glaze = glazes.white, well = 0.72): string {
  const rimFill = linear(s, throughTones(glaze, 0.5), { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.95 });
  const wellFill = radial(
    s,
    [
      [0, lighten(glaze.base, 0.25)],
      [0.85, glaze.base],
      [0.95, darken(glaze.base, 0.08)],
      [1, darken(glaze.base, 0.16)],
    ],
    { fx: 0.56, fy: 0.6 },
  );
  const wellEdge = linear(
    s,
    [
      [0, darken(glaze.base, 0.3), 0.8],
      [0.5, glaze.base, 0],
      [1, '#ffffff', 0.7],
    ],
    { x1: 0.2, y1: 0.15, x2: 0.8, y2: 0.9 },
  );
  return group(
    {},
    shadow(s, r * 0.06, r * 0.09, r * 1.1, r * 1.1, 0.6),
    el('circle', { r, fill: rimFill }),
    glaze.band ? el('circle', { r: r * 0.93, fill: 'none', stroke: glaze.band, 'stroke-width': r * 0.035 }) : '',
    el('circle', { r, fill: 'none', stroke: darken(glaze.dark, 0.2), 'stroke-width': 1.5, 'stroke-opacity': 0.6 }),
    el('circle', { r: r * well, fill: wellFill }),
    el('circle', { r: r * well, fill: 'none', stroke: wellEdge, 'stroke-width': r * 0.03 }),
    glaze.speckle ? speckles(s, glaze.speckle, r) : '',
    glint(r * 0.92, r * 0.025),
  );
}

/**
 * A bowl seen from above: the rim, the inside wall in shade on the lit side, and whatever it holds
 * (`contents`, drawn around the origin, clipped to the surface of radius r * fill).
 */
export function bowl(s: Scene, r: number, glaze: Glaze, contents = '', fill = 0.8): string {
  const rimFill = linear(s, throughTones(glaze, 0.6), { x1: 0.1, y1: 0.1, x2: 0.9, y2: 0.9 });
  const wall = radial(
    s,
    [
      [0, glaze.base],
      [0.7, glaze.base],
      [1, darken(glaze.dark, 0.35)],
    ],
    { fx: 0.62, fy: 0.66 },
  );
  const inner = r * 0.9;
  const surface = r * fill;
  const clip = s.define('clipPath', {}, el('circle', { r: surface }));
  return group(
    {},
    shadow(s, r * 0.08, r * 0.12, r * 1.14, r * 1.14, 0.65),
    el('circle', { r, fill: rimFill }),
    glaze.band ? el('circle', { r: r * 0.95, fill: 'none', stroke: glaze.band, 'stroke-width': r * 0.03 }) : '',
    el('circle', { r: inner, fill: wall }),
    el('circle', { r: inner, fill: 'none', stroke: darken(glaze.dark, 0.2), 'stroke-width': 1.5, 'stroke-opacity': 0.5 }),
    glaze.speckle ? speckles(s, glaze.speckle, r) : '',
    group({ 'clip-path': `url(#${clip})` }, contents),
    // The wall's shadow falls on the near (upper left) edge of the contents.
    el('circle', {
      r: surface,
      fill: 'none',
      stroke: linear(
        s,
        [
          [0, '#1a0d06', 0.5],
          [0.45, '#1a0d06', 0.08],
          [1, '#ffffff', 0.25],
        ],
        { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
      ),
      'stroke-width': r * 0.05,
    }),
    glint(r * 0.955, r * 0.03),
  );
}

/** A small, shallow dipping bowl holding a sauce: used for achar, chutneys. */
export function sauceBowl(s: Scene, r: number, glaze: Glaze, sauce: string): string {
  return bowl(s, r, glaze, sauce, 0.78);
}
