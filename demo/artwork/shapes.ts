import type { Rng } from './prng';
import { f } from './svg';

export type Point = readonly [number, number];

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const n = points.length;
  const p = (i: number): Point => points[((i % n) + n) % n] as Point;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const k = tension / 6;
    d += `C${f(x1 + (x2 - x0) * k)} ${f(y1 + (y2 - y0) * k)} ${f(x2 - (x3 - x1) * k)} ${f(y2 - (y3 - y1) * k)} ${f(x2)} ${f(y2)}`;
  }
  return `${d}Z`;
}

/** A smooth open curve through the points. */
export function smoothOpen(points: readonly Point[]): string {
  const n = points.length;
  const p = (i: number): Point => points[Math.min(n - 1, Math.max(0, i))] as Point;
  let d = `M${f(p(0)[0])} ${f(p(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return d;
}

/** An irregular rounded lump: meat, potato, a dollop. */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.15, count = 8, rotate = 0): string {
  const points: Point[] = [];
  const turn = (rotate * Math.PI) / 180;
  for (let i = 0; i < count; i++) {
    // Angular jitter stays under half the spacing so neighbouring points never swap and the outline never loops.
    const a = (i / count) * Math.PI * 2 + rng.jitter(0, Math.min(0.2, Math.PI / count));
    const k = 1 + rng.jitter(0, wobble);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    points.push([cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn)]);
  }
  return smoothClosed(points);
}

/** Points on an ellipse, for arranging things in a ring. */
export function ring(count: number, rx: number, ry = rx, start = -Math.PI / 2): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * Math.PI * 2;
    return [Math.cos(a) * rx, Math.sin(a) * ry] as Point;
  });
}

/** Scatters points in a disc without clumping too much (rejection against a minimum distance). */
export function scatter(rng: Rng, count: number, radius: number, minGap: number, ry = radius): Point[] {
  const points: Point[] = [];
  for (let tries = 0; points.length < count && tries < count * 40; tries++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const p: Point = [Math.cos(a) * r * radius, Math.sin(a) * r * ry];
    if (points.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= minGap)) points.push(p);
  }
  return points;
}
