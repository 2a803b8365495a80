import { darken, lighten, mix } from './color';
import { linear, litFill, radial, shadow } from './paint';
import { type Scene } from './scene';
import { ring, scatter, smoothClosed, type Point } from './shapes';
import { el, f, group, place } from './svg';

/** Whole spices and the marigold, for thalis, chai and the hero picture. */

/** A star anise pod. */
export function starAnise(s: Scene, x: number, y: number, r: number, rotate: number): string {
  const pts: Point[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.38;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const seedsAt = ring(8, r * 0.6, r * 0.6, 0).map(([sx, sy]) =>
    el('circle', { cx: sx, cy: sy, r: r * 0.11, fill: '#c48b4a' }),
  );
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, r * 0.15, r * 0.2, r * 1.2, r * 1.2, 0.5),
    el('path', { d: smoothClosed(pts, 0.5), fill: litFill(s, '#a0623a', '#6b3a1e', '#3c1f0d') }),
    ...seedsAt,
    el('circle', { r: r * 0.14, fill: '#3c1f0d' }),
  );
}

/** A rolled cinnamon stick. */
export function cinnamon(s: Scene, x: number, y: number, length: number, rotate: number): string {
  const w = length * 0.16;
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, length * 0.5 + 6, w * 0.6, length * 0.58, w * 0.9, 0.5),
    el('rect', {
      width: length,
      height: w,
      y: -w / 2,
      rx: w * 0.2,
      fill: linear(s, [
        [0, '#c07a45'],
        [0.4, '#9a5729'],
        [1, '#5e3113'],
      ]),
    }),
    el('path', {
      d: `M0 ${f(-w * 0.05)}H${f(length)}`,
      stroke: '#4a250e',
      'stroke-width': w * 0.12,
      'stroke-opacity': 0.6,
    }),
    el('ellipse', { cx: length, rx: w * 0.2, ry: w / 2, fill: '#7a431c' }),
    el('path', {
      d: `M${f(length)} ${f(-w * 0.3)}a${f(w * 0.15)} ${f(w * 0.3)} 0 1 1 0 ${f(w * 0.5)}`,
      stroke: '#d59a63',
      'stroke-width': 1.5,
      fill: 'none',
    }),
  );
}

/** A green cardamom pod. */
export function cardamom(s: Scene, x: number, y: number, size: number, rotate: number): string {
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, 3, 4, size * 1.1, size * 0.7, 0.45),
    el('ellipse', { rx: size, ry: size * 0.58, fill: litFill(s, '#b9cf7d', '#8aa552', '#556b2c') }),
    el('path', {
      d: `M${f(-size * 0.8)} 0Q0 ${f(-size * 0.3)} ${f(size * 0.8)} 0M${f(-size * 0.7)} ${f(size * 0.2)}Q0 ${f(size * 0.05)} ${f(size * 0.7)} ${f(size * 0.2)}`,
      stroke: '#4f6426',
      'stroke-width': 1,
      'stroke-opacity': 0.6,
      fill: 'none',
    }),
  );
}

/** Black peppercorns or cloves, scattered around a point. */
export function peppercorns(s: Scene, x: number, y: number, count: number, spread: number): string {
  const rng = s.rng.fork(`pepper${x}${y}`);
  return group(
    { transform: `translate(${f(x)} ${f(y)})` },
    ...scatter(rng, count, spread, 9).map(([px, py]) =>
      group(
        {},
        el('circle', { cx: px + 1.5, cy: py + 2, r: 4.5, fill: '#000', opacity: 0.3 }),
        el('circle', { cx: px, cy: py, r: 4, fill: litFill(s, '#6a5040', '#3b2a20', '#1d140e') }),
      ),
    ),
  );
}

/** A marigold head (sayapatri), the festival flower: layered rings of ruffled petals. */
export function marigold(s: Scene, x: number, y: number, r: number, color = '#f29a16'): string {
  const rng = s.rng.fork(`marigold${x}${y}`);
  const layers = [1, 0.78, 0.55, 0.33].map((k, i) => {
    const count = Math.round(18 * k) + 4;
    const pts: Point[] = [];
    for (let p = 0; p < count * 2; p++) {
      const a = (p / (count * 2)) * Math.PI * 2 + i * 0.3;
      const rr = r * k * (p % 2 ? 0.82 : 1) * (1 + rng.jitter(0, 0.05));
      pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
    }
    const tone = i % 2 ? lighten(color, 0.18) : mix(color, '#e0620a', 0.15 + i * 0.1);
    return el('path', {
      d: smoothClosed(pts, 0.8),
      fill: tone,
      stroke: mix(color, '#a83c06', 0.6),
      'stroke-width': 0.8,
      'stroke-opacity': 0.6,
    });
  });
  return place(
    x,
    y,
    1,
    0,
    shadow(s, r * 0.12, r * 0.18, r * 1.18, r * 1.18, 0.55),
    ...layers,
    el('circle', { r: r * 0.14, fill: darken(color, 0.35) }),
    el('circle', {
      r,
      fill: radial(s, [
        [0, '#fff6c0', 0.3],
        [0.6, '#ffffff', 0],
        [1, '#5a1a00', 0.15],
      ]),
    }),
  );
}
