import { topDown } from '../compose';
import { chilli, choppedHerbs, corianderLeaf, flakes, seeds } from '../garnish';
import { citrusWedge, cucumberSlice } from '../sliced-garnish';
import { marigold } from '../spices';
import { radial, shadow } from '../paint';
import type { Scene } from '../scene';
import { blob, scatter, smoothOpen } from '../shapes';
import { el, f, group, place } from '../svg';
import { brassThali, katori } from '../metalware';
import { riceMound } from './rice';

/** Golden lentil dal with a tempering of cumin, red chilli and coriander. */
export function dal(s: Scene, r: number): string {
  const rng = s.rng.fork('dal');
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#f6cf5c'], [0.6, '#e0a52c'], [1, '#b87915']]) }),
    ...scatter(rng, 10, r * 0.7, 10).map(([x, y]) => el('circle', { cx: x, cy: y, r: rng.range(4, 9), fill: '#ffe7a0', opacity: 0.35 })),
    seeds(rng, 16, r * 0.7, '#6b4212', 2.6),
    flakes(rng, 6, r * 0.6, ['#b3260e'], 4),
    choppedHerbs(rng, 8, r * 0.6, 4.5),
  );
}

/** Aloo-cauli tarkari: potato cubes and cauliflower in a turmeric masala. */
export function tarkari(s: Scene, r: number): string {
  const rng = s.rng.fork('tarkari');
  const potato = radial(s, [[0, '#ffe49a'], [0.7, '#e9b54a'], [1, '#c48a24']]);
  const cauli = radial(s, [[0, '#fff6dc'], [0.7, '#f0d9a0'], [1, '#caa660']]);
  const pieces = scatter(rng, 9, r * 0.65, r * 0.32).map(([x, y], i) =>
    i % 3 === 2
      ? group({}, ...[0, 1, 2, 3].map((k) => el('circle', { cx: x + Math.cos(k * 1.6) * r * 0.09, cy: y + Math.sin(k * 1.6) * r * 0.09, r: r * 0.13, fill: cauli })))
      : el('rect', { x: x - r * 0.15, y: y - r * 0.15, width: r * 0.3, height: r * 0.3, rx: r * 0.08, fill: potato, transform: `rotate(${f(rng.range(0, 90))} ${f(x)} ${f(y)})` }),
  );
  return group({}, el('circle', { r, fill: radial(s, [[0, '#d99a3a'], [1, '#9c5e18']]) }), ...pieces, choppedHerbs(rng, 7, r * 0.6, 4.5));
}

/** Saag: wilted mustard greens, glossy with oil. */
export function saag(s: Scene, r: number): string {
  const rng = s.rng.fork('saag');
  const strokes = Array.from({ length: 34 }, () => {
    const [x, y] = [rng.jitter(0, r * 0.8), rng.jitter(0, r * 0.8)];
    const a = rng.range(0, Math.PI * 2);
    const len = rng.range(r * 0.15, r * 0.35);
    return el('path', {
      d: smoothOpen([[x, y], [x + Math.cos(a) * len * 0.5 + rng.jitter(0, 5), y + Math.sin(a) * len * 0.5 + rng.jitter(0, 5)], [x + Math.cos(a) * len, y + Math.sin(a) * len]]),
      stroke: rng.pick(['#3f7a25', '#2e5e1a', '#5a9636', '#24501a']),
      'stroke-width': rng.range(5, 10),
      'stroke-linecap': 'round',
      fill: 'none',
    });
  });
  return group({}, el('circle', { r, fill: '#264a16' }), ...strokes, seeds(rng, 6, r * 0.6, '#f4ecd2', 3));
}

/** Plain dahi, set thick, with a swirl. */
export function dahi(s: Scene, r: number): string {
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#ffffff'], [0.7, '#f7f1e4'], [1, '#ddd2bd']]) }),
    el('path', { d: `M${f(-r * 0.4)} 0C${f(-r * 0.4)} ${f(-r * 0.5)} ${f(r * 0.4)} ${f(-r * 0.5)} ${f(r * 0.35)} 0S${f(-r * 0.1)} ${f(r * 0.4)} ${f(-r * 0.05)} ${f(r * 0.05)}`, stroke: '#e6dccb', 'stroke-width': r * 0.09, fill: 'none', 'stroke-linecap': 'round' }),
    el('ellipse', { cx: -r * 0.35, cy: -r * 0.4, rx: r * 0.22, ry: r * 0.1, fill: '#ffffff', transform: `rotate(-35 ${f(-r * 0.35)} ${f(-r * 0.4)})` }),
  );
}

/** A roasted papad: blistered, speckled with black pepper. */
export function papad(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`papad${x}`);
  const edge = blob(rng, 0, 0, r, r, 0.04, 16);
  const blisters = scatter(rng, 22, r * 0.85, r * 0.14).map(([bx, by]) => el('ellipse', { cx: bx, cy: by, rx: rng.range(5, 12), ry: rng.range(4, 9), fill: rng.pick(['#c8955a', '#fbe9c4']), opacity: 0.55 }));
  return place(
    x,
    y,
    1,
    0,
    shadow(s, r * 0.08, r * 0.1, r * 1.08, r * 1.08, 0.45),
    el('path', { d: edge, fill: radial(s, [[0, '#f7e2b4'], [0.8, '#ecc98a'], [1, '#c99456']]) }),
    ...blisters,
    seeds(rng, 24, r * 0.85, '#3a2a1c', 1.6),
  );
}

/** Mango or radish achar: glistening red-orange pieces in mustard oil. */
export function mangoAchar(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`mango${x}`);
  return place(
    x,
    y,
    1,
    0,
    el('path', { d: blob(rng, 0, 0, r, r * 0.8, 0.2), fill: '#b8320e', opacity: 0.9 }),
    ...scatter(rng, 6, r * 0.55, r * 0.35).map(([px, py]) =>
      el('path', { d: blob(rng, px, py, r * 0.28, r * 0.2, 0.3, 6), fill: radial(s, [[0, '#ffb357'], [1, '#d2541a']]) }),
    ),
    seeds(rng, 10, r * 0.7, '#3b220f', 2),
  );
}

/** The whole thali: rice, four katoris, papad, salad, achar and greens on a brass plate. */
export function thaliPlate(s: Scene, r: number): string {
  const k = r * 0.2;
  const arc = (deg: number, dist: number): [number, number] => [Math.cos((deg * Math.PI) / 180) * dist, Math.sin((deg * Math.PI) / 180) * dist];
  const bowls: Array<[number, (s: Scene, r: number) => string]> = [
    [-165, dal],
    [-122, tarkari],
    [-78, saag],
    [-34, dahi],
  ];
  return group(
    {},
    brassThali(s, r),
    ...bowls.map(([deg, draw]) => {
      const [x, y] = arc(deg, r * 0.66);
      return place(x, y, 1, 0, katori(s, k, draw(s, k * 0.82)));
    }),
    riceMound(s, -r * 0.08, r * 0.28, r * 0.36, r * 0.29, '#fbf8ef', 'thali-rice'),
    el('ellipse', { cx: -r * 0.14, cy: r * 0.18, rx: r * 0.06, ry: r * 0.035, fill: '#ffe9a6', opacity: 0.75 }),
    papad(s, r * 0.5, r * 0.3, r * 0.25),
    mangoAchar(s, -r * 0.52, r * 0.45, r * 0.1),
    cucumberSlice(s, -r * 0.62, r * 0.08, r * 0.075),
    cucumberSlice(s, -r * 0.55, r * 0.2, r * 0.075),
    cucumberSlice(s, -r * 0.66, r * 0.26, r * 0.075),
    citrusWedge(s, r * 0.18, r * 0.68, r * 0.1, 20),
    chilli(s, r * 0.3, r * 0.58, r * 0.28, -30, '#3f8f2a'),
    corianderLeaf(s, r * 0.05, r * 0.05, r * 0.07, 30),
  );
}

export function imageThaliTop(): string {
  return topDown('thali-top', { wood: { tone: '#6a3f24' }, cloth: { x: 760, y: 620, width: 520, height: 400, rotate: -18, kind: 'dhaka' } }, (s) => [
    place(560, 460, 1, 0, thaliPlate(s, 420)),
    marigold(s, 1080, 120, 46),
    marigold(s, 1140, 210, 36, '#f6b91c'),
  ]);
}

export function imageThaliClose(): string {
  return topDown('thali-close', { wood: { tone: '#6a3f24' } }, (s) => [place(640, 380, 1.65, -20, thaliPlate(s, 420))]);
}
