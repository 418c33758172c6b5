/**
 * A row of a saved shipping template into the console's model. The reference backend's detail leaves
 * cityId out and keeps the regions inside title (the picker's paths as JSON); the row then gets an empty
 * cityId, which the template form fills from title and the region tree (a path that stops at a province
 * stands for all of its districts, which only the tree knows).
 */
export function shippingRow(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || 'cityId' in node) return node;
  return { ...node, cityId: '' };
}
