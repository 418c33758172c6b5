import type { ReactNode } from 'react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { Icon } from '@/components/icons';

export interface PageHeaderProps {
  title: ReactNode;
  /**
   * Where 返回 leads, as a path with its parameters already filled in (e.g. '/product/list').
   * Without it the button steps back in history.
   */
  backTo?: string;
  backText?: string;
  /** Content on the right, such as the page's main actions. */
  extra?: ReactNode;
  className?: string;
}

/** A page's title bar with a back button (SPEC.md §2 shared dialogs). */
export function PageHeader({ title, backTo, backText = '返回', extra, className = '' }: PageHeaderProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();

  const onBack = () => {
    // href takes any built path; `to` is typed to the route tree and would reject filled-in params.
    if (backTo) void navigate({ href: backTo });
    else if (canGoBack) router.history.back();
    // Opened directly (new tab, bookmark): there is no console page behind it, so go home.
    else void navigate({ href: '/' });
  };

  return (
    <div className={`flex items-center justify-between gap-4 rounded bg-white px-5 py-3 ${className}`}>
      <div className="flex min-w-0 items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm text-slate-600 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <Icon name="chevron-left" size={16} />
          {backText}
        </button>
        <span aria-hidden className="h-4 w-px shrink-0 bg-slate-300" />
        <h1 className="truncate text-base font-medium text-slate-800">{title}</h1>
      </div>
      {extra !== undefined && <div className="flex shrink-0 items-center gap-2">{extra}</div>}
    </div>
  );
}
