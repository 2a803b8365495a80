import { topDown } from '../compose';
import { chilli, corianderLeaf, flakes } from '../garnish';
import { citrusWedge, onionPetal, onionSlice } from '../sliced-garnish';
import { linear, radial, shadow } from '../paint';
import type { Rng } from '../prng';
import type { Scene } from '../scene';
import { blob, scatter } from '../shapes';
import { el, f, group, place } from '../svg';
import { board } from '../serving-pieces';
import { acharBowl } from './momo';

/** A chunk of fire-grilled, spice-rubbed meat with char stripes from the grill. */
function grilledChunk(s: Scene, rng: Rng, x: number, size: number): string {
  const outline = blob(rng, x, rng.jitter(0, size * 0.05), size * 0.54, size * 0.5, 0.12, 10, rng.range(-15, 15));
  const clip = s.define('clipPath', {}, el('path', { d: outline }));
  const char = [-0.25, 0.1, 0.42].map((k) => `M${f(x + k * size - size * 0.3)} ${f(-size * 0.6)}l${f(size * 0.35)} ${f(size * 1.2)}`).join('');
  return group(
    {},
    el('path', { d: outline, fill: radial(s, [[0, '#e89050'], [0.5, '#bb5622'], [0.85, '#85300e'], [1, '#4a1806']], { fx: 0.38, fy: 0.3 }) }),
    group(
      { 'clip-path': `url(#${clip})` },
      el('path', { d: char, stroke: '#2a0c03', 'stroke-width': size * 0.08, 'stroke-opacity': 0.55, 'stroke-linecap': 'round' }),
      flakes(rng, 10, size * 0.45, ['#7a1a06', '#c23a12', '#3a1205'], 3.5),
    ),
    el('ellipse', { cx: x - size * 0.18, cy: -size * 0.22, rx: size * 0.17, ry: size * 0.08, fill: '#ffe2b0', opacity: 0.5, transform: `rotate(-25 ${f(x - size * 0.18)} ${f(-size * 0.22)})` }),
  );
}

/** One skewer of sekuwa: a bamboo stick threaded with five chunks. */
export function skewer(s: Scene, x: number, y: number, length: number, rotate: number): string {
  const rng = s.rng.fork(`skewer${x}${y}`);
  const size = length * 0.14;
  const chunks = [0, 1, 2, 3, 4].map((i) => grilledChunk(s, rng, -length * 0.26 + i * size * 0.95, size));
  return place(
    x,
    y,
    1,
    rotate,
    shadow(s, length * 0.02, size * 0.35, length * 0.55, size * 0.7, 0.6),
    el('rect', { x: -length / 2, y: -4, width: length, height: 8, rx: 4, fill: linear(s, [[0, '#f1d49a'], [1, '#a5773f']]) }),
    el('path', { d: `M${f(length / 2)} -4l14 4l-14 4Z`, fill: '#8a5a2a' }),
    ...chunks,
  );
}

/** Chiura, beaten rice: a heap of pale, flat, brittle flakes. */
export function chiura(s: Scene, x: number, y: number, r: number): string {
  const rng = s.rng.fork(`chiura${x}${y}`);
  const flakesDrawn = scatter(rng, Math.round(r * 0.9), r, 9).map(([fx, fy]) => {
    const tone = rng.pick(['#f6ead0', '#efdcb4', '#fbf3e0', '#e6cf9f']);
    return el('path', { d: blob(rng, fx, fy, rng.range(7, 12), rng.range(4, 7), 0.3, 5, rng.range(0, 180)), fill: tone, stroke: '#b99a64', 'stroke-width': 0.7 });
  });
  return place(
    x,
    y,
    1,
    0,
    shadow(s, r * 0.08, r * 0.12, r * 1.15, r * 1.1, 0.55),
    el('circle', { r: r * 0.95, fill: '#d4bb8a' }),
    ...flakesDrawn,
    el('circle', { r, fill: radial(s, [[0, '#ffffff', 0.25], [0.6, '#ffffff', 0], [1, '#3a2410', 0.3]]) }),
  );
}

/** Three skewers on a board with chiura, red onion, lime and achar. */
export function sekuwaBoard(s: Scene): string {
  return group(
    {},
    board(s, 900, 520, '#b97a45'),
    chiura(s, -300, -60, 130),
    skewer(s, 40, -150, 620, -6),
    skewer(s, 70, -10, 620, -3),
    skewer(s, 90, 130, 620, 2),
    onionSlice(s, -310, 150, 52),
    onionPetal(-220, 190, 26, 30),
    onionPetal(-250, 110, 22, -60),
    citrusWedge(s, 330, 215, 48, 170, true),
    corianderLeaf(s, -180, 20, 30, 60),
    chilli(s, 250, -225, 120, 10, '#3f8f2a'),
  );
}

export function imageSekuwaTop(): string {
  return topDown('sekuwa-top', { table: 'slate' }, (s) => [
    place(560, 460, 1, -8, sekuwaBoard(s)),
    place(1080, 160, 1, 0, acharBowl(s, 90)),
    chilli(s, 1060, 780, 130, -120, '#c4281a'),
  ]);
}

export function imageSekuwaClose(): string {
  return topDown('sekuwa-close', { table: 'slate' }, (s) => [place(520, 520, 1.65, -20, sekuwaBoard(s))]);
}
