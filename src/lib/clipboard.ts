import { message } from '@/lib/message';

/** SPEC.md §8. */
export const COPY_SUCCESS = '复制成功';
export const COPY_EMPTY = '无复制内容';
export const COPY_FAILED = '复制失败';

/**
 * The pre-Clipboard-API way: select the text in an off-screen textarea and run the copy command.
 * Still needed on plain-http deployments, where browsers withhold navigator.clipboard.
 */
function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '-9999px';
  textarea.style.opacity = '0';
  const previousFocus = document.activeElement;
  document.body.append(textarea);
  // The copy command copies the selection of the focused element.
  textarea.focus({ preventScroll: true });
  textarea.select();
  try {
    // jsdom and very old browsers have no execCommand at all.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
}

/**
 * Copies text and tells the user how it went: 无复制内容 for blank text, 复制成功 on success.
 * Resolves whether the text reached the clipboard.
 */
export async function copyText(text: string | number | null | undefined): Promise<boolean> {
  const value = text === null || text === undefined ? '' : String(text);
  if (!value.trim()) {
    message.warning(COPY_EMPTY);
    return false;
  }
  let copied = false;
  if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(value);
      copied = true;
    } catch {
      // Refused (no permission, document not focused): the older route may still work.
      copied = copyWithTextarea(value);
    }
  } else {
    copied = copyWithTextarea(value);
  }
  if (copied) message.success(COPY_SUCCESS);
  else message.error(COPY_FAILED);
  return copied;
}
