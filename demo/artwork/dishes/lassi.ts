import { threeQuarter } from '../compose';
import { dice, flakes } from '../garnish';
import { cardamom, marigold } from '../spices';
import { linear, radial } from '../paint';
import type { Scene } from '../scene';
import { scatter } from '../shapes';
import { el, group, place } from '../svg';
import { bowlSide, glassSide } from '../side-views';
import { glazes } from '../tableware';

/** Thick malai on top of a lassi, scattered with pistachio, almond and saffron. */
function malaiTopping(s: Scene, rx: number): string {
  const rng = s.rng.fork(`malai${rx}`);
  // The malai is heaped above the rim, so it is drawn as a soft dome rising from the drink's surface.
  const dome = `M${-rx * 0.98} 0C${-rx * 0.9} ${-rx * 0.5} ${rx * 0.9} ${-rx * 0.5} ${rx * 0.98} 0C${rx * 0.6} ${rx * 0.3} ${-rx * 0.6} ${rx * 0.3} ${-rx * 0.98} 0Z`;
  return group(
    {},
    el('path', { d: dome, fill: radial(s, [[0, '#fffdf6'], [0.7, '#f7ecd0'], [1, '#e3cf9e']], { fx: 0.4, fy: 0.3 }) }),
    group(
      { transform: `translate(0 ${-rx * 0.2})` },
      dice(rng, scatter(rng, 14, rx * 0.6, 14, rx * 0.14), ['#8fbf4a', '#6ea33a', '#a9d468'], 13, 9),
      dice(rng, scatter(rng, 6, rx * 0.5, 20, rx * 0.12), ['#f1dcb0', '#e0c08a'], 18, 8),
      flakes(rng, 14, rx * 0.6, ['#e8590c', '#f08c1a', '#c2410c'], 3.5, rx * 0.14),
    ),
  );
}

/** A tall glass of sweet lassi, thick as cream. */
function lassiGlass(s: Scene, rx: number): string {
  const drink = linear(s, [[0, '#e6d2a4'], [0.3, '#fff8e6'], [0.7, '#f7e8c4'], [1, '#d4bd8a']], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const top = radial(s, [[0, '#fffaf0'], [1, '#eadcbc']], { fx: 0.5, fy: 0.5 });
  return glassSide(s, rx, rx * 2.7, 0.97, drink, top, malaiTopping(s, rx));
}

export function imageLassi(): string {
  return threeQuarter(
    'lassi',
    430,
    (s) => {
      const rng = s.rng.fork('pistachio-pile');
      return [
        place(820, 330, 0.82, 0, lassiGlass(s, 150)),
        place(480, 250, 1, 0, lassiGlass(s, 150)),
        place(960, 790, 1, 0, bowlSide(s, 110, 70, glazes.terracotta, dice(rng, scatter(rng, 26, 90, 12, 28), ['#8fbf4a', '#6ea33a', '#b5d67a', '#e9cf9e'], 16, 11))),
        cardamom(s, 200, 800, 18, 20),
        cardamom(s, 250, 830, 17, -30),
        marigold(s, 1120, 620, 40),
      ];
    },
    '#8a5a34',
  );
}
