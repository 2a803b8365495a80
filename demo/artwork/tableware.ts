import { darken, lighten } from './color';
import { linear, radial, shadow } from './paint';
import type { Scene } from './scene';
import { ring } from './shapes';
import { el, f, group } from './svg';

/** Everything here is drawn top-down, centred on the origin; place it with `place()`. */
export interface Glaze {
  light: string;
  base: string;
  dark: string;
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

function speckles(s: Scene, color: string, r: number): string {
  const rng = s.rng.fork(`speckle${r}`);
  const dots = Array.from({ length: Math.round(r / 3) }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r;
    return `M${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)}h.1`;
  }).join('');
  return el('path', { d: dots, stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-opacity': 0.45 });
}

/** A curved glint on a rim, upper left, where the light catches. */
function glint(r: number, width: number, from = 200, to = 250, opacity = 0.75): string {
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
  const rimFill = linear(
    s,
    [
      [0, glaze.light],
      [0.5, glaze.base],
      [1, glaze.dark],
    ],
    { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.95 },
  );
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
  const rimFill = linear(
    s,
    [
      [0, glaze.light],
      [0.6, glaze.base],
      [1, glaze.dark],
    ],
    { x1: 0.1, y1: 0.1, x2: 0.9, y2: 0.9 },
  );
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

const BRASS = { light: '#fbe6a2', base: '#d9a544', dark: '#8a5a18' };

function metalFill(s: Scene, tone: typeof BRASS): string {
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
    el('circle', { r: r * (0.2 + i * 0.1), fill: 'none', stroke: i % 2 ? '#fff6d8' : darken(BRASS.base, 0.3), 'stroke-width': 1, 'stroke-opacity': 0.3 }),
  );
  return group(
    {},
    shadow(s, r * 0.05, r * 0.08, r * 1.08, r * 1.08, 0.65),
    el('circle', { r, fill: metalFill(s, BRASS) }),
    el('circle', { r: r * 0.985, fill: 'none', stroke: darken(BRASS.dark, 0.3), 'stroke-width': 2, 'stroke-opacity': 0.5 }),
    el('circle', { r: r * 0.9, fill: floor }),
    el('circle', { r: r * 0.9, fill: 'none', stroke: darken(BRASS.dark, 0.2), 'stroke-width': 3, 'stroke-opacity': 0.5 }),
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

/** A bamboo steamer basket from above, lined with perforated paper; `contents` sits on the paper. */
export function steamer(s: Scene, r: number, contents: string): string {
  const bamboo = '#c9975a';
  const bands = Array.from({ length: 5 }, (_, i) =>
    el('circle', { r: r * (0.905 + i * 0.022), fill: 'none', stroke: i % 2 ? darken(bamboo, 0.25) : lighten(bamboo, 0.2), 'stroke-width': 1.5, 'stroke-opacity': 0.6 }),
  );
  const lashings = ring(16, r * 0.95).map(([x, y], i) =>
    el('rect', { x: -4, y: -r * 0.06, width: 8, height: r * 0.12, rx: 3, fill: darken(bamboo, 0.35), opacity: 0.55, transform: `translate(${f(x)} ${f(y)}) rotate(${f(i * 22.5)})` }),
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
    el('rect', { x: width / 2 - 20, y: -height * 0.11, width: width * 0.2, height: height * 0.22, rx: height * 0.11, fill: darken(tone, 0.05) }),
    el('circle', { cx: width / 2 + width * 0.12, cy: 0, r: height * 0.04, fill: darken(tone, 0.6) }),
    el('rect', { x: -width / 2, y: -height / 2, width, height, rx: 28, fill }),
    group({ 'clip-path': `url(#${clip})` }, el('path', { d: grain, stroke: darken(tone, 0.35), 'stroke-width': 1.5, 'stroke-opacity': 0.35, fill: 'none' })),
    el('rect', { x: -width / 2 + 2, y: -height / 2 + 2, width: width - 4, height: height - 4, rx: 26, fill: 'none', stroke: '#fff3df', 'stroke-width': 2, 'stroke-opacity': 0.35 }),
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
      el('path', { d: veins, stroke: '#204c10', 'stroke-width': 1, 'stroke-opacity': 0.3, transform: 'translate(4 0)' }),
    ),
    el('rect', { x: -width / 2, y: -6, width, height: 12, fill: '#b9d98a', opacity: 0.65, rx: 6, transform: `rotate(${f((Math.atan2(height, width) * 180) / Math.PI)})` }),
  );
}

/** A small, shallow dipping bowl holding a sauce: used for achar, chutneys. */
export function sauceBowl(s: Scene, r: number, glaze: Glaze, sauce: string): string {
  return bowl(s, r, glaze, sauce, 0.78);
}

/** A metal spoon lying on the table, bowl end at the origin, handle to the right. */
export function spoon(s: Scene, length: number, tone = '#d7d7d3'): string {
  const metal = metalFill(s, { light: '#ffffff', base: tone, dark: '#6d6d69' });
  const head = length * 0.16;
  return group(
    {},
    shadow(s, length * 0.42, 14, length * 0.55, head * 0.9, 0.45),
    el('path', { d: `M${f(head * 0.8)} -5L${f(length)} -9Q${f(length + 10)} 0 ${f(length)} 9L${f(head * 0.8)} 5Z`, fill: metal }),
    el('ellipse', { rx: head, ry: head * 0.72, fill: metal }),
    el('ellipse', { cx: -head * 0.1, cy: -head * 0.1, rx: head * 0.75, ry: head * 0.5, fill: '#ffffff', opacity: 0.3 }),
  );
}

/** A pair of wooden chopsticks. */
export function chopsticks(s: Scene, length: number): string {
  const stick = (dy: number) =>
    el('path', { d: `M0 ${f(dy - 4)}L${f(length)} ${f(dy * 1.6 - 7)}L${f(length)} ${f(dy * 1.6 + 7)}L0 ${f(dy + 4)}Z`, fill: linear(s, [[0, '#e3b77b'], [1, '#9b6431']]) });
  return group({}, shadow(s, length * 0.5, 22, length * 0.55, 26, 0.45), stick(-8), stick(10));
}


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
    glaze.speckle ? group({ 'clip-path': `url(#${s.define('clipPath', {}, el('path', { d: body }))})` }, speckles(s, glaze.speckle, rx)) : '',
    el('ellipse', { rx, ry, fill: linear(s, [[0, glaze.dark], [1, glaze.light]]) }),
    group({ 'clip-path': `url(#${inner})` }, surface),
    el('ellipse', { rx: rx * 0.93, ry: ry * 0.9, fill: 'none', stroke: linear(s, [[0, '#1a0d06', 0.45], [1, '#ffffff', 0.1]]), 'stroke-width': ry * 0.12 }),
    el('path', { d: `M${f(-rx * 0.97)} ${f(ry * 0.2)}A${f(rx)} ${f(ry)} 0 0 0 ${f(rx * 0.2)} ${f(ry * 0.99)}`, stroke: '#ffffff', 'stroke-width': 3, 'stroke-opacity': 0.6, fill: 'none' }),
  );
}

/**
 * A clear glass tumbler from the side, rim at y = 0, filled to `level` (0..1) with a drink whose side is
 * painted with `drink` (a horizontal gradient reads as a lit cylinder) and top with `top`.
 */
export function glassSide(s: Scene, rx: number, height: number, level: number, drink: string, top: string, topping = ''): string {
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
    el('path', { d: `M${f(-rx * 0.78)} ${f(ry * 1.4)}L${f(-bottom * 0.74)} ${f(height - ry)}`, stroke: '#ffffff', 'stroke-opacity': 0.45, 'stroke-width': rx * 0.09, 'stroke-linecap': 'round' }),
    el('path', { d: `M${f(rx * 0.72)} ${f(ry * 1.6)}L${f(bottom * 0.7)} ${f(height * 0.55)}`, stroke: '#ffffff', 'stroke-opacity': 0.3, 'stroke-width': rx * 0.035, 'stroke-linecap': 'round' }),
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
    el('path', { d: lashings, stroke: '#6b4620', 'stroke-width': 9, 'stroke-opacity': 0.45, 'stroke-linecap': 'round' }),
    el('ellipse', { rx, ry, fill: darken(bamboo, 0.1) }),
    el('ellipse', { rx: inner, ry: ry * 0.9, fill: radial(s, [[0, '#f3f6d8'], [0.7, '#cfe3a0'], [1, '#8aa860']], { fy: 0.6 }) }),
    el('ellipse', { rx: inner, ry: ry * 0.9, fill: linear(s, [[0, '#1a0d06', 0.55], [0.45, '#1a0d06', 0], [1, '#1a0d06', 0]]) }),
    contents,
    el('path', { d: frontRim, fill: linear(s, [[0, bamboo], [1, '#f3d49c']]) }),
    el('path', { d: `M${f(-rx * 0.95)} ${f(ry * 0.3)}A${f(rx)} ${f(ry)} 0 0 0 ${f(-rx * 0.1)} ${f(ry)}`, stroke: '#fff3d6', 'stroke-width': 3, 'stroke-opacity': 0.6, fill: 'none' }),
  );
}
