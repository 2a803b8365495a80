import { topDown } from '../compose';
import { chilli, corianderLeaf } from '../garnish';
import { garlicClove } from '../sliced-garnish';
import { radial } from '../paint';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { el, group, place } from '../svg';
import { board } from '../serving-pieces';
import { bowl, glazes } from '../tableware';
import { creamSwirl, gravySurface, makhaniGravy, methiFlecks, naan, paneerCube } from './curry';

/** Paneer makhani: seared cubes in a silky tomato-butter gravy, a swirl of cream, a melting knob of butter. */
export function paneerBowl(s: Scene, r: number): string {
  const rng = s.rng.fork('paneer');
  const surface = r * 0.8;
  const cubes = scatter(rng, 8, surface * 0.62, surface * 0.3).map(([x, y]) => paneerCube(s, rng, x, y, surface * 0.22, rng.range(-30, 30), makhaniGravy));
  return bowl(
    s,
    r,
    glazes.white,
    group(
      {},
      gravySurface(s, rng, surface, makhaniGravy),
      ...cubes,
      creamSwirl(rng, surface * 0.6),
      el('rect', { x: -surface * 0.08, y: -surface * 0.1, width: surface * 0.16, height: surface * 0.14, rx: 8, fill: radial(s, [[0, '#fffbe0'], [1, '#f6df8e']]), opacity: 0.95 }),
      methiFlecks(rng, 30, surface * 0.8),
      corianderLeaf(s, surface * 0.3, -surface * 0.25, surface * 0.1, 20),
    ),
    0.82,
  );
}

export function imagePaneerButterMasalaTop(): string {
  return topDown('paneer-top', { wood: { tone: '#7b4a2b' }, cloth: { x: 760, y: -90, width: 520, height: 360, rotate: -8, kind: 'indigo' } }, (s) => [
    place(480, 470, 1, 0, paneerBowl(s, 330)),
    place(960, 560, 1, 80, board(s, 560, 330)),
    naan(s, 960, 520, 280, 200, 70),
    naan(s, 940, 660, 260, 190, 100),
    chilli(s, 160, 810, 130, -40, '#3f8f2a'),
    garlicClove(s, 120, 120, 26, 10),
    corianderLeaf(s, 190, 90, 36, 50),
  ]);
}

export function imagePaneerButterMasalaClose(): string {
  return topDown('paneer-close', { wood: { tone: '#7b4a2b' } }, (s) => [place(560, 480, 1.75, -15, paneerBowl(s, 330)), naan(s, 1140, 120, 300, 210, 20)]);
}
