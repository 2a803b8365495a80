/**
 * As many decimals as a number has, so a price or a rating reads as it always did ('Rs. 280', 'Rs. 450.75', '4.5'),
 * now in the reader's digits: `formatNumber(i18n, price, decimalsOf(price))`.
 */
export const decimalsOf = (value: number) => String(value).split('.')[1]?.length ?? 0;
