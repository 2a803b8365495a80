import { topDown } from '../compose';
import { chilli, corianderLeaf, scallionRings } from '../garnish';
import { citrusWedge } from '../sliced-garnish';
import type { Rng } from '../prng';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { el, f, group, place } from '../svg';
import { chopsticks } from '../serving-pieces';
import { glazes, plate } from '../tableware';
import { acharBowl } from './momo';
import { noodleTangle } from './noodles';

/** Short curved strips: cabbage, carrot, capsicum, onion, chicken. */
function strips(rng: Rng, count: number, radius: number, colors: readonly string[], length: number, width: number): string {
  return el('g', {}, ...scatter(rng, count, radius, length * 0.5).map(([x, y]) => {
    const a = rng.range(0, Math.PI);
    const bend = rng.jitter(0, length * 0.3);
    const [dx, dy] = [Math.cos(a) * length * 0.5, Math.sin(a) * length * 0.5];
    return el('path', { d: `M${f(x - dx)} ${f(y - dy)}Q${f(x - dy * 0.3 + bend)} ${f(y + dx * 0.3)} ${f(x + dx)} ${f(y + dy)}`, stroke: rng.pick(colors), 'stroke-width': width, 'stroke-linecap': 'round', fill: 'none' });
  }));
}

/** Chicken chowmein: wok-tossed noodles with cabbage, carrot, capsicum, onion and shredded chicken. */
export function chowmeinPlate(s: Scene, r: number): string {
  const rng = s.rng.fork('chowmein');
  const pile = r * 0.68;
  const veg = (layer: number) =>
    group(
      {},
      strips(rng, 6, pile * 0.85, ['#d9ecb0', '#c3e08f'], 50, 12),
      strips(rng, 5, pile * 0.85, ['#f28a2e', '#e8741c'], 40, 8),
      strips(rng, 3, pile * 0.8, ['#3f9a2c', '#2f7d22'], 40, 10),
      layer > 0 ? strips(rng, 5, pile * 0.8, ['#a0582a', '#bd743c', '#8a4520'], 34, 13) : '',
      layer === 2 ? strips(rng, 4, pile * 0.7, ['#9b3a78', '#b5578f'], 32, 6) : '',
    );
  return group(
    {},
    plate(s, r, glazes.white),
    el('ellipse', { cx: 12, cy: 16, rx: pile, ry: pile, fill: '#3a1e08', opacity: 0.3 }),
    noodleTangle(s, rng, pile, '#e6b85c', veg, pile, 4, 20, 11),
    scallionRings(rng, 22, pile * 0.7, 7),
  );
}

export function imageChowmeinTop(): string {
  return topDown('chowmein-top', { wood: { tone: '#845230' }, cloth: { x: 820, y: 560, width: 480, height: 400, rotate: 20, kind: 'dhaka' } }, (s) => [
    place(540, 450, 1, 0, chowmeinPlate(s, 380)),
    place(1020, 200, 1, 0, acharBowl(s, 95)),
    place(980, 420, 1, 100, chopsticks(s, 360)),
    citrusWedge(s, 120, 140, 50, -30, true),
    chilli(s, 130, 760, 130, -50, '#c4281a'),
    corianderLeaf(s, 200, 90, 34, 30),
  ]);
}

export function imageChowmeinClose(): string {
  return topDown('chowmein-close', { wood: { tone: '#845230' } }, (s) => [place(600, 470, 1.7, 20, chowmeinPlate(s, 380))]);
}
