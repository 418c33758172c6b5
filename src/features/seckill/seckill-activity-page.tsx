/** Being built. */
export function SeckillActivityPage() {
  return null;
}
