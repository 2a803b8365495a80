import { topDown, threeQuarter } from '../compose';
import { chilli, corianderLeaf } from '../garnish';
import { cabbageLeaf, garlicClove } from '../sliced-garnish';
import { peppercorns } from '../spices';
import { haze, steam } from '../steam';
import type { Scene } from '../scene';
import { ring } from '../shapes';
import { group, place } from '../svg';
import { chopsticks, steamer } from '../serving-pieces';
import { bowlSide, steamerSide } from '../side-views';
import { glazes } from '../tableware';
import { acharBowl, acharSurface, momoSide, momoTop } from './momo';

/** Ten momos on cabbage leaves in a bamboo steamer: seven round the edge, three in the middle. */
export function momoSteamer(s: Scene, r: number): string {
  const momo = r * 0.19;
  const leaves = ring(4, r * 0.38, r * 0.38, 0.4).map(([x, y], i) => cabbageLeaf(s, x, y, r * 0.5, i * 90 + 30));
  const outer = ring(7, r * 0.56).map(([x, y], i) => momoTop(s, x, y, momo, i * 40));
  const inner = ring(3, r * 0.2, r * 0.2, -0.3).map(([x, y], i) => momoTop(s, x, y, momo * 0.97, i * 70 + 10));
  return steamer(s, r, [...leaves, ...outer, ...inner].join(''));
}

export function imageSteamedMomoTop(): string {
  return topDown('steamed-momo-top', { wood: { tone: '#6e4226' }, cloth: { x: -80, y: 560, width: 520, height: 420, rotate: -12, kind: 'dhaka' } }, (s) => [
    place(540, 460, 1, 0, momoSteamer(s, 340)),
    place(1000, 250, 1, 0, acharBowl(s, 105)),
    place(940, 700, 1, -28, chopsticks(s, 380)),
    chilli(s, 1040, 470, 120, 110, '#c4281a'),
    chilli(s, 1085, 505, 105, 95, '#3f8f2a'),
    corianderLeaf(s, 130, 150, 42, -20),
    corianderLeaf(s, 190, 120, 34, 40),
    garlicClove(s, 1130, 120, 26, 30),
    garlicClove(s, 1085, 85, 22, -40),
    peppercorns(s, 170, 260, 6, 40),
    haze(s, 540, 440, 260),
  ]);
}

export function imageSteamedMomoSide(): string {
  return threeQuarter('steamed-momo-side', 430, (s) => {
    const rx = 360;
    const rows: Array<[number, number, number]> = [];
    for (const [dy, count, w] of [[-0.45, 3, 150], [0.05, 4, 165], [0.5, 3, 180]] as const) {
      for (let i = 0; i < count; i++) rows.push([(i - (count - 1) / 2) * w * 1.02, dy * rx * 0.36, w]);
    }
    const momos = rows.map(([x, y, w]) => momoSide(s, x, y + w * 0.3, w));
    return [
      place(520, 600, 1, 0, steamerSide(s, rx, 130, group({}, ...momos))),
      place(1000, 690, 1, 0, bowlSide(s, 120, 80, glazes.white, acharSurface(s, 120))),
      place(1010, 840, 1, 170, chopsticks(s, 330)),
      chilli(s, 160, 820, 130, -15, '#c4281a'),
      steam(s, 520, 500, 300, 300, 4),
    ];
  });
}

export function imageSteamedMomoClose(): string {
  return topDown('steamed-momo-close', { wood: { tone: '#6e4226' } }, (s) => [
    place(430, 520, 1.9, 15, momoSteamer(s, 340)),
    place(1040, 180, 1.3, 0, acharBowl(s, 105)),
    haze(s, 520, 480, 320),
  ]);
}
