/**
 * The product's money rules, once, for the server that charges and the browser that shows (docs/money.md): every
 * amount is whole paisa (Rs 1 = 100 paisa) so sums never drift; rupees exist only at the edges (the wire, the screen).
 */

export const toPaisa = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paisa: number): number => paisa / 100;

/** A meal as pricing needs it: the full plate, the half plate (null: none), its option groups, all in paisa. */
export interface PriceableMeal {
  pricePaisa: number;
  halfPlatePaisa: number | null;
  /** A Piece meal (momo by the piece) never comes as a half plate, whatever price is stored beside it. */
  mealType?: 'Plate' | 'Piece';
  groups: readonly PriceableGroup[];
}

export interface PriceableGroup {
  kind: 'one' | 'any';
  options: readonly PriceableOption[];
}

export interface PriceableOption {
  id: number;
  pricePaisa: number;
}

/** A half plate is served only where the meal offers one: a Plate meal with a half-plate price. */
export const offersHalfPlate = (meal: Pick<PriceableMeal, 'halfPlatePaisa' | 'mealType'>): boolean =>
  meal.mealType !== 'Piece' && meal.halfPlatePaisa !== null;

/**
 * The options a line is served with, group by group: a pick-one group gets the first of its options chosen, else its
 * first option (what the kitchen serves by default); a pick-any group gets every option chosen. Ids the meal does not
 * offer are dropped (refusing them is the caller's rule).
 */
export function servedOptions<G extends PriceableGroup>(
  groups: readonly G[],
  chosen: readonly number[],
): { group: G; option: G['options'][number] }[] {
  const wanted = new Set(chosen);
  return groups.flatMap((group) => {
    let picked = group.options.filter((option) => wanted.has(option.id));
    if (group.kind === 'one') picked = picked.length > 0 ? picked.slice(0, 1) : group.options.slice(0, 1);
    return picked.map((option) => ({ group, option }));
  });
}

/** The portion served: a half plate the meal does not offer is served (and priced) as a full plate. */
export const servedPortion = (meal: PriceableMeal, portion: 'full' | 'half' | undefined): 'full' | 'half' =>
  portion === 'half' && offersHalfPlate(meal) ? 'half' : 'full';

/** The price of one as chosen: the portion's price plus every option served. */
export function unitPaisa(meal: PriceableMeal, choices: { portion?: 'full' | 'half'; options?: readonly number[] }): number {
  const base = servedPortion(meal, choices.portion) === 'half' ? (meal.halfPlatePaisa as number) : meal.pricePaisa;
  return servedOptions(meal.groups, choices.options ?? []).reduce((sum, { option }) => sum + option.pricePaisa, base);
}

export const lineTotalPaisa = (unit: number, quantity: number): number => unit * quantity;

/** The restaurant's terms of delivery, in paisa. */
export interface DeliveryTermsPaisa {
  feePaisa: number;
  minimumPaisa: number;
}

/** The terms as the wire carries them (GET /about/service/: rupees), in paisa. */
export const deliveryTermsOf = (settings: { delivery_fee: number; delivery_minimum: number }): DeliveryTermsPaisa => ({
  feePaisa: toPaisa(settings.delivery_fee),
  minimumPaisa: toPaisa(settings.delivery_minimum),
});

/** What delivery adds to an order of `subtotalPaisa`, and how much it is short of the minimum (0: none). */
export const deliveryTerms = (terms: DeliveryTermsPaisa, subtotalPaisa: number): { feePaisa: number; shortPaisa: number } => ({
  feePaisa: terms.feePaisa,
  shortPaisa: Math.max(0, terms.minimumPaisa - subtotalPaisa),
});

export interface OrderTotals {
  /** Each line's total: unit × quantity. */
  linesPaisa: number[];
  subtotalPaisa: number;
  /** null when the order is not delivered. */
  feePaisa: number | null;
  totalPaisa: number;
  /** How much a delivery is short of the minimum; 0 when it is not (or is not delivered). */
  shortPaisa: number;
}

/** An order's totals: its lines, plus the delivery fee when `delivery` terms are given (not delivered: null). */
export function orderTotals(
  lines: readonly { unitPaisa: number; quantity: number }[],
  delivery: DeliveryTermsPaisa | null,
): OrderTotals {
  const linesPaisa = lines.map((line) => lineTotalPaisa(line.unitPaisa, line.quantity));
  return { linesPaisa, ...withDelivery(linesPaisa.reduce((sum, line) => sum + line, 0), delivery) };
}

/** A subtotal with delivery's fee added when `delivery` terms are given (not delivered: null). */
export function withDelivery(subtotalPaisa: number, delivery: DeliveryTermsPaisa | null): Omit<OrderTotals, 'linesPaisa'> {
  if (!delivery) return { subtotalPaisa, feePaisa: null, totalPaisa: subtotalPaisa, shortPaisa: 0 };
  const { feePaisa, shortPaisa } = deliveryTerms(delivery, subtotalPaisa);
  return { subtotalPaisa, feePaisa, totalPaisa: subtotalPaisa + feePaisa, shortPaisa };
}

/** Nepal's VAT rate, in per cent. */
export const VAT_PERCENT = 13;
export const MAX_SERVICE_PERCENT = 10;

export interface TaxSplit {
  /** What the food costs before service charge and VAT. */
  basePaisa: number;
  servicePaisa: number;
  /** null when the restaurant is not registered for VAT: the bill shows no VAT line. */
  vatPaisa: number | null;
}

/**
 * The tax inside a bill's menu total (menu prices include service charge and VAT; the delivery fee stays outside):
 * worked backwards, so base + service + VAT is the menu total to the paisa. VAT is 13 % of base + service charge; the
 * rounding remainder lands on the VAT line, which keeps it within a paisa of 13 % of what it is charged on.
 * `servicePercent` is a whole number from 0 to 10.
 */
export function taxSplit(menuTotalPaisa: number, servicePercent: number, vatRegistered: boolean): TaxSplit {
  if (!Number.isSafeInteger(menuTotalPaisa) || menuTotalPaisa < 0)
    throw new RangeError(`A menu total is whole paisa, 0 or more: ${menuTotalPaisa}`);
  if (!Number.isInteger(servicePercent) || servicePercent < 0 || servicePercent > MAX_SERVICE_PERCENT)
    throw new RangeError(`A service charge is a whole per cent from 0 to ${MAX_SERVICE_PERCENT}: ${servicePercent}`);
  // Integer division rounded half up, so no float ever decides a paisa.
  const divide = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
  const taxable = vatRegistered ? divide(menuTotalPaisa * 100, 100 + VAT_PERCENT) : menuTotalPaisa;
  const basePaisa = divide(taxable * 100, 100 + servicePercent);
  return {
    basePaisa,
    servicePaisa: taxable - basePaisa,
    vatPaisa: vatRegistered ? menuTotalPaisa - taxable : null,
  };
}
