import { darken, lighten } from '../color';
import { liquidBody, type Liquid } from '../paint';
import type { Rng } from '../prng';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { el, group } from '../svg';

/** Spiced sesame-tomato jhol, orange and rich. */
export const jhol: Liquid = { light: '#f29a4a', base: '#d8642a', dark: '#a8411a', oil: '#ffc15e' };
/** Thukpa's clearer, chilli-tinted stock. */
export const thukpaBroth: Liquid = { light: '#e8a45a', base: '#c87a36', dark: '#8e4a1a', oil: '#f7b347' };

/** The surface of a soup: depth shading plus beads of spiced oil catching the light. */
export function brothSurface(s: Scene, rng: Rng, r: number, broth: Liquid, opacity = 1): string {
  const beads = scatter(rng, Math.round(r / 5), r * 0.95, 10).map(([x, y]) => {
    const size = rng.range(3, 13);
    return el('ellipse', { cx: x, cy: y, rx: size, ry: size * rng.range(0.7, 1), fill: broth.oil, 'fill-opacity': 0.35, stroke: lighten(broth.oil, 0.5), 'stroke-opacity': 0.5, 'stroke-width': 1.2 });
  });
  return group({ opacity }, liquidBody(s, rng, r, broth, { fx: 0.45, fy: 0.42 }, 0.3), ...beads);
}

/**
 * Makes something look half-sunk in the broth: a collar of broth round its waterline and a bright meniscus.
 * Draw it right after the thing it sinks.
 */
export function waterline(x: number, y: number, r: number, broth: Liquid): string {
  return group(
    {},
    el('circle', { cx: x, cy: y, r: r * 1.02, fill: 'none', stroke: broth.base, 'stroke-width': r * 0.2, 'stroke-opacity': 0.6 }),
    el('circle', { cx: x, cy: y, r: r * 0.93, fill: 'none', stroke: darken(broth.base, 0.25), 'stroke-width': r * 0.05, 'stroke-opacity': 0.5 }),
  );
}
