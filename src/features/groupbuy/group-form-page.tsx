/** Being built. */
export function GroupFormPage() {
  return null;
}
