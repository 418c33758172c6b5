import { useEffect } from 'react';
import * as ContextMenu from '@radix-ui/react-context-menu';
import { Link, useRouter } from '@tanstack/react-router';
import { useShownLocation } from '@/features/shell/shown-page';
import { closeAllTabs, closeOtherTabs, closeTab, useTabs, visitTab, type Tab } from '@/lib/tabs';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const itemClass = 'cursor-pointer px-4 py-1.5 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-300 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

/**
 * The bar of visited pages. Each tab remembers its page's address (filters live in the query), so
 * going back to a tab shows the page as it was left. Right-click: refresh, close, close others, close all.
 */
export function TabsBar({ onRefresh }: { onRefresh: () => void }) {
  const tabs = useTabs();
  const router = useRouter();
  const location = useShownLocation();
  // The page on screen gets its tab once it is drawn (the shown location moves with the page, not at the
  // click). An index route's match ends in a slash (/product/list/ for /product/list), which the address does not.
  useEffect(() => {
    const leaf = router.state.matches.at(-1);
    const path = withoutTrailingSlash(location.pathname);
    if (leaf?.staticData.title && withoutTrailingSlash(leaf.pathname) === path) visitTab(path, location.href, leaf.staticData.title);
  }, [router, location.pathname, location.href]);

  const go = (href: string | undefined) => {
    if (href) void router.navigate({ href });
  };

  const close = (tab: Tab) => go(closeTab(tab.path, location.pathname));

  return (
    <nav aria-label="已打开的页面" className="flex h-9 shrink-0 items-center gap-1 overflow-x-auto border-b border-slate-200 bg-white px-3">
      {tabs.map((tab) => {
        const active = tab.path === location.pathname;
        return (
          <ContextMenu.Root key={tab.path}>
            <ContextMenu.Trigger asChild>
              <div
                className={`group flex h-6 shrink-0 items-center gap-1 rounded-sm border px-2 text-xs ${active ? 'border-primary bg-primary text-white' : 'border-slate-200 text-slate-600 hover:text-primary'}`}
              >
                <Link to={tab.href} aria-current={active ? 'page' : undefined} className="outline-offset-2">
                  {tab.title}
                </Link>
                {!tab.pinned && (
                  <button type="button" aria-label={`关闭 ${tab.title}`} onClick={() => close(tab)} className="rounded-full px-0.5 leading-none opacity-70 hover:opacity-100">
                    ×
                  </button>
                )}
              </div>
            </ContextMenu.Trigger>
            <ContextMenu.Portal>
              <ContextMenu.Content className="z-50 min-w-28 rounded border border-slate-200 bg-white py-1 shadow-lg">
                <ContextMenu.Item className={itemClass} onSelect={() => (active ? onRefresh() : go(tab.href))}>
                  刷新页面
                </ContextMenu.Item>
                <ContextMenu.Item className={itemClass} disabled={tab.pinned} onSelect={() => close(tab)}>
                  关闭当前
                </ContextMenu.Item>
                <ContextMenu.Item
                  className={itemClass}
                  onSelect={() => {
                    closeOtherTabs(tab.path);
                    if (!active) go(tab.href);
                  }}
                >
                  关闭其他
                </ContextMenu.Item>
                <ContextMenu.Item className={itemClass} onSelect={() => go(closeAllTabs())}>
                  关闭全部
                </ContextMenu.Item>
              </ContextMenu.Content>
            </ContextMenu.Portal>
          </ContextMenu.Root>
        );
      })}
    </nav>
  );
}
