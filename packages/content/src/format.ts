/**
 * Formatting of money and prices in CAD, and of lists and sentence starts in prose, so every page and the
 * chat assistant write the same figure the same way. Deterministic (no locale data): '$1,200', never '1 200 $'.
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

/**
 * Joins items as Canadian English prose: `['a']` → 'a', `['a', 'b']` → 'a and b', `['a', 'b', 'c']` →
 * 'a, b and c' (no serial comma, as the site's copy writes it).
 */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Lower-cases the first letter unless the first word is an acronym or a name written in capitals
 * ('EMR support' stays, 'Secure backups' becomes 'secure backups').
 */
export function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
