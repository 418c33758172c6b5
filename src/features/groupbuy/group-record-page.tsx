/** Being built. */
export function GroupRecordPage() {
  return null;
}
