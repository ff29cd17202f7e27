/**
 * Formatting of money and prices in CAD, so every page writes the same figure the same way.
 * Deterministic (no locale data): '$1,200', never '1 200 $'.
 */

/**
 * Writes an amount in whole Canadian dollars with thousands separators: `formatCad(4356)` is '$4,356'.
 * Cents are shown only when the amount has them: `formatCad(1.5)` is '$1.50'.
 */
export function formatCad(amount: number): string {
  const [whole = '0', cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return cents === '00' ? `${sign}$${grouped}` : `${sign}$${grouped}.${cents}`;
}
