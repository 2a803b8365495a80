import { topDown } from '../compose';
import { chilli, choppedHerbs, corianderLeaf, dice, flakes, scallionRings } from '../garnish';
import { fadeOut, radial } from '../paint';
import type { Scene } from '../scene';
import { blob, scatter } from '../shapes';
import { el, f, group, place } from '../svg';
import { bananaLeaf } from '../serving-pieces';
import { glazes, plate } from '../tableware';

/**
 * Chatamari, the Newari rice-flour crepe: thin, lacy and browned in patches, topped with spiced minced
 * chicken, egg, tomato, onion and coriander, cut in wedges.
 */
export function chatamari(s: Scene, r: number): string {
  const rng = s.rng.fork('chatamari');
  const edge = blob(rng, 0, 0, r, r, 0.035, 18);
  const clip = s.define('clipPath', {}, el('path', { d: edge }));
  const lace = s.ref(
    'filter',
    { x: -r, y: -r, width: 2 * r, height: 2 * r, filterUnits: 'userSpaceOnUse' },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.035, numOctaves: 3, seed: 11 }),
    el('feColorMatrix', { values: '0 0 0 0 0.6 0 0 0 0 0.33 0 0 0 0 0.1 6 0 0 0 -2.8' }),
  );
  const mince = scatter(rng, 110, r * 0.8, 11).map(([x, y]) =>
    el('path', { d: blob(rng, x, y, rng.range(5, 9), rng.range(4, 7), 0.3, 5), fill: rng.pick(['#8a4a22', '#a25a2a', '#6e3616', '#b86a34']) }),
  );
  // An egg cracked over the middle and cooked into the crepe: white spread wide, yolk broken through it.
  const egg = group(
    {},
    el('path', { d: blob(rng, 0, 0, r * 0.5, r * 0.45, 0.22, 11), fill: '#fffaf0', opacity: 0.92 }),
    ...scatter(rng, 5, r * 0.3, r * 0.14).map(([x, y]) => el('path', { d: blob(rng, x, y, rng.range(14, 26), rng.range(10, 18), 0.3, 7), fill: radial(s, [[0, '#ffd75a'], [1, '#f2a91c']]) })),
  );
  const cuts = [0, 60, 120].map((a) => {
    const [c, sn] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
    return `M${f(-c * r)} ${f(-sn * r)}L${f(c * r)} ${f(sn * r)}`;
  });
  return group(
    {},
    shadow(s, r),
    el('path', { d: edge, fill: radial(s, [[0, '#f8ecd0'], [0.8, '#efd9ac'], [1, '#c98e4a']]) }),
    group({ 'clip-path': `url(#${clip})` }, el('rect', { x: -r, y: -r, width: 2 * r, height: 2 * r, filter: lace, opacity: 0.6 }), el('path', { d: edge, fill: radial(s, [[0.7, '#a0581e', 0], [1, '#a0581e', 0.55]], { fx: 0.5, fy: 0.5 }) })),
    el('path', { d: cuts.join(''), stroke: '#8a5a2a', 'stroke-width': 2.5, 'stroke-opacity': 0.45 }),
    egg,
    ...mince,
    dice(rng, scatter(rng, 16, r * 0.7, 28), ['#e2401f', '#c9301a'], 13, 11),
    dice(rng, scatter(rng, 12, r * 0.7, 28), ['#9b3a78', '#b5578f'], 10, 8),
    scallionRings(rng, 16, r * 0.7, 7),
    choppedHerbs(rng, 24, r * 0.75, 7),
    flakes(rng, 20, r * 0.75, ['#b3260e', '#8f1d0c'], 3),
  );
}

function shadow(s: Scene, r: number): string {
  return el('circle', { cx: r * 0.04, cy: r * 0.06, r: r * 1.02, fill: fadeOut(s, '#1a0d06', [[0.85, 0.35]]) });
}

export function imageChatamariTop(): string {
  return topDown('chatamari-top', { wood: { tone: '#6e4226' }, cloth: { x: 820, y: 560, width: 480, height: 400, rotate: -14, kind: 'linen' } }, (s) => [
    place(560, 450, 1, 0, plate(s, 400, glazes.white, 0.8)),
    place(560, 450, 1, 45, bananaLeaf(s, 520, 520)),
    place(560, 450, 1, 0, chatamari(s, 270)),
    chilli(s, 1050, 160, 130, 140, '#3f8f2a'),
    corianderLeaf(s, 130, 780, 40, 20),
    corianderLeaf(s, 180, 820, 30, -30),
  ]);
}
