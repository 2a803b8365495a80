import { topDown } from '../compose';
import { corianderLeaf, seeds } from '../garnish';
import { cardamom, marigold } from '../spices';
import { radial } from '../paint';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { el, f, group, place } from '../svg';
import { brassThali, katori } from '../metalware';
import { chaiCup } from './masala-chai';

/** A sel roti: a thin, crisp ring of sweet rice batter fried deep golden-brown. */
export function selRoti(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`sel${x}${y}`);
  const w = r * 0.36;
  const pores = Array.from({ length: 40 }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = r + rng.jitter(0, w * 0.3);
    return el('circle', { cx: x + Math.cos(a) * d, cy: y + Math.sin(a) * d, r: rng.range(1.5, 3.5), fill: rng.chance(0.5) ? '#6b3410' : '#f3c77e', opacity: 0.55 });
  });
  return group(
    {},
    el('circle', { cx: x + 8, cy: y + 12, r, fill: 'none', stroke: '#1a0d06', 'stroke-width': w * 1.1, 'stroke-opacity': 0.35 }),
    el('circle', { cx: x, cy: y, r, fill: 'none', stroke: '#7e3f12', 'stroke-width': w }),
    el('circle', { cx: x - 1.5, cy: y - 2, r, fill: 'none', stroke: '#b8692a', 'stroke-width': w * 0.75 }),
    el('circle', { cx: x - 3, cy: y - 4, r, fill: 'none', stroke: '#d9944a', 'stroke-width': w * 0.42 }),
    el('circle', { cx: x - 4.5, cy: y - 6, r, fill: 'none', stroke: '#f4c57c', 'stroke-width': w * 0.12, 'stroke-opacity': 0.8 }),
    ...pores,
  );
}

/** Aloo achar: cubes of potato in a sesame, chilli and lemon dressing. */
function alooAchar(s: Scene, r: number): string {
  const rng = s.rng.fork('aloo-achar');
  const potato = radial(s, [[0, '#ffe08a'], [0.7, '#e8b040'], [1, '#b87a1a']]);
  return group(
    {},
    el('circle', { r, fill: '#c4661e' }),
    ...scatter(rng, 9, r * 0.7, r * 0.3).map(([x, y]) => el('rect', { x: x - r * 0.15, y: y - r * 0.15, width: r * 0.3, height: r * 0.3, rx: r * 0.07, fill: potato, transform: `rotate(${f(rng.range(0, 90))} ${f(x)} ${f(y)})` })),
    seeds(rng, 14, r * 0.8, '#f6e2b8', 2.5),
    corianderLeaf(s, r * 0.2, -r * 0.2, r * 0.25, 20),
  );
}

export function imageSelRotiTop(): string {
  return topDown('sel-roti-top', { wood: { tone: '#6a3f24' }, cloth: { x: -120, y: -60, width: 520, height: 400, rotate: 8, kind: 'dhaka' } }, (s) => [
    place(540, 470, 1, 0, brassThali(s, 380), selRoti(s, -90, -60, 170), selRoti(s, 110, 10, 165), selRoti(s, -40, 140, 160)),
    place(1010, 260, 1, 0, katori(s, 110, alooAchar(s, 92))),
    place(1010, 640, 1, 0, chaiCup(s, 110)),
    marigold(s, 140, 790, 44),
    marigold(s, 220, 850, 34, '#f6b91c'),
    cardamom(s, 870, 820, 14, 30),
    cardamom(s, 900, 850, 13, -20),
  ]);
}
