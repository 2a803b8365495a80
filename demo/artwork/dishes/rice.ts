import { darken, lighten, mix } from '../color';
import { fadeOut, radial } from '../paint';
import { createRng } from '../prng';
import type { Scene } from '../scene';
import { blob, scatter } from '../shapes';
import { el, f, group } from '../svg';

/** A seamless tile of loose rice grains; `tone` tints them (white for bhat, golden for fried rice). */
export function ricePattern(s: Scene, tone = '#fbf8ef'): string {
  const rng = createRng(`rice${tone}`);
  const size = 40;
  const grains: string[] = [el('rect', { width: size, height: size, fill: mix(tone, '#c9b48e', 0.3) })];
  const shades = [tone, lighten(tone, 0.5), darken(tone, 0.06)];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 5; col++) {
      const x = (col + 0.5) * (size / 5) + rng.jitter(0, 2.5);
      const y = (row + 0.5) * (size / 6) + rng.jitter(0, 2);
      const a = rng.range(0, 180);
      const fill = rng.pick(shades);
      const grain = (dx: number, dy: number) =>
        el('ellipse', { cx: x + dx, cy: y + dy, rx: 4.6, ry: 2, fill, stroke: mix(tone, '#a08658', 0.5), 'stroke-width': 0.4, 'stroke-opacity': 0.5, transform: `rotate(${f(a)} ${f(x + dx)} ${f(y + dy)})` });
      // Grains crossing the tile edge are repeated on the opposite edge so the tiling shows no seams.
      grains.push(grain(0, 0));
      if (x > size - 5) grains.push(grain(-size, 0));
      if (y > size - 5) grains.push(grain(0, -size));
    }
  }
  return s.ref('pattern', { width: size, height: size, patternUnits: 'userSpaceOnUse' }, ...grains);
}

/** A mound of rice: grains, lumps of light and shade, a dome over all, and a few strays at the foot. */
export function riceMound(s: Scene, x: number, y: number, rx: number, ry: number, tone = '#fbf8ef', seed = 'rice', moulded = false): string {
  const rng = s.rng.fork(seed);
  const outline = blob(rng, x, y, rx, ry, moulded ? 0.015 : 0.06, 22);
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const lumpLight = fadeOut(s, '#ffffff', [[0, 0.4]]);
  const lumpDark = fadeOut(s, '#7a5a2a', [[0, 0.1]]);
  const lumps = scatter(rng, 14, Math.min(rx, ry) * 0.9, Math.min(rx, ry) * 0.3).map(([lx, ly], i) =>
    el('ellipse', { cx: x + lx * (rx / Math.min(rx, ry)), cy: y + ly * (ry / Math.min(rx, ry)), rx: rng.range(20, 40), ry: rng.range(15, 28), fill: i % 2 ? lumpDark : lumpLight }),
  );
  const strays = Array.from({ length: 12 }, () => {
    const a = rng.range(0, Math.PI * 2);
    const k = rng.range(1.02, 1.12);
    const [gx, gy] = [x + Math.cos(a) * rx * k, y + Math.sin(a) * ry * k];
    return el('ellipse', { cx: gx, cy: gy, rx: 4.6, ry: 2, fill: tone, stroke: darken(tone, 0.3), 'stroke-width': 0.5, transform: `rotate(${f(rng.range(0, 180))} ${f(gx)} ${f(gy)})` });
  });
  return group(
    {},
    el('path', { d: outline, fill: '#1a0d06', opacity: 0.28, transform: `translate(${f(rx * 0.05)} ${f(ry * 0.08)})` }),
    el('path', { d: outline, fill: ricePattern(s, tone) }),
    group({ 'clip-path': `url(#${clip})` }, ...lumps),
    el('path', {
      d: outline,
      fill: moulded
        ? radial(s, [[0, '#ffffff', 0.55], [0.35, '#ffffff', 0.1], [0.7, '#3a2410', 0.12], [1, '#3a2410', 0.5]], { fx: 0.36, fy: 0.32 })
        : radial(s, [[0, '#ffffff', 0.3], [0.5, '#ffffff', 0], [0.85, '#3a2410', 0.1], [1, '#3a2410', 0.3]], { fx: 0.4, fy: 0.35 }),
    }),
    ...strays,
  );
}
