import DOMPurify from 'dompurify';

/**
 * HTML from the server or a rich-text editor, cleaned by DOMPurify before it is shown or saved:
 * no scripts, no event handlers, no javascript: or data: links; links open safely.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
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
