import type { ReactNode } from 'react';
import { useRouterState, type ParsedLocation } from '@tanstack/react-router';

// The signed-in frame's view of a navigation: what is on screen while the next page is on its way. Kept
// off the sign-in page's bundle (navigation-progress.tsx, which the root route draws, is in it).

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
