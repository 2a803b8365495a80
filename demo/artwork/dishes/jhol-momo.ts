import { topDown } from '../compose';
import { chilli, choppedHerbs, corianderLeaf, flakes, scallionRings, seeds } from '../garnish';
import { garlicClove } from '../sliced-garnish';
import { haze } from '../steam';
import type { Scene } from '../scene';
import { ring } from '../shapes';
import { group, place } from '../svg';
import { spoon } from '../metalware';
import { bowl, glazes } from '../tableware';
import { momoTop } from './momo';
import { brothSurface, jhol, waterline } from './soup';

/** Eight momos sunk in orange jhol, with sesame, coriander and spring onion on top. */
export function jholMomoBowl(s: Scene, r: number): string {
  const rng = s.rng.fork('jhol');
  const surface = r * 0.8;
  const m = r * 0.19;
  const momos = [...ring(6, r * 0.45, r * 0.45, -0.2), [0, 0] as const].map(([x, y], i) =>
    group({}, momoTop(s, x, y, m, i * 50), waterline(x, y, m, jhol)),
  );
  return bowl(
    s,
    r,
    glazes.stoneware,
    group(
      {},
      brothSurface(s, rng, surface, jhol),
      ...momos,
      seeds(rng, 40, surface * 0.9, '#f3dcaa', 4),
      flakes(rng, 25, surface * 0.9, ['#8f1d0c', '#6b1608'], 4),
      choppedHerbs(rng, 30, surface * 0.85, 7),
      scallionRings(rng, 12, surface * 0.8, 7),
    ),
    0.82,
  );
}

export function imageJholMomoTop(): string {
  return topDown('jhol-momo-top', { wood: { tone: '#8a5a34' }, cloth: { x: 820, y: -60, width: 460, height: 380, rotate: 14, kind: 'indigo' } }, (s) => [
    place(560, 470, 1, 0, jholMomoBowl(s, 360)),
    place(1000, 620, 1, -60, spoon(s, 300)),
    corianderLeaf(s, 1080, 380, 40, 30),
    corianderLeaf(s, 1020, 440, 30, -30),
    chilli(s, 90, 780, 130, -60, '#c4281a'),
    garlicClove(s, 120, 120, 26, 20),
    garlicClove(s, 170, 160, 22, -30),
    haze(s, 540, 430, 280),
  ]);
}

export function imageJholMomoClose(): string {
  return topDown('jhol-momo-close', { wood: { tone: '#8a5a34' } }, (s) => [place(560, 470, 1.75, 30, jholMomoBowl(s, 360)), haze(s, 600, 400, 360)]);
}
