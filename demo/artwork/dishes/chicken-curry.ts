import { topDown } from '../compose';
import { chilli, choppedHerbs, corianderLeaf } from '../garnish';
import { citrusWedge, onionSlice } from '../sliced-garnish';
import type { Scene } from '../scene';
import { blob, ring } from '../shapes';
import { el, group, place } from '../svg';
import { bowl, glazes, plate, type Glaze } from '../tableware';
import { chickenPiece, gingerJulienne, gravySurface, kukhuraGravy } from './curry';
import { riceMound } from './rice';

const copper: Glaze = { light: '#f7b48a', base: '#c0643a', dark: '#6e2c12' };

/** Kukhura ko masu in a hammered copper handi with two handles. */
export function curryHandi(s: Scene, r: number): string {
  const rng = s.rng.fork('kukhura');
  const surface = r * 0.8;
  const pieces = [...ring(6, surface * 0.55, surface * 0.55, 0.3), [0, 0] as const].map(([x, y]) => chickenPiece(s, rng, x + rng.jitter(0, 12), y + rng.jitter(0, 12), surface * 0.2));
  const handle = (side: number) => el('path', { d: `M${side * r * 0.9} -${r * 0.22}C${side * r * 1.25} -${r * 0.22} ${side * r * 1.25} ${r * 0.22} ${side * r * 0.9} ${r * 0.22}`, stroke: '#8a3c17', 'stroke-width': r * 0.07, fill: 'none', 'stroke-linecap': 'round' });
  return group(
    {},
    handle(-1),
    handle(1),
    bowl(
      s,
      r,
      copper,
      group({}, gravySurface(s, rng, surface, kukhuraGravy), ...pieces, gingerJulienne(rng, 12, surface * 0.75), choppedHerbs(rng, 26, surface * 0.8, 7)),
      0.82,
    ),
  );
}

export function imageChickenCurryTop(): string {
  return topDown('chicken-curry-top', { wood: { tone: '#5e3820' }, cloth: { x: -70, y: 600, width: 480, height: 380, rotate: 10, kind: 'linen' } }, (s) => [
    place(520, 430, 1, 0, curryHandi(s, 320)),
    place(1000, 640, 1, 0, bowl(s, 170, glazes.white, riceMound(s, 0, 0, 140, 135, '#fbf8ef', 'side-rice'), 0.86)),
    onionSlice(s, 1010, 210, 50),
    onionSlice(s, 1090, 290, 42),
    citrusWedge(s, 930, 340, 50, -20, true),
    chilli(s, 150, 140, 140, 30, '#3f8f2a'),
    corianderLeaf(s, 800, 830, 40, 0),
    corianderLeaf(s, 260, 820, 34, 50),
  ]);
}

/** Served on a plate: rice on one side, curry ladled beside it. */
export function imageChickenCurryPlated(): string {
  return topDown('chicken-curry-plated', { wood: { tone: '#5e3820', vertical: true } }, (s) => {
    const rng = s.rng.fork('plated');
    const pool = blob(rng, 90, 20, 200, 180, 0.1, 10);
    const clip = s.define('clipPath', {}, el('path', { d: pool }));
    return [
      place(
        600,
        450,
        1,
        0,
        plate(s, 400, glazes.enamel, 0.76),
        group(
          { 'clip-path': `url(#${clip})` },
          group({ transform: 'translate(90 20)' }, gravySurface(s, rng, 230, kukhuraGravy)),
        ),
        ...[[20, -60], [140, -70], [200, 40], [60, 110], [150, 150], [30, 20]].map(([x, y]) => chickenPiece(s, rng, x ?? 0, y ?? 0, 52)),
        riceMound(s, -170, 20, 150, 190, '#fbf8ef', 'plated-rice'),
        choppedHerbs(rng, 20, 160, 6),
        corianderLeaf(s, 120, -10, 34, 20),
      ),
      citrusWedge(s, 1090, 160, 55, 30, true),
      chilli(s, 1050, 760, 140, -120, '#c4281a'),
    ];
  });
}
