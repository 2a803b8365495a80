import { blurFilter, fadeOut } from './paint';
import { type Scene } from './scene';
import { smoothOpen, type Point } from './shapes';
import { el, f, group } from './svg';

/** Steam and warm haze over hot dishes. */

/** Wisps of steam rising from something hot, seen from the side; one blur for all of them. */
export function steam(s: Scene, x: number, y: number, width: number, height: number, count = 3): string {
  const rng = s.rng.fork(`steam${x}${y}`);
  const wisps = Array.from({ length: count }, (_, i) => {
    const x0 = x + (i - (count - 1) / 2) * (width / count) + rng.jitter(0, 10);
    const sway = rng.range(0.18, 0.3) * width;
    const pts: Point[] = [0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => [
      x0 + Math.sin(t * 5.5 + i * 2.1) * sway * t,
      y - t * height,
    ]);
    return el('path', {
      d: smoothOpen(pts),
      stroke: '#ffffff',
      'stroke-width': rng.range(22, 34),
      'stroke-linecap': 'round',
      fill: 'none',
      'stroke-opacity': rng.range(0.08, 0.13),
    });
  });
  return group({ filter: blurFilter(s, 16) }, ...wisps);
}

/** Steam over a hot dish seen from above: a faint warm haze, no filter needed. */
export function haze(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`haze${x}${y}`);
  const fill = fadeOut(s, '#ffffff', [
    [0, 0.2],
    [0.5, 0.08],
  ]);
  return group(
    {},
    ...Array.from({ length: 4 }, () =>
      el('ellipse', {
        cx: x + rng.jitter(0, r * 0.4),
        cy: y + rng.jitter(0, r * 0.4),
        rx: r * rng.range(0.4, 0.7),
        ry: r * rng.range(0.3, 0.5),
        fill,
        transform: `rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})`,
      }),
    ),
  );
}
