import { darken, lighten } from '../color';
import { linear, radial, shadow, throughTones, type Tones } from '../paint';
import type { Scene } from '../scene';
import { blob, smoothClosed, smoothOpen, type Point } from '../shapes';
import { el, f, group, place } from '../svg';
import { corianderLeaf, flakes, seeds, tapered } from '../garnish';
import { glazes, sauceBowl } from '../tableware';

export interface Dough extends Tones {
  fold: string;
}

export const steamedDough: Dough = { light: '#fffbf2', base: '#f0e0c2', dark: '#b99a6c', fold: '#a88a60' };

/** A round, pleated momo seen from above: folds swirl into a little twisted knot on top. */
export function momoTop(s: Scene, x: number, y: number, r: number, rotate: number, dough: Dough = steamedDough): string {
  const rng = s.rng.fork(`momo${x}${y}`);
  const folds = 11;
  const swirl = 0.55;
  const knot: Point = [-r * 0.04, -r * 0.06];
  const dark: string[] = [];
  const ridge: string[] = [];
  for (let i = 0; i < folds; i++) {
    const a = (i / folds) * Math.PI * 2 + rng.jitter(0, 0.08);
    const len = i % 2 ? 0.7 : 0.86;
    const start: Point = [knot[0] + Math.cos(a) * r * 0.14, knot[1] + Math.sin(a) * r * 0.14];
    const c: Point = [Math.cos(a + swirl * 0.35) * r * 0.5, Math.sin(a + swirl * 0.35) * r * 0.5];
    const end: Point = [Math.cos(a + swirl) * r * len, Math.sin(a + swirl) * r * len];
    dark.push(`M${f(start[0])} ${f(start[1])}Q${f(c[0])} ${f(c[1])} ${f(end[0])} ${f(end[1])}`);
    const b = a + 0.13;
    const c2: Point = [Math.cos(b + swirl * 0.35) * r * 0.52, Math.sin(b + swirl * 0.35) * r * 0.52];
    const end2: Point = [Math.cos(b + swirl) * r * len * 0.92, Math.sin(b + swirl) * r * len * 0.92];
    ridge.push(`M${f(start[0])} ${f(start[1])}Q${f(c2[0])} ${f(c2[1])} ${f(end2[0])} ${f(end2[1])}`);
  }
  const body = blob(rng, 0, 0, r, r * 0.97, 0.045, 10);
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, r * 0.14, r * 0.2, r * 1.18, r * 1.12, 0.55),
    el('path', { d: body, fill: radial(s, [[0, dough.light], [0.5, dough.base], [0.85, darken(dough.base, 0.08)], [1, dough.dark]], { fx: 0.4, fy: 0.36 }) }),
    el('path', { d: body, fill: radial(s, [[0, '#5a3a14', 0], [0.72, '#5a3a14', 0], [1, '#5a3a14', 0.4]], { cx: 0.44, cy: 0.42, r: 0.6, fx: 0.3, fy: 0.28 }) }),
    el('path', { d: dark.join(''), stroke: dough.fold, 'stroke-width': r * 0.06, 'stroke-opacity': 0.5, 'stroke-linecap': 'round', fill: 'none' }),
    el('path', { d: ridge.join(''), stroke: lighten(dough.light, 0.5), 'stroke-width': r * 0.045, 'stroke-opacity': 0.85, 'stroke-linecap': 'round', fill: 'none' }),
    el('path', { d: blob(rng, knot[0], knot[1], r * 0.17, r * 0.15, 0.2, 6), fill: radial(s, [[0, dough.light], [1, darken(dough.base, 0.12)]]) }),
    el('path', { d: `M${f(knot[0] - r * 0.08)} ${f(knot[1])}q${f(r * 0.08)} ${f(-r * 0.07)} ${f(r * 0.16)} 0`, stroke: dough.fold, 'stroke-width': r * 0.035, fill: 'none', 'stroke-linecap': 'round', 'stroke-opacity': 0.7 }),
    el('ellipse', { cx: -r * 0.42, cy: -r * 0.45, rx: r * 0.22, ry: r * 0.12, fill: '#ffffff', opacity: 0.45, transform: `rotate(-40 ${f(-r * 0.42)} ${f(-r * 0.45)})` }),
  );
}

/** A round momo from the side (three-quarter view): a pleated dome gathered to a knot. */
export function momoSide(s: Scene, x: number, y: number, w: number, dough: Dough = steamedDough): string {
  const rng = s.rng.fork(`momoside${x}${y}`);
  const h = w * 0.62;
  const top: Point = [rng.jitter(0, w * 0.03), -h];
  const outline = `M${f(-w / 2)} 0C${f(-w * 0.55)} ${f(-h * 0.6)} ${f(-w * 0.22)} ${f(-h * 0.9)} ${f(top[0] - w * 0.06)} ${f(top[1] + h * 0.08)}L${f(top[0])} ${f(top[1])}L${f(top[0] + w * 0.06)} ${f(top[1] + h * 0.08)}C${f(w * 0.22)} ${f(-h * 0.9)} ${f(w * 0.55)} ${f(-h * 0.6)} ${f(w / 2)} 0C${f(w * 0.3)} ${f(h * 0.14)} ${f(-w * 0.3)} ${f(h * 0.14)} ${f(-w / 2)} 0Z`;
  const folds: string[] = [];
  const ridges: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = (i + 0.5) / 7;
    const bx = -w * 0.46 + t * w * 0.92;
    const by = Math.sin(t * Math.PI) * h * 0.1 - h * 0.02;
    const cx = bx * 0.55 + rng.jitter(0, 4);
    const cy = -h * 0.55;
    folds.push(`M${f(top[0])} ${f(top[1] + h * 0.06)}Q${f(cx)} ${f(cy)} ${f(bx)} ${f(by)}`);
    ridges.push(`M${f(top[0] + 3)} ${f(top[1] + h * 0.08)}Q${f(cx + w * 0.05)} ${f(cy)} ${f(bx + w * 0.06)} ${f(by)}`);
  }
  return place(
    x,
    y,
    1,
    0,
    shadow(s, w * 0.1, h * 0.08, w * 0.62, h * 0.2, 0.6),
    el('path', { d: outline, fill: linear(s, throughTones(dough), { x1: 0.1, y1: 0, x2: 0.8, y2: 1 }) }),
    el('path', { d: folds.join(''), stroke: dough.fold, 'stroke-width': w * 0.025, 'stroke-opacity': 0.55, fill: 'none', 'stroke-linecap': 'round' }),
    el('path', { d: ridges.join(''), stroke: '#ffffff', 'stroke-width': w * 0.018, 'stroke-opacity': 0.7, fill: 'none', 'stroke-linecap': 'round' }),
    el('ellipse', { cx: top[0], cy: top[1] + h * 0.05, rx: w * 0.06, ry: h * 0.07, fill: dough.base, stroke: dough.fold, 'stroke-width': 1.2 }),
    el('ellipse', { cx: -w * 0.22, cy: -h * 0.5, rx: w * 0.09, ry: h * 0.16, fill: '#ffffff', opacity: 0.35, transform: `rotate(25 ${f(-w * 0.22)} ${f(-h * 0.5)})` }),
  );
}

/** Tomato-sesame achar, the orange dipping sauce served with every plate of momo, as a bowl surface. */
export function acharSurface(s: Scene, r: number, tone = '#d9541e'): string {
  const rng = s.rng.fork(`achar${r}${tone}`);
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, lighten(tone, 0.25)], [0.6, tone], [1, darken(tone, 0.3)]], { fx: 0.45, fy: 0.4 }) }),
    seeds(rng, Math.round(r / 3), r * 0.8, '#f6e2b8', r * 0.04),
    flakes(rng, Math.round(r / 4), r * 0.8, ['#8f1d0c', '#b8300f'], r * 0.035),
    el('path', { d: smoothClosed([[-r * 0.5, -r * 0.35], [-r * 0.1, -r * 0.55], [r * 0.05, -r * 0.45], [-r * 0.35, -r * 0.2]]), fill: '#ffffff', opacity: 0.3 }),
    corianderLeaf(s, r * 0.2, r * 0.15, r * 0.3, 25),
  );
}

/** A white dipping bowl of achar. */
export function acharBowl(s: Scene, r: number): string {
  return sauceBowl(s, r, glazes.white, acharSurface(s, r * 0.8));
}

/**
 * A kothey momo standing on its fried base, seen from above: a plump crescent with its pleated seam along
 * the top and the pan-browned base showing along the lower edge. `crisp` turns it over: the whole
 * golden-brown fried face up. Drawn along the x axis, bending towards -y.
 */
export function kotheyTop(s: Scene, x: number, y: number, length: number, rotate: number, crisp = false): string {
  const rng = s.rng.fork(`kothey${x}${y}`);
  const bend = length * 0.14;
  const ts = [0, 0.15, 0.32, 0.5, 0.68, 0.85, 1];
  const centre: Point[] = ts.map((t) => [(t - 0.5) * length, -Math.sin(t * Math.PI) * bend]);
  const width = length * 0.54;
  const body = tapered(centre, [0.3, 0.7, 0.92, 1, 0.92, 0.7, 0.3].map((k) => k * width));
  const clip = s.define('clipPath', {}, el('path', { d: body }));
  const base = shadow(s, length * 0.05, width * 0.05 - bend * 0.4, length * 0.56, width * 0.62, 0.5);
  if (crisp) {
    const lace = Array.from({ length: 9 }, () =>
      el('ellipse', { cx: rng.jitter(0, length * 0.3), cy: rng.jitter(-bend * 0.6, width * 0.25), rx: rng.range(5, 12), ry: rng.range(3, 7), fill: '#e9b56a', opacity: 0.45 }),
    );
    return place(
      x,
      y,
      1,
      rotate,
      base,
      el('path', { d: body, fill: radial(s, [[0, '#dc9a4a'], [0.6, '#b8702c'], [1, '#7a3f12']], { fx: 0.45, fy: 0.35 }) }),
      group({ 'clip-path': `url(#${clip})` }, ...lace),
      el('path', { d: smoothOpen(centre.slice(1, 6).map(([px, py]) => [px, py - width * 0.18])), stroke: '#fff0d0', 'stroke-width': width * 0.08, 'stroke-opacity': 0.35, fill: 'none', 'stroke-linecap': 'round' }),
    );
  }
  const folds: string[] = [];
  const ridges: string[] = [];
  for (let i = 1; i < 9; i++) {
    const t = 0.1 + (i / 9) * 0.8;
    const sx = (t - 0.5) * length;
    const sy = -Math.sin(t * Math.PI) * bend - width * 0.12;
    folds.push(`M${f(sx)} ${f(sy)}q${f(-width * 0.12)} ${f(-width * 0.1)} ${f(-width * 0.2)} ${f(-width * 0.3)}`);
    ridges.push(`M${f(sx + 4)} ${f(sy + 1)}q${f(-width * 0.12)} ${f(-width * 0.1)} ${f(-width * 0.2)} ${f(-width * 0.3)}`);
  }
  const seared = linear(s, [[0, '#7a3d10', 0], [0.55, '#a5601f', 0], [0.78, '#b06a24', 0.7], [1, '#6e3610', 0.95]]);
  return place(
    x,
    y,
    1,
    rotate,
    base,
    el('path', { d: body, fill: linear(s, [[0, '#fff6df'], [0.45, '#f3dcae'], [1, '#d2a062']]) }),
    group({ 'clip-path': `url(#${clip})` }, el('rect', { x: -length * 0.6, y: -bend - width * 0.55, width: length * 1.2, height: bend + width * 1.1, fill: seared })),
    el('path', { d: smoothOpen(centre.slice(1, 6).map(([px, py]) => [px, py - width * 0.12])), stroke: '#c9965a', 'stroke-width': width * 0.07, 'stroke-opacity': 0.55, fill: 'none', 'stroke-linecap': 'round' }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: folds.join(''), stroke: '#b48549', 'stroke-width': width * 0.06, 'stroke-opacity': 0.7, 'stroke-linecap': 'round', fill: 'none' }),
      el('path', { d: ridges.join(''), stroke: '#fffaf0', 'stroke-width': width * 0.045, 'stroke-opacity': 0.85, 'stroke-linecap': 'round', fill: 'none' }),
    ),
    el('path', { d: body, fill: 'none', stroke: '#a8753e', 'stroke-width': 1.5, 'stroke-opacity': 0.5 }),
  );
}
