import { REORDERED } from '../../contract/order';
import type { ReorderResult } from '../../contract/order';
import { text, type Text } from '../shared/text';

/**
 * The "Order again" toast from what the server restored, worded where it is shown: the server's own `message` is
 * English only. Reads exactly as that message in English (contract/order.ts `ORDER_MESSAGES.reordered`).
 */
export const reorderedText = (result: Pick<ReorderResult, 'added' | 'missing' | 'not_restored'>): Text => {
  const lost = result.not_restored ?? [];
  return text(REORDERED, {
    count: result.added.length,
    hasMissing: result.missing.length > 0 ? 'yes' : 'no',
    missing: result.missing.join(', '),
    hasLost: lost.length > 0 ? 'yes' : 'no',
    lost: lost.map((line) => `${line.name} (${line.lost.join(', ')})`).join('; '),
  });
};
