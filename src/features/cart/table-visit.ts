/**
 * The table a guest scanned (/table/{n}), kept for this tab only: another tab, or tomorrow's visit, is not at that
 * table any more.
 */
const KEY = 'restaurant.table';

export function rememberTable(table: number): void {
  try {
    sessionStorage.setItem(KEY, String(table));
  } catch {
    // Storage refused (private mode, quota): the guest types the table number in the cart instead.
  }
}

export function rememberedTable(): number | null {
  try {
    const table = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(table) && table > 0 ? table : null;
  } catch {
    return null;
  }
}
