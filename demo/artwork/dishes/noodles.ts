import { darken, lighten, mix } from '../color';
import type { Rng } from '../prng';
import type { Scene } from '../scene';
import { smoothOpen, type Point } from '../shapes';
import { el, f, group } from '../svg';

/** One noodle: a wandering curve that stays inside a disc. */
function strand(rng: Rng, r: number, ry: number): string {
  const a0 = rng.range(0, Math.PI * 2);
  const d0 = Math.sqrt(rng.next()) * 0.85;
  let [x, y] = [Math.cos(a0) * r * d0, Math.sin(a0) * ry * d0];
  let heading = rng.range(0, Math.PI * 2);
  const pts: Point[] = [[x, y]];
  for (let i = 0; i < 9; i++) {
    heading += rng.jitter(0, 0.55);
    let nx = x + Math.cos(heading) * r * 0.2;
    let ny = y + Math.sin(heading) * ry * 0.2;
    if ((nx / r) ** 2 + (ny / ry) ** 2 > 0.85) {
      // Turn back towards the middle, the way tossed noodles fold over at the edge of the pile.
      heading = Math.atan2(-y / ry, -x / r) + rng.jitter(0, 0.6);
      nx = x + Math.cos(heading) * r * 0.2;
      ny = y + Math.sin(heading) * ry * 0.2;
    }
    [x, y] = [nx, ny];
    pts.push([x, y]);
  }
  return smoothOpen(pts);
}

/**
 * A tangle of noodles in layers: each layer's strands are defined once and stroked three times (dark
 * edge, body, highlight), so deeper layers read as under the ones above. `between` is drawn between layers
 * (vegetables, meat), so toppings get tangled in.
 */
export function noodleTangle(s: Scene, rng: Rng, r: number, tone: string, between: (layer: number) => string = () => '', ry = r, layers = 3, perLayer = 14, width = 9): string {
  const out: string[] = [el('ellipse', { rx: r * 0.92, ry: ry * 0.92, fill: mix(tone, '#9a5a1c', 0.4) })];
  for (let layer = 0; layer < layers; layer++) {
    const id = s.define('g', {}, el('path', { d: Array.from({ length: perLayer }, () => strand(rng, r * (1 - layer * 0.12), ry * (1 - layer * 0.12))).join('') }));
    const use = (stroke: string, w: number, extra: Record<string, string | number> = {}) =>
      el('use', { href: `#${id}`, stroke, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round', ...extra });
    const shade = layer / (layers - 1 || 1);
    out.push(
      use(darken(tone, 0.55), width * 1.5, { 'stroke-opacity': 0.5, transform: 'translate(2 3)' }),
      use(darken(tone, 0.3 - shade * 0.12), width * 1.15),
      use(lighten(tone, shade * 0.1), width * 0.8),
      use(lighten(tone, 0.55), width * 0.22, { transform: `translate(${f(-width * 0.15)} ${f(-width * 0.15)})`, 'stroke-opacity': 0.8 }),
      between(layer),
    );
  }
  return group({}, ...out);
}
