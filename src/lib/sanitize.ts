import DOMPurify from 'dompurify';

/**
 * HTML from the server or a rich-text editor, cleaned by DOMPurify before it is shown or saved:
 * no scripts, no event handlers, no javascript: or data: links, only text styles; links open safely.
 */
const purifier = DOMPurify(window);

/**
 * The styles rich text may keep: how text looks (colour, size, weight, alignment…) and how wide a
 * picture is. Anything that places or layers a block (position, z-index, inset, display…) is dropped,
 * so no description can cover the console.
 */
const TEXT_STYLES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-align',
  'text-indent',
  'line-height',
  'letter-spacing',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'vertical-align',
]);
const PICTURE_STYLES = new Set(['width', 'height', 'max-width']);
/** Values that fetch, compute or escape (a backslash can spell `url(` otherwise): never kept. */
const ACTIVE_VALUE = /url\(|expression|var\(|image-set|attr\(|[\\{}<>@]|\/\*/i;

/** The declarations of a style attribute, read as text (the same in every browser and in tests). */
function keepTextStyles(node: Element) {
  const text = node.getAttribute('style');
  if (text === null) return;
  const kept = text.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const allowed = TEXT_STYLES.has(name) || (node.tagName === 'IMG' && PICTURE_STYLES.has(name));
    return colon > 0 && allowed && value !== '' && !ACTIVE_VALUE.test(value) ? [`${name}: ${value}`] : [];
  });
  if (kept.length > 0) node.setAttribute('style', kept.join('; '));
  else node.removeAttribute('style');
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  keepTextStyles(node);
  // Any target but the same tab opens a window that could reach back to the console.
  const target = node.getAttribute('target');
  if (node.tagName === 'A' && target && target !== '_self') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    // target holds a window name, not an address: it is not checked against the address rule.
    ADD_URI_SAFE_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}
