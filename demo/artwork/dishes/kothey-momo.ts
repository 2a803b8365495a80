import { topDown } from '../compose';
import { chilli, corianderLeaf, scallionRings, seeds } from '../garnish';
import { garlicClove } from '../sliced-garnish';
import { peppercorns } from '../spices';
import { ring } from '../shapes';
import type { Scene } from '../scene';
import { group, place } from '../svg';
import { glazes, plate, sauceBowl } from '../tableware';
import { acharSurface, kotheyTop } from './momo';

/** Eight pan-fried kothey in a wreath round a bowl of achar, every other one crisp side up. */
export function kotheyPlate(s: Scene, r: number): string {
  const rng = s.rng.fork('kothey');
  const count = 8;
  const radius = r * 0.52;
  const length = ((2 * Math.PI * radius) / count) * 1.4;
  const petals = ring(count, radius).map(([x, y], i) => kotheyTop(s, x, y, length, (i / count) * 360, i % 2 === 1));
  return group(
    {},
    plate(s, r, glazes.cream, 0.76),
    ...petals,
    place(0, 0, 1, 0, sauceBowl(s, r * 0.2, glazes.white, acharSurface(s, r * 0.155))),
    seeds(rng, 26, r * 0.62, '#f6e7c4', 3.5),
    scallionRings(rng, 12, r * 0.62, 6),
  );
}

export function imageKotheyMomoTop(): string {
  return topDown('kothey-momo-top', { wood: { tone: '#7b4a2b', vertical: true }, cloth: { x: -60, y: -40, width: 420, height: 360, rotate: 8, kind: 'linen' } }, (s) => [
    place(560, 480, 1, -10, kotheyPlate(s, 360)),
    garlicClove(s, 1050, 180, 26, 30),
    garlicClove(s, 1100, 230, 22, -20),
    peppercorns(s, 1000, 260, 5, 30),
    chilli(s, 1000, 650, 130, 120, '#3f8f2a'),
    corianderLeaf(s, 1080, 760, 40, 10),
    corianderLeaf(s, 150, 780, 36, -40),
  ]);
}

export function imageKotheyMomoClose(): string {
  return topDown('kothey-momo-close', { wood: { tone: '#7b4a2b', vertical: true } }, (s) => [
    place(520, 500, 1.8, 8, kotheyPlate(s, 360)),
  ]);
}
