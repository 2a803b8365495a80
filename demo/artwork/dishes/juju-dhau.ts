import { threeQuarter, topDown } from '../compose';
import { cardamom, marigold } from '../spices';
import { radial } from '../paint';
import type { Scene } from '../scene';
import { blob } from '../shapes';
import { el, f, group, place } from '../svg';
import { spoon } from '../metalware';
import { bowlSide } from '../side-views';
import { bowl, type Glaze } from '../tableware';

/** Unglazed Bhaktapur clay, the kataro juju dhau sets in. */
const clay: Glaze = { light: '#dc8a5a', base: '#b4582e', dark: '#6e2c12', speckle: '#5a2410' };

/** The creamy top of juju dhau: smooth ivory with a faint golden skin where it set in the clay. */
function curdSurface(s: Scene, r: number): string {
  const rng = s.rng.fork(`dhau${r}`);
  const skin = Array.from({ length: 6 }, () =>
    el('path', { d: blob(rng, rng.jitter(0, r * 0.45), rng.jitter(0, r * 0.45), rng.range(r * 0.2, r * 0.35), rng.range(r * 0.14, r * 0.24), 0.25, 8), fill: '#efc878', opacity: 0.16 }),
  );
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#fff8e4'], [0.55, '#f8e8bd'], [0.9, '#ecd08e'], [1, '#d9ad62']]) }),
    ...skin,
    el('ellipse', { cx: -r * 0.32, cy: -r * 0.38, rx: r * 0.34, ry: r * 0.13, fill: '#ffffff', opacity: 0.4, transform: `rotate(-35 ${f(-r * 0.32)} ${f(-r * 0.38)})` }),
  );
}

export function jujuDhauPot(s: Scene, r: number): string {
  return bowl(s, r, clay, curdSurface(s, r * 0.84), 0.84);
}

export function imageJujuDhauTop(): string {
  return topDown('juju-dhau-top', { wood: { tone: '#6a3f24' }, cloth: { x: 700, y: 520, width: 560, height: 440, rotate: -12, kind: 'dhaka' } }, (s) => [
    place(520, 420, 1, 0, jujuDhauPot(s, 300)),
    place(980, 260, 1, 0, jujuDhauPot(s, 170)),
    place(600, 500, 1, -35, spoon(s, 420)),
    marigold(s, 150, 780, 50),
    marigold(s, 250, 840, 38, '#f6b91c'),
    cardamom(s, 1080, 480, 16, 30),
    cardamom(s, 1110, 520, 15, -20),
  ]);
}

export function imageJujuDhauSide(): string {
  return threeQuarter('juju-dhau-side', 430, (s: Scene) => [
    place(840, 540, 0.8, 0, bowlSide(s, 280, 190, clay, curdSurface(s, 280))),
    place(470, 600, 1, 0, bowlSide(s, 300, 210, clay, curdSurface(s, 300))),
    marigold(s, 1040, 800, 52),
    marigold(s, 140, 840, 40, '#f6b91c'),
  ]);
}
