import { hashString, createRng, type Rng } from './prng';
import { attrs, el, f, type Attrs } from './svg';

/**
 * One picture being drawn: its size, its random stream and its shared definitions (gradients, patterns,
 * filters). Definitions are named by their content, so asking twice for the same gradient defines it once.
 */
export class Scene {
  readonly rng: Rng;
  private readonly defs = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
  ) {
    this.rng = createRng(seed);
  }

  /** Defines `<tag ...>children</tag>` once and returns its id. */
  define(tag: string, values: Attrs, ...children: string[]): string {
    const body = attrs(values) + children.join('');
    const id = `${tag[0]}${hashString(tag + body).toString(36)}`;
    if (!this.defs.has(id)) this.defs.set(id, el(tag, { id, ...values }, ...children));
    return id;
  }

  /** `url(#id)` of a definition. */
  ref(tag: string, values: Attrs, ...children: string[]): string {
    return `url(#${this.define(tag, values, ...children)})`;
  }

  render(...body: string[]): string {
    const size = `width="${f(this.width)}" height="${f(this.height)}" viewBox="0 0 ${f(this.width)} ${f(this.height)}"`;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>` +
      `<defs>${[...this.defs.values()].join('')}</defs>${body.join('')}</svg>`
    );
  }
}
