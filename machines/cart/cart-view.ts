import { orderTotals, toPaisa, toRupees } from '../../contract/money';
import { lineKey, MAX_QUANTITY } from '../../contract/order';
import type { OrderItem } from './cart-api';
import type { CartContext, CartLine } from './cart-lines';
import type { Choices } from '../menu/line-choices';

/**
 * A line as the order takes it: the spec's meal and quantity, and (docs/rules/orders.md#cart-lines) what was chosen,
 * when anything was.
 */
function orderItemOf(line: CartLine): OrderItem {
  const item: OrderItem = { meal: line.meal.id, quantity: line.quantity };
  if (line.portion === 'half') item.portion = 'half';
  if (line.options && line.options.length > 0) item.options = [...line.options];
  if (line.note) item.note = line.note;
  return item;
}

/**
 * Lines that would reach the kitchen alike (two adds that crossed, or a line changed to match another) go as one line
 * of their summed quantity: the server takes the same choices once per order.
 */
function foldAlike(items: OrderItem[]): OrderItem[] {
  const byKey = new Map<string, OrderItem>();
  for (const item of items) {
    const key = lineKey(item);
    const same = byKey.get(key);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + item.quantity);
    else byKey.set(key, { ...item });
  }
  return [...byKey.values()];
}

export interface CartLineView extends CartLine {
  lineTotal: number;
  /** The server's price of one as chosen. */
  unitPrice: number;
  /** What was chosen for the line, for its picker (docs/rules/orders.md#options). */
  chosen: Choices;
}

export interface CartView {
  status: 'closed' | 'loading' | 'failed' | 'ready';
  lines: CartLineView[];
  /** How many meals are being bought: the quantities added up. */
  totalItems: number;
  /** In rupees, to the paisa. */
  total: number;
  /** A removal (and the read after it) is on its way: the lines' buttons wait. */
  busy: boolean;
  removing: number | null;
  /** What paying sends (docs/rules/payments.md#esewa). */
  items: OrderItem[];
}

type CartState = 'loading' | 'failed' | 'ready' | { ready: 'idle' };

export function selectCart(snapshot: { context: CartContext; matches: (state: CartState) => boolean }): CartView {
  const { lines, removing } = snapshot.context;
  const status = (['loading', 'failed', 'ready'] as const).find((state) => snapshot.matches(state)) ?? 'closed';
  // Whole paisa (contract/money.ts), so sums of rupee amounts with paisa do not drift.
  const totals = orderTotals(
    lines.map((line) => ({ unitPaisa: toPaisa(line.unit_price ?? line.meal.price), quantity: line.quantity })),
    null,
  );
  const views = lines.map((line, index) => {
    const unitPrice = line.unit_price ?? line.meal.price;
    const chosen: Choices = {
      portion: line.portion ?? 'full',
      options: line.options ?? [],
      note: line.note ?? '',
    };
    return {
      ...line,
      unitPrice,
      chosen,
      lineTotal: toRupees(totals.linesPaisa[index] as number),
    };
  });
  return {
    status,
    lines: views,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: toRupees(totals.totalPaisa),
    busy: status === 'ready' && !snapshot.matches({ ready: 'idle' }),
    removing,
    items: foldAlike(lines.map(orderItemOf)),
  };
}
