import { topDown } from './compose';
import { chilli, corianderLeaf } from './garnish';
import { cardamom, cinnamon, marigold, starAnise } from './spices';
import { place } from './svg';
import { curryHandi } from './dishes/chicken-curry';
import { jholMomoBowl } from './dishes/jhol-momo';
import { chaiCup } from './dishes/masala-chai';
import { acharBowl } from './dishes/momo';
import { momoSteamer } from './dishes/steamed-momo';
import { thaliPlate } from './dishes/thali';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;

/** The restaurant's hero: a table spread for a feast, momo, thali, curry and chai on a dhaka runner. */
export function restaurantHero(): string {
  return topDown(
    'himalayan-hearth-hero',
    { width: HERO_WIDTH, height: HERO_HEIGHT, wood: { tone: '#6a3f24', planks: 5 }, cloth: { x: -100, y: 330, width: 1800, height: 330, rotate: -4, kind: 'dhaka' } },
    (s) => [
      place(800, 470, 1, 0, thaliPlate(s, 360)),
      place(300, 300, 1, 0, momoSteamer(s, 250)),
      place(1310, 330, 1, 0, curryHandi(s, 210)),
      place(260, 760, 1, 0, jholMomoBowl(s, 190)),
      place(1330, 770, 1, 0, chaiCup(s, 110)),
      place(1530, 640, 1, 0, chaiCup(s, 90)),
      place(560, 90, 1, 0, acharBowl(s, 80)),
      marigold(s, 1020, 90, 44),
      marigold(s, 1090, 140, 34, '#f6b91c'),
      marigold(s, 560, 830, 40),
      cinnamon(s, 1040, 780, 170, 18),
      starAnise(s, 1180, 880, 30, 10),
      starAnise(s, 700, 60, 28, 30),
      cardamom(s, 1510, 90, 15, 30),
      cardamom(s, 1540, 130, 14, -20),
      chilli(s, 40, 560, 120, -20, '#c4281a'),
      corianderLeaf(s, 1560, 420, 38, 20),
    ],
  );
}
