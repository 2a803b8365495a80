import { topDown } from '../compose';
import { corianderLeaf, dice, flakes, peas, scallionRings } from '../garnish';
import { citrusWedge, cucumberSlice, tomatoSlice } from '../sliced-garnish';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { group, place } from '../svg';
import { spoon } from '../metalware';
import { glazes, plate } from '../tableware';
import { riceMound } from './rice';

/** Veg fried rice, turned out of a bowl into a dome: golden rice with peas, carrot, corn, beans and spring onion. */
export function friedRicePlate(s: Scene, r: number): string {
  const rng = s.rng.fork('fried-rice');
  const mound = r * 0.6;
  return group(
    {},
    plate(s, r, glazes.stoneware),
    riceMound(s, 0, 0, mound, mound, '#f5cf7a', 'fried-rice-mound', true),
    flakes(rng, 40, mound * 0.85, ['#a4692a', '#8a5520', '#c08038'], 5, mound * 0.8),
    peas(s, scatter(rng, 22, mound * 0.82, 24, mound * 0.75), 8),
    dice(rng, scatter(rng, 22, mound * 0.82, 22, mound * 0.75), ['#f08a2c', '#e8731c'], 14, 12),
    dice(rng, scatter(rng, 16, mound * 0.8, 20, mound * 0.75), ['#ffd84a', '#f6c52a'], 10, 9),
    dice(rng, scatter(rng, 12, mound * 0.8, 24, mound * 0.75), ['#4f9a2c', '#3b8424'], 18, 9),
    scallionRings(rng, 26, mound * 0.7, 7),
    cucumberSlice(s, r * 0.62, r * 0.3, r * 0.09),
    cucumberSlice(s, r * 0.66, r * 0.1, r * 0.09),
    tomatoSlice(s, r * 0.58, r * 0.48, r * 0.09),
  );
}

export function imageFriedRiceTop(): string {
  return topDown('fried-rice-top', { wood: { tone: '#8a5a34' }, cloth: { x: 780, y: -80, width: 500, height: 380, rotate: 12, kind: 'indigo' } }, (s) => [
    place(540, 470, 1, -20, friedRicePlate(s, 380)),
    place(1010, 600, 1, -75, spoon(s, 280)),
    citrusWedge(s, 150, 150, 52, -20, true),
    corianderLeaf(s, 160, 780, 38, 30),
  ]);
}
