import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { PORTION_LABELS } from '../../../contract/meal-options';
import type { OrderLine } from '../../../contract/order';
import '../../i18n/contract-english';
import './english';

const extras = css({ display: 'block', fontSize: '[0.9em]', color: 'fg.muted', lineHeight: 'snug' });
const note = css({ fontStyle: 'italic', color: 'fg.default' });

/**
 * A line's choices as the server wrote them ('Half plate', 'Spice level: Hot'), in the reader's language: the portion
 * is the contract's word; the groups and options are the restaurant's own names, shown as written.
 */
export const choicesText = (i18n: I18n, choices: readonly string[]) =>
  choices.map((choice) => (choice === PORTION_LABELS.half ? i18n._(PORTION_LABELS.half) : choice)).join(' · ');

/**
 * What was chosen for an order line (docs/rules/orders.md#options): 'Half plate · Spice level: Hot' and the customer's
 * note, under the meal's name wherever the order is read, so the kitchen makes what was paid for.
 */
export function LineExtras({ line, className }: { line: Pick<OrderLine, 'choices' | 'note'>; className?: string }) {
  const { i18n } = useLingui();
  const chosen = line.choices ?? [];
  if (chosen.length === 0 && !line.note) return null;
  return (
    <span className={cx(extras, className)}>
      {choicesText(i18n, chosen)}
      {chosen.length > 0 && line.note ? ' · ' : ''}
      {line.note && <span className={note}>{`“${line.note}”`}</span>}
    </span>
  );
}
