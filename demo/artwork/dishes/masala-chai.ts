import { threeQuarter, topDown } from '../compose';
import { seeds } from '../garnish';
import { cardamom, cinnamon, peppercorns, starAnise } from '../spices';
import { steam } from '../steam';
import { linear, radial, shadow } from '../paint';
import type { Scene } from '../scene';
import { blob, scatter } from '../shapes';
import { el, f, group, place } from '../svg';
import { glassSide } from '../side-views';
import { bowl, glazes } from '../tableware';

/** The top of a cup of milky masala chai: a skin of foam round the edge and a dusting of spice. */
function chaiSurface(s: Scene, r: number): string {
  const rng = s.rng.fork(`chai${r}`);
  const bubbles = Array.from({ length: 26 }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(0.72, 0.95);
    return el('circle', { cx: Math.cos(a) * d, cy: Math.sin(a) * d, r: rng.range(2, 6), fill: '#f3dcc0', stroke: '#b78656', 'stroke-width': 0.8, opacity: 0.85 });
  });
  return group(
    {},
    el('circle', { r, fill: radial(s, [[0, '#d9a065'], [0.6, '#c27f43'], [0.84, '#dcae7a'], [1, '#9c6330']], { fx: 0.5, fy: 0.5 }) }),
    ...bubbles,
    seeds(rng, 16, r * 0.5, '#7a4a22', 1.6),
    el('ellipse', { cx: -r * 0.3, cy: -r * 0.35, rx: r * 0.25, ry: r * 0.1, fill: '#ffffff', opacity: 0.25, transform: `rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.35)})` }),
  );
}

/** A knob of fresh ginger root. */
function ginger(s: Scene): string {
  const rng = s.rng.fork('ginger');
  const knob = (x: number, y: number, rx: number, ry: number) => el('path', { d: blob(rng, x, y, rx, ry, 0.15, 8), fill: radial(s, [[0, '#f3d7a0'], [0.7, '#d9b072'], [1, '#a87a3e']]) });
  return group({}, shadow(s, 8, 12, 90, 50, 0.5), knob(-30, 0, 50, 30), knob(30, -10, 40, 26), knob(10, 25, 30, 20), el('ellipse', { cx: 60, cy: -18, rx: 12, ry: 14, fill: '#f6e6c0' }));
}

/** A clay kulhad of chai from above. */
export function chaiCup(s: Scene, r: number): string {
  return bowl(s, r, glazes.terracotta, chaiSurface(s, r * 0.8), 0.8);
}

export function imageMasalaChaiTop(): string {
  return topDown('masala-chai-top', { wood: { tone: '#6e4226' }, cloth: { x: -120, y: 420, width: 620, height: 560, rotate: -10, kind: 'dhaka' } }, (s) => [
    place(430, 380, 1, 0, chaiCup(s, 240)),
    place(820, 600, 1, 0, chaiCup(s, 200)),
    cinnamon(s, 800, 150, 220, 20),
    cinnamon(s, 830, 200, 200, 28),
    starAnise(s, 1060, 380, 44, 10),
    starAnise(s, 150, 800, 40, 40),
    cardamom(s, 1080, 820, 18, 30),
    cardamom(s, 1120, 780, 17, -20),
    cardamom(s, 1040, 860, 17, 70),
    peppercorns(s, 120, 130, 7, 40),
    place(1100, 560, 1, 20, ginger(s)),
  ]);
}

/** Chai in a glass: the way it's poured at every tea stall in the city. */
export function imageMasalaChaiGlass(): string {
  return threeQuarter('masala-chai-glass', 420, (s) => {
    const tea = linear(s, [[0, '#8a5530'], [0.3, '#d7a06a'], [0.7, '#b97c45'], [1, '#6e3f1f']], { x1: 0, y1: 0, x2: 1, y2: 0 });
    const foam = radial(s, [[0, '#f1d6b2'], [1, '#c99a66']], { fx: 0.5, fy: 0.5 });
    const bits = scatter(s.rng.fork('foam'), 10, 60, 12, 14).map(([x, y]) => el('circle', { cx: x, cy: y, r: 3, fill: '#f6e6cf', opacity: 0.8 }));
    return [
      place(430, 430, 1, 0, glassSide(s, 120, 300, 0.86, tea, foam, group({}, ...bits))),
      place(770, 500, 0.85, 0, glassSide(s, 120, 300, 0.86, tea, foam, group({}, ...bits))),
      cinnamon(s, 880, 820, 190, -10),
      starAnise(s, 220, 800, 40, 10),
      cardamom(s, 340, 850, 16, 20),
      cardamom(s, 1080, 760, 16, -30),
      steam(s, 430, 400, 160, 260),
      steam(s, 760, 480, 140, 240, 2),
    ];
  });
}
