/**
 * The address of the site the console is served from, which the demo's answers link to (the other systems,
 * the mobile shop, where uploads are served): the page's own in the browser, the server's `--site-origin`.
 */
let origin = typeof window !== 'undefined' && typeof window.location !== 'undefined' ? window.location.origin : 'http://127.0.0.1:8080';

export const siteOrigin = () => origin;

export function setSiteOrigin(value: string) {
  origin = new URL(value).origin;
}
