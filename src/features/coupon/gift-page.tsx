/** Being built. */
export function GiftPage() {
  return null;
}
