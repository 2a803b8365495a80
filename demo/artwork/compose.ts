import { lighten } from './color';
import { linear, radial } from './paint';
import { Scene } from './scene';
import { el, group } from './svg';
import { cloth, finish, slateTable, woodTable, type ClothOptions, type WoodOptions } from './table';

export const MEAL_WIDTH = 1200;
export const MEAL_HEIGHT = 900;

export interface TopDownOptions {
  table?: 'wood' | 'slate';
  wood?: WoodOptions;
  cloth?: ClothOptions;
  width?: number;
  height?: number;
}

/** A table seen from straight above, with whatever `draw` lays on it, finished with light and vignette. */
export function topDown(seed: string, options: TopDownOptions, draw: (s: Scene) => string[]): string {
  const s = new Scene(options.width ?? MEAL_WIDTH, options.height ?? MEAL_HEIGHT, seed);
  const table = options.table === 'slate' ? slateTable(s) : woodTable(s, options.wood);
  return s.render(table, options.cloth ? cloth(s, options.cloth) : '', ...draw(s), finish(s));
}

/**
 * Eye level a little above the table: a dark, warm back wall with out-of-focus lights, and the table top
 * receding from `horizon` down (the wood squashed vertically; keep `horizon` above 405 so it reaches the
 * bottom). For glasses, pots and steamers seen from the side.
 */
export function threeQuarter(seed: string, horizon: number, draw: (s: Scene) => string[], tone = '#7b4a2b'): string {
  const s = new Scene(MEAL_WIDTH, MEAL_HEIGHT, seed);
  const rng = s.rng.fork('bokeh');
  const wall = linear(s, [[0, '#2a160c'], [0.7, '#4a2a17'], [1, '#5a3520']]);
  const bokeh = Array.from({ length: 16 }, () => {
    const r = rng.range(20, 70);
    const fill = radial(s, [[0, rng.pick(['#ffd591', '#ffbf69', '#fff0c9']), rng.range(0.35, 0.6)], [0.7, '#ffb35c', 0.15], [1, '#ffb35c', 0]], { fx: 0.5, fy: 0.5 });
    return el('circle', { cx: rng.range(0, s.width), cy: rng.range(20, horizon - 20), r, fill });
  });
  const top = group(
    { transform: `translate(0 ${horizon}) scale(1 0.55)` },
    woodTable(s, { tone, planks: 6 }),
  );
  const edgeShade = linear(s, [[0, '#000000', 0.55], [0.12, '#000000', 0.1], [1, '#000000', 0]]);
  return s.render(
    el('rect', { width: s.width, height: horizon + 2, fill: wall }),
    group({}, ...bokeh),
    top,
    el('rect', { y: horizon, width: s.width, height: s.height - horizon, fill: edgeShade }),
    el('rect', { y: horizon - 1, width: s.width, height: 3, fill: lighten(tone, 0.25), opacity: 0.5 }),
    ...draw(s),
    finish(s, 0.12),
  );
}
