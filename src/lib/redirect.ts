/**
 * The path to go to after sign-in. Only same-origin paths are followed: an absolute URL to another
 * origin, a protocol-relative URL or anything unparsable goes to '/'.
 */
export function safeRedirect(target: unknown, origin: string = window.location.origin): string {
  if (typeof target !== 'string' || target === '') return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
