import { css, cx } from 'styled-system/css';
import type { OrderLine } from '../../../contract/order';

const extras = css({ display: 'block', fontSize: '[0.9em]', color: 'fg.muted', lineHeight: 'snug' });
const note = css({ fontStyle: 'italic', color: 'fg.default' });

/**
 * What was chosen for an order line (issue 13): 'Half plate · Spice level: Hot' and the customer's note, under the
 * meal's name wherever the order is read, so the kitchen makes what was paid for.
 */
export function LineExtras({ line, className }: { line: Pick<OrderLine, 'choices' | 'note'>; className?: string }) {
  const chosen = line.choices ?? [];
  if (chosen.length === 0 && !line.note) return null;
  return (
    <span className={cx(extras, className)}>
      {chosen.join(' · ')}
      {chosen.length > 0 && line.note ? ' · ' : ''}
      {line.note && <span className={note}>{`“${line.note}”`}</span>}
    </span>
  );
}
