/**
 * A decimal amount as the console keeps it: its text with two decimals ("99.00"). The reference backend
 * writes BigDecimal as a JSON string already; a number another backend sends (59.9) becomes "59.90", so no
 * amount is ever a float here. A number with more decimals keeps them all ("0.125").
 */
export function decimal(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const text = String(value);
  return /^-?\d+(\.\d{1,2})?$/.test(text) ? value.toFixed(2) : text;
}
