/** Minimal SVG markup building: attributes with rounded numbers keep documents small and stable. */
export type Attrs = Record<string, string | number | undefined | null | false>;

/** One decimal is plenty at 1200 px and keeps the output compact. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

/** Coordinates need one decimal; opacities, offsets and noise frequencies below 1 need three. */
const number = (n: number): string => (Math.abs(n) < 1 ? String(Math.round(n * 1000) / 1000) : f(n));

export function attrs(values: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? number(value) : value}"`;
  }
  return out;
}

export function el(tag: string, values: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${tag}${attrs(values)}>${inner}</${tag}>` : `<${tag}${attrs(values)}/>`;
}

export const group = (values: Attrs, ...children: string[]): string => el('g', values, ...children);

/** Transform that puts a component drawn around the origin at (x, y). */
export function at(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rotate) t += ` rotate(${f(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

export const place = (x: number, y: number, scale: number, rotate: number, ...children: string[]): string =>
  group({ transform: at(x, y, scale, rotate) }, ...children);
