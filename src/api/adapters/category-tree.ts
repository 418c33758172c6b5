/**
 * A category tree node into the console's model: the reference backend (CategoryTreeVo) puts children in
 * child, left out on leaves, and may send null for url and extra; the console reads childList, always a list.
 */
export function categoryTree(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const { child, childList, url, extra, path: _path, ...rest } = node as Record<string, unknown>;
  const children = (Array.isArray(childList) ? childList : Array.isArray(child) ? child : []).map(categoryTree);
  return {
    ...rest,
    ...(typeof url === 'string' ? { url } : {}),
    ...(typeof extra === 'string' ? { extra } : {}),
    childList: children,
  };
}
