/** Being built. */
export function GroupActivityPage() {
  return null;
}
