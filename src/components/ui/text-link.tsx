import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { createLink } from '@tanstack/react-router';

/** The look of the console's text actions (详情, 编辑, 删除 in a row), links and buttons alike. */
export const textLinkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';
/** Removing actions (删除, 加入回收站) are red. */
const dangerClass = '!text-red-700';

function TextAnchor({ className = '', ref, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <a ref={ref} className={`${textLinkClass} ${className}`} {...rest} />;
}

/** A text action that goes to a console page: a router Link (typed `to`, `params`, `search`). */
export const TextLink = createLink(TextAnchor);

/** A text action that does something on this page (opens a dialog, deletes a row). */
export function LinkButton({ danger = false, className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type={type} className={`${textLinkClass} ${danger ? dangerClass : ''} ${className}`} {...rest} />;
}
