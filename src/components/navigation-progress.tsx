import { useRouterState } from '@tanstack/react-router';

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
