import { sanitizeHtml } from '@/lib/sanitize';

/** Shows rich text (product details, notices) after sanitising it; never raw server HTML. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
