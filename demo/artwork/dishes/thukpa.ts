import { topDown } from '../compose';
import { choppedHerbs, corianderLeaf, scallionRings } from '../garnish';
import { tomatoSlice } from '../sliced-garnish';
import { haze } from '../steam';
import { radial } from '../paint';
import type { Scene } from '../scene';
import { blob, scatter } from '../shapes';
import { el, group, place } from '../svg';
import { spoon } from '../metalware';
import { chopsticks } from '../serving-pieces';
import { bowl, glazes } from '../tableware';
import { brothSurface, thukpaBroth } from './soup';
import { noodleTangle } from './noodles';

/** Chicken thukpa: hand-pulled noodles under a chilli-tinted broth, topped with chicken, greens and tomato. */
export function thukpaBowl(s: Scene, r: number): string {
  const rng = s.rng.fork('thukpa');
  const surface = r * 0.82;
  const spinach = scatter(rng, 5, surface * 0.55, surface * 0.3).map(([x, y]) =>
    group(
      {},
      el('path', { d: blob(rng, x, y, surface * 0.16, surface * 0.1, 0.25, 8, rng.range(0, 180)), fill: radial(s, [[0, '#4f9a32'], [1, '#1f5512']]) }),
      el('path', { d: `M${x - surface * 0.12} ${y}L${x + surface * 0.12} ${y}`, stroke: '#8cc56a', 'stroke-width': 2, opacity: 0.6, transform: `rotate(${rng.range(0, 180)} ${x} ${y})` }),
    ),
  );
  const chicken = scatter(rng, 9, surface * 0.6, 40).map(([x, y]) =>
    el('path', { d: blob(rng, x, y, rng.range(14, 24), rng.range(8, 12), 0.3, 7, rng.range(0, 180)), fill: radial(s, [[0, '#fbe9cf'], [1, '#d7b283']]) }),
  );
  return bowl(
    s,
    r,
    glazes.celadon,
    group(
      {},
      brothSurface(s, rng, surface, thukpaBroth),
      noodleTangle(s, rng, surface * 0.85, '#f0d08a', () => '', surface * 0.85, 2, 16, 11),
      el('circle', { r: surface, fill: thukpaBroth.base, opacity: 0.35 }),
      ...spinach,
      ...chicken,
      tomatoSlice(s, -surface * 0.35, surface * 0.3, surface * 0.14),
      tomatoSlice(s, surface * 0.4, -surface * 0.2, surface * 0.13),
      scallionRings(rng, 22, surface * 0.75, 8),
      choppedHerbs(rng, 20, surface * 0.75, 6),
    ),
    0.82,
  );
}

export function imageThukpaTop(): string {
  return topDown('thukpa-top', { wood: { tone: '#6e4226', vertical: true }, cloth: { x: -100, y: -80, width: 460, height: 380, rotate: -6, kind: 'linen' } }, (s) => [
    place(580, 460, 1, 0, thukpaBowl(s, 380)),
    place(1020, 640, 1, -70, spoon(s, 300)),
    place(980, 120, 1, 100, chopsticks(s, 340)),
    corianderLeaf(s, 130, 760, 40, 20),
    haze(s, 560, 420, 300),
  ]);
}

export function imageThukpaClose(): string {
  return topDown('thukpa-close', { wood: { tone: '#6e4226', vertical: true } }, (s) => [place(620, 470, 1.7, -30, thukpaBowl(s, 380)), haze(s, 600, 420, 380)]);
}
