/** Being built. */
export function SeckillJoinPage() {
  return null;
}
