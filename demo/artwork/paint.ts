import type { Rng } from './prng';
import type { Scene } from './scene';
import { el, f, type Attrs } from './svg';

/** [offset 0..1, colour, opacity]. */
export type Stop = readonly [number, string, number?];

/** The three tones of a surface lit from the upper left: where the light falls, its own colour, and its shade. */
export interface Tones {
  light: string;
  base: string;
  dark: string;
}

/** A sauce's or broth's colours: the tones of its body and the coloured oil (tari) that rises to its top and edge. */
export interface Liquid extends Tones {
  oil: string;
}

/** Gradient stops running through a surface's tones, its own colour `middle` of the way across. */
export const throughTones = ({ light, base, dark }: Tones, middle = 0.55): Stop[] => [
  [0, light],
  [middle, base],
  [1, dark],
];

const stops = (list: readonly Stop[]): string[] =>
  list.map(([offset, color, opacity]) =>
    el('stop', { offset: Math.round(offset * 1000) / 1000, 'stop-color': color, 'stop-opacity': opacity }),
  );

/** Light falls from the upper left in every picture: the default focal point sits there. */
export function radial(s: Scene, list: readonly Stop[], options: Attrs = {}): string {
  return s.ref('radialGradient', { cx: 0.5, cy: 0.5, r: 0.5, fx: 0.38, fy: 0.34, ...options }, ...stops(list));
}

export function linear(s: Scene, list: readonly Stop[], options: Attrs = {}): string {
  return s.ref('linearGradient', { x1: 0, y1: 0, x2: 0, y2: 1, ...options }, ...stops(list));
}

/** The usual "lit from the upper left" fill for a rounded object of one colour. */
export function litFill(s: Scene, light: string, base: string, dark: string): string {
  return radial(s, throughTones({ light, base, dark }));
}

/**
 * A centred radial gradient of one colour whose opacity steps down through `steps` ([offset, opacity]) to nothing at
 * its edge: soft shadows, haze, the patches that mottle a sauce.
 */
export function fadeOut(s: Scene, color: string, steps: readonly (readonly [number, number])[]): string {
  const stops = steps.map(([offset, opacity]): Stop => [offset, color, opacity]);
  return radial(s, [...stops, [1, color, 0]], { fx: 0.5, fy: 0.5 });
}

/**
 * Soft contact shadow without a blur filter: a radial gradient fading to nothing. Filters cost librsvg a
 * full-canvas surface each; gradients are nearly free.
 */
export function shadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.5, rotate = 0): string {
  const fill = fadeOut(s, '#1a0d06', [
    [0, opacity],
    [0.45, opacity * 0.75],
    [0.75, opacity * 0.3],
  ]);
  return el('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill,
    transform: rotate ? `rotate(${rotate} ${cx} ${cy})` : undefined,
  });
}

/** A single blur filter, for the few places (steam, gloss) that really need one. */
export function blurFilter(s: Scene, deviation: number): string {
  return s.ref(
    'filter',
    { x: '-50%', y: '-50%', width: '200%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: deviation }),
  );
}

/**
 * Soft mottling for a sauce or broth (a disc of radius r around the origin): overlapping soft patches of
 * `color`, darker and lighter, so a sauce does not look like flat paint. Gradients, not noise filters: a
 * turbulence filter over a close-up costs librsvg far more.
 */
export function mottle(s: Scene, rng: Rng, r: number, color: string, opacity: number): string {
  const dark = fadeOut(s, color, [[0, opacity]]);
  const light = fadeOut(s, '#ffffff', [[0, opacity * 0.5]]);
  const patches: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.85;
    const size = r * rng.range(0.12, 0.3);
    patches.push(
      el('ellipse', {
        cx: Math.cos(a) * d,
        cy: Math.sin(a) * d,
        rx: size,
        ry: size * rng.range(0.5, 0.9),
        fill: i % 3 === 2 ? light : dark,
        transform: `rotate(${f(rng.range(0, 180))} ${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)})`,
      }),
    );
  }
  return el('g', {}, ...patches);
}

/** The body of a sauce or broth, a disc of radius r around the origin: deeper towards the rim, and mottled. */
export function liquidBody(s: Scene, rng: Rng, r: number, liquid: Tones, focus: Attrs, mottling: number): string {
  const depth = radial(s, throughTones(liquid, 0.6), focus);
  return el('circle', { r, fill: depth }) + mottle(s, rng, r, liquid.dark, mottling);
}
