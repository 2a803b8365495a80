import { darken, lighten, mix } from './color';
import { blurFilter, linear, litFill, radial, shadow } from './paint';
import type { Rng } from './prng';
import type { Scene } from './scene';
import { blob, ring, scatter, smoothClosed, smoothOpen, type Point } from './shapes';
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

/** A wedge of lemon or lime seen from above: peel, pith, segments. */
export function citrusWedge(s: Scene, x: number, y: number, r: number, rotate: number, lime = false): string {
  const peel = lime ? '#5e9e2e' : '#f0c419';
  const flesh = lime ? '#c8e28a' : '#fbe57d';
  const arc = (radius: number) => `M${f(-radius)} 0A${f(radius)} ${f(radius)} 0 0 0 ${f(radius)} 0Z`;
  const segments = [30, 60, 90, 120, 150]
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return `M0 -2L${f(Math.cos(a) * r * 0.8)} ${f(Math.sin(a) * r * 0.8)}`;
    })
    .join('');
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, r * 0.1, r * 0.45, r * 1.2, r * 0.75, 0.55),
    el('path', { d: arc(r), fill: darken(peel, 0.1) }),
    el('path', { d: arc(r * 0.9), fill: '#fbf6df' }),
    el('path', { d: arc(r * 0.82), fill: radial(s, [[0, lighten(flesh, 0.5)], [1, flesh]], { cy: 0, fy: 0 }) }),
    el('path', { d: segments, stroke: '#fffbe8', 'stroke-width': r * 0.05, 'stroke-opacity': 0.9 }),
    el('path', { d: `M${f(-r * 0.95)} 0L${f(r * 0.95)} 0`, stroke: '#ffffff', 'stroke-width': r * 0.05, 'stroke-opacity': 0.5 }),
  );
}

/** A slice of red onion: purple-edged rings. */
export function onionSlice(s: Scene, x: number, y: number, r: number, rings = 3): string {
  const parts = [shadow(s, x + r * 0.08, y + r * 0.12, r * 1.1, r * 1.1, 0.35)];
  for (let i = 0; i < rings; i++) {
    const rr = r * (1 - i * 0.27);
    parts.push(
      el('circle', { cx: x, cy: y, r: rr, fill: 'none', stroke: '#f4e4ef', 'stroke-width': r * 0.14, 'stroke-opacity': 0.92 }),
      el('circle', { cx: x, cy: y, r: rr + r * 0.06, fill: 'none', stroke: '#8e2a66', 'stroke-width': r * 0.04 }),
    );
  }
  return group({}, ...parts);
}

/** Half a ring of red onion, for scattering. */
export function onionPetal(x: number, y: number, r: number, rotate: number): string {
  const d = `M${f(-r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(r)} 0`;
  return place(
    x,
    y,
    1,
    rotate,
    el('path', { d, fill: 'none', stroke: '#8e2a66', 'stroke-width': r * 0.34, 'stroke-linecap': 'round' }),
    el('path', { d, fill: 'none', stroke: '#f3dcea', 'stroke-width': r * 0.2, 'stroke-linecap': 'round' }),
  );
}

/** A slice of tomato: red wall, jelly-filled seed chambers with pale seeds. */
export function tomatoSlice(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`tomato${x}${y}`);
  const chambers = ring(3, r * 0.45, r * 0.45, rng.range(0, 2)).map(([cx, cy]) => {
    const a = (Math.atan2(cy, cx) * 180) / Math.PI;
    return group(
      { transform: `translate(${f(x + cx)} ${f(y + cy)}) rotate(${f(a)})` },
      el('ellipse', { rx: r * 0.3, ry: r * 0.27, fill: '#f36b45' }),
      seeds(rng, 4, r * 0.15, '#fbe3a8', r * 0.05),
    );
  });
  return group(
    {},
    shadow(s, x + r * 0.08, y + r * 0.1, r * 1.12, r * 1.12, 0.45),
    el('circle', { cx: x, cy: y, r, fill: '#c92a18' }),
    el('circle', { cx: x, cy: y, r: r * 0.9, fill: radial(s, [[0, '#f7775a'], [1, '#dc3a22']]) }),
    ...chambers,
    el('ellipse', { cx: x - r * 0.3, cy: y - r * 0.4, rx: r * 0.3, ry: r * 0.14, fill: '#ffffff', opacity: 0.3, transform: `rotate(-35 ${f(x - r * 0.3)} ${f(y - r * 0.4)})` }),
  );
}

/** A slice of cucumber. */
export function cucumberSlice(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`cuke${x}${y}`);
  return group(
    {},
    shadow(s, x + r * 0.08, y + r * 0.1, r * 1.12, r * 1.12, 0.4),
    el('circle', { cx: x, cy: y, r, fill: '#2f6b25' }),
    el('circle', { cx: x, cy: y, r: r * 0.9, fill: radial(s, [[0, '#eef6cf'], [0.7, '#cfe6a2'], [1, '#9cc66b']]) }),
    ...ring(5, r * 0.3, r * 0.3, rng.range(0, 1)).map(([sx, sy]) => el('ellipse', { cx: x + sx, cy: y + sy, rx: r * 0.08, ry: r * 0.05, fill: '#f8fbe6' })),
  );
}

/** A star anise pod. */
export function starAnise(s: Scene, x: number, y: number, r: number, rotate: number): string {
  const pts: Point[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.38;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const seedsAt = ring(8, r * 0.6, r * 0.6, 0).map(([sx, sy]) => el('circle', { cx: sx, cy: sy, r: r * 0.11, fill: '#c48b4a' }));
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
    el('rect', { width: length, height: w, y: -w / 2, rx: w * 0.2, fill: linear(s, [[0, '#c07a45'], [0.4, '#9a5729'], [1, '#5e3113']]) }),
    el('path', { d: `M0 ${f(-w * 0.05)}H${f(length)}`, stroke: '#4a250e', 'stroke-width': w * 0.12, 'stroke-opacity': 0.6 }),
    el('ellipse', { cx: length, rx: w * 0.2, ry: w / 2, fill: '#7a431c' }),
    el('path', { d: `M${f(length)} ${f(-w * 0.3)}a${f(w * 0.15)} ${f(w * 0.3)} 0 1 1 0 ${f(w * 0.5)}`, stroke: '#d59a63', 'stroke-width': 1.5, fill: 'none' }),
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
    el('path', { d: `M${f(-size * 0.8)} 0Q0 ${f(-size * 0.3)} ${f(size * 0.8)} 0M${f(-size * 0.7)} ${f(size * 0.2)}Q0 ${f(size * 0.05)} ${f(size * 0.7)} ${f(size * 0.2)}`, stroke: '#4f6426', 'stroke-width': 1, 'stroke-opacity': 0.6, fill: 'none' }),
  );
}

/** Black peppercorns or cloves, scattered around a point. */
export function peppercorns(s: Scene, x: number, y: number, count: number, spread: number): string {
  const rng = s.rng.fork(`pepper${x}${y}`);
  return group(
    { transform: `translate(${f(x)} ${f(y)})` },
    ...scatter(rng, count, spread, 9).map(([px, py]) =>
      group({}, el('circle', { cx: px + 1.5, cy: py + 2, r: 4.5, fill: '#000', opacity: 0.3 }), el('circle', { cx: px, cy: py, r: 4, fill: litFill(s, '#6a5040', '#3b2a20', '#1d140e') })),
    ),
  );
}

/** A clove of garlic, peeled. */
export function garlicClove(s: Scene, x: number, y: number, size: number, rotate: number): string {
  const d = `M0 ${f(-size)}C${f(size * 0.7)} ${f(-size * 0.6)} ${f(size * 0.6)} ${f(size * 0.8)} 0 ${f(size)}C${f(-size * 0.45)} ${f(size * 0.7)} ${f(-size * 0.4)} ${f(-size * 0.5)} 0 ${f(-size)}Z`;
  return place(x, y, 1, rotate, shadow(s, 3, 5, size * 0.7, size * 1.1, 0.45), el('path', { d, fill: litFill(s, '#fffdf3', '#f1e8cf', '#cdbd96') }));
}

/** Wisps of steam rising from something hot, seen from the side; one blur for all of them. */
export function steam(s: Scene, x: number, y: number, width: number, height: number, count = 3): string {
  const rng = s.rng.fork(`steam${x}${y}`);
  const wisps = Array.from({ length: count }, (_, i) => {
    const x0 = x + (i - (count - 1) / 2) * (width / count) + rng.jitter(0, 10);
    const sway = rng.range(0.18, 0.3) * width;
    const pts: Point[] = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => [x0 + Math.sin(t * 5.5 + i * 2.1) * sway * t, y - t * height]);
    return el('path', { d: smoothOpen(pts), stroke: '#ffffff', 'stroke-width': rng.range(22, 34), 'stroke-linecap': 'round', fill: 'none', 'stroke-opacity': rng.range(0.08, 0.13) });
  });
  return group({ filter: blurFilter(s, 16) }, ...wisps);
}

/** Steam over a hot dish seen from above: a faint warm haze, no filter needed. */
export function haze(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`haze${x}${y}`);
  const fill = radial(s, [[0, '#ffffff', 0.2], [0.5, '#ffffff', 0.08], [1, '#ffffff', 0]], { fx: 0.5, fy: 0.5 });
  return group(
    {},
    ...Array.from({ length: 4 }, () =>
      el('ellipse', { cx: x + rng.jitter(0, r * 0.4), cy: y + rng.jitter(0, r * 0.4), rx: r * rng.range(0.4, 0.7), ry: r * rng.range(0.3, 0.5), fill, transform: `rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})` }),
    ),
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
    return el('path', { d: smoothClosed(pts, 0.8), fill: tone, stroke: mix(color, '#a83c06', 0.6), 'stroke-width': 0.8, 'stroke-opacity': 0.6 });
  });
  return place(
    x,
    y,
    1,
    0,
    shadow(s, r * 0.12, r * 0.18, r * 1.18, r * 1.18, 0.55),
    ...layers,
    el('circle', { r: r * 0.14, fill: darken(color, 0.35) }),
    el('circle', { r, fill: radial(s, [[0, '#fff6c0', 0.3], [0.6, '#ffffff', 0], [1, '#5a1a00', 0.15]]) }),
  );
}

/** A pale inner cabbage leaf, used to line steamers: ruffled edge, a midrib and curving veins. */
export function cabbageLeaf(s: Scene, x: number, y: number, size: number, rotate: number): string {
  const rng = s.rng.fork(`cabbage${x}${y}`);
  const outline = blob(rng, 0, 0, size, size * 0.78, 0.14, 16);
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const veins = [-0.8, -0.45, -0.12, 0.2, 0.5, 0.85]
    .map((t) => `M${f(-size * 0.6 + Math.abs(t) * size * 0.3)} 0Q${f(size * 0.1)} ${f(t * size * 0.25)} ${f(size * 0.55)} ${f(t * size * 0.85)}`)
    .join('');
  return place(
    x,
    y,
    1,
    rotate,
    el('path', { d: outline, fill: radial(s, [[0, '#eef2d6'], [0.55, '#d3e0a8'], [1, '#9cb56a']], { fx: 0.3, fy: 0.5 }) }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: veins, stroke: '#f7fae8', 'stroke-width': 2.5, 'stroke-opacity': 0.55, fill: 'none' }),
      el('path', { d: `M${f(-size)} 0L${f(size * 0.7)} 0`, stroke: '#f6f9e6', 'stroke-width': size * 0.04, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 }),
    ),
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
