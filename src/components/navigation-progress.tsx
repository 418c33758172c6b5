import type { ReactNode } from 'react';
import { useRouterState, type ParsedLocation } from '@tanstack/react-router';

/** The thin bar at the top while a navigation loads (SPEC.md §2 route guard). */
export function NavigationProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label="页面加载中" className="fixed inset-x-0 top-0 z-[1100] h-0.5">
      <div className="h-full origin-left bg-primary" style={{ animation: 'progress-grow 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards' }} />
    </div>
  );
}

/**
 * True from the moment the address moves to another page until that page is drawn. The page being
 * left stays on screen meanwhile (its successor's code and data may take a while), so it must take no
 * more input: typed into it, text is lost with it, and its own navigations (a filter's debounced search)
 * would take the user back. A change of the same page's search (a filter) is not leaving.
 */
export function useLeavingPage() {
  return useRouterState({
    select: (s) => s.status === 'pending' && s.resolvedLocation !== undefined && s.location.pathname !== s.resolvedLocation.pathname,
  });
}

/**
 * The address of the page on screen. During a navigation the router's location runs ahead of the page
 * (it moves at the click, the page when its code and data are in): the frame (sidebar, breadcrumbs, tabs,
 * scroll) follows the page, so it is drawn once, with the page, not also at the click for a page still
 * on its way (a sidebar click with cached data took twice as long as before the route loaders for it).
 */
export function useShownLocation(): ParsedLocation {
  return useRouterState({ select: (s) => s.resolvedLocation ?? s.location });
}

/** The main area: the page being left takes no input (dimmed when that takes a while) until the next one is drawn. */
export function PageArea({ children }: { children: ReactNode }) {
  const leaving = useLeavingPage();
  return (
    <main className={`p-4 transition-opacity ${leaving ? 'opacity-60 delay-300' : ''}`} inert={leaving} aria-busy={leaving || undefined}>
      {children}
    </main>
  );
}
