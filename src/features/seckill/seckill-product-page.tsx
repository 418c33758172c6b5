/** Being built. */
export function SeckillProductPage() {
  return null;
}
