import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Outlet, useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useGetConfigUniq } from '@/api/generated/endpoints/auth/auth';
import { confirm, ConfirmHost, dismissAllConfirms } from '@/components/confirm-dialog';
import { Icon } from '@/components/icons';
import { PageArea, useShownLocation } from '@/features/shell/shown-page';
import { dismissAllPrompts, PromptHost } from '@/components/prompt-dialog';
import { isSidebarOpen, setSidebarOpen, useLayoutSettings } from '@/lib/layout-settings';
import { menuTrail } from '@/lib/menu-tree';
import { queryClient } from '@/lib/query-client';
import { onSessionCleared, useSession, type Session } from '@/lib/session';
import { logout } from '@/lib/sign-out';
import { getLoginInfo } from '@/lib/session-cookies';
import { getTabs } from '@/lib/tabs';
import { useDialogs } from '@/components/use-dialogs';
import { ErrorLogDialog } from '@/features/shell/dialogs/error-log-dialog';
import { SettingsPanel } from '@/features/shell/dialogs/settings-panel';
import { FullscreenButton } from '@/features/shell/header/fullscreen-button';
import { UserMenu } from '@/features/shell/header/user-menu';
import { Breadcrumbs } from '@/features/shell/navigation/breadcrumbs';
import { lazyDialog, whenIdle } from '@/components/lazy-dialog';
import { usePaletteShortcut } from '@/features/shell/navigation/palette-shortcut';
import { Sidebar } from '@/features/shell/navigation/sidebar';
import { TabsBar } from '@/features/shell/navigation/tabs-bar';
import { TopNav } from '@/features/shell/navigation/top-nav';
import { Footer } from './footer';
import { useIsMobile } from './use-media';

/** What 退出登录 in the user menu asks first. */
const LOGOUT_QUESTION = '此操作将退出登录, 是否继续?';

/** The header search (cmdk and fuse.js) stays off the first visit; it loads once the page is idle, so Ctrl+K answers at once. */
const MenuPalette = lazyDialog(() => import('@/features/shell/navigation/menu-palette').then((m) => m.MenuPalette), (p) => p.open);

// A session that ends leaves no question from it on screen.
onSessionCleared(() => {
  dismissAllConfirms();
  dismissAllPrompts();
});

function useLogos() {
  const info = getLoginInfo();
  const options = { query: { staleTime: Infinity } };
  const large = useGetConfigUniq({ key: 'mer_site_logo_lefttop' }, options);
  const small = useGetConfigUniq({ key: 'mer_site_logo_square' }, options);
  return { logo: large.data || info?.leftTopLogo, smallLogo: small.data || info?.leftSquareLogo };
}

/** Keeps each open tab's scroll position, so switching tabs returns to where the page was left. */
function useTabScroll(pathname: string) {
  const ref = useRef<HTMLDivElement>(null);
  const positions = useRef(new Map<string, number>());
  /** Where the box is scrolled, as its last scroll event said. */
  const top = useRef(0);
  useLayoutEffect(() => {
    const open = new Set(getTabs().map((t) => t.path));
    for (const path of positions.current.keys()) if (!open.has(path)) positions.current.delete(path);
    const wanted = positions.current.get(pathname) ?? 0;
    // Writing scrollTop lays the page out there and then, before its effects have run: only when it moves.
    if (ref.current && wanted !== top.current) ref.current.scrollTop = wanted;
  }, [pathname]);
  const onScroll = useCallback(() => {
    if (!ref.current) return;
    top.current = ref.current.scrollTop;
    positions.current.set(pathname, top.current);
  }, [pathname]);
  return { ref, onScroll };
}

/**
 * Below the sidebar's width (it is a drawer there) the demo panel's button would lie over the page:
 * demo builds keep a strip at the bottom for it.
 */
const DEMO_STRIP = import.meta.env.VITE_DEMO_BACKEND === 'true' ? 'pb-12' : '';

/**
 * A session the guard drew the console from (kept from the last visit) is loaded again behind it; when
 * that brings other menus or roles, the guards run again, so a page no longer open to the member closes.
 */
function useGuardsFollowSession(session: Session | null) {
  const router = useRouter();
  const guarded = useRouteContext({ from: '/_authed' }).session;
  useEffect(() => {
    if (session && session.access !== guarded.access) void router.invalidate();
  }, [router, session, guarded]);
}

/** The signed-in frame (SPEC.md §2 Main layout), with the query cache its pages share. */
export function ConsoleLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleFrame />
    </QueryClientProvider>
  );
}

function ConsoleFrame() {
  const session = useSession();
  // The account the pages on screen were guarded for. Another account signed in in another tab: until the
  // router has moved on, those pages are not drawn (nor ask for their data) under the new account's token.
  const guardedFor = useRouteContext({ from: '/_authed', select: (context) => context.session.id });
  useGuardsFollowSession(session);
  const settings = useLayoutSettings();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const location = useShownLocation();
  const { logo, smallLogo } = useLogos();
  const [expanded, setExpanded] = useState(isSidebarOpen);
  // The mobile drawer is open at the address it was opened on; navigating closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? location.pathname : null);
  // The palette (Ctrl+K) opens over anything, so it keeps its own state; the user menu's panels take turns.
  const [paletteOpen, setPaletteOpen] = useState(false);
  const panels = useDialogs<{ settings: true; errorLog: true }>();
  const panelProps = (kind: 'settings' | 'errorLog') => ({ open: panels.target(kind) !== null, onOpenChange: (open: boolean) => (open ? panels.open(kind, true) : panels.close()) });
  const [refreshKey, setRefreshKey] = useState(0);
  const [chosenTop, setChosenTop] = useState<number>();
  const { ref: scrollRef, onScroll } = useTabScroll(location.pathname);
  usePaletteShortcut(useCallback(() => setPaletteOpen(true), []));
  useEffect(() => whenIdle(MenuPalette.preload), []);

  if (!session) return null;

  const toggleSidebar = () => {
    if (mobile) return setDrawerOpen(!drawerOpen);
    setSidebarOpen(!expanded);
    setExpanded(!expanded);
  };

  // Asked first, as the reference console does; 取消 keeps the session and says nothing.
  const onLogout = async () => {
    if (!(await confirm({ message: LOGOUT_QUESTION, confirmText: '确认', cancelMessage: false }))) return;
    const redirect = location.href;
    await logout();
    // A form's draft is written as the session ends (lib/session): its unsaved-changes question is not asked.
    await navigate({ to: '/login', search: { redirect }, replace: true, ignoreBlocker: true });
  };

  const refresh = () => {
    void queryClient.invalidateQueries({ type: 'active' });
    setRefreshKey((k) => k + 1);
  };

  const topNav = settings.topNav && !mobile;
  const activeTop = chosenTop ?? menuTrail(session.menus, location.pathname)[0]?.id;
  const sideMenus = topNav ? (session.menus.find((m) => m.id === activeTop)?.childList ?? []) : session.menus;
  const sidebar = <Sidebar menus={sideMenus} collapsed={!mobile && !expanded} logo={logo} smallLogo={smallLogo} />;

  const header = (
    <div className="shrink-0">
      <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3">
        <button type="button" onClick={toggleSidebar} aria-label={mobile || !expanded ? '展开菜单' : '收起菜单'} className="flex size-9 items-center justify-center rounded text-slate-600 hover:bg-slate-100">
          <Icon name={mobile || !expanded ? 'menu-unfold' : 'menu-fold'} size={18} />
        </button>
        <div className="min-w-0 flex-1">{topNav ? <TopNav menus={session.menus} activeId={activeTop} onChoose={setChosenTop} /> : <Breadcrumbs menus={session.menus} />}</div>
        <button type="button" onClick={() => setPaletteOpen(true)} aria-keyshortcuts="Control+K Meta+K" className="flex h-8 items-center gap-2 rounded border border-slate-200 px-2 text-xs text-slate-600 hover:border-primary hover:text-primary">
          <Icon name="search" size={14} />
          <span className="sr-only sm:not-sr-only">搜索菜单</span>
          <kbd className="hidden rounded bg-slate-100 px-1 font-sans text-[10px] text-slate-700 sm:inline">Ctrl K</kbd>
        </button>
        <FullscreenButton />
        <span className="rounded bg-primary-soft px-2 py-0.5 text-xs text-primary-active">merchant</span>
        <UserMenu name={session.name} onSettings={() => panels.open('settings', true)} onErrorLog={() => panels.open('errorLog', true)} onLogout={() => void onLogout()} />
      </header>
      {settings.tagsView && <TabsBar onRefresh={refresh} />}
    </div>
  );

  return (
    <div className={`flex h-full ${mobile ? DEMO_STRIP : ''}`}>
      {mobile ? (
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-[800] bg-black/30" />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-[801] shadow-xl">
              <Dialog.Title className="sr-only">菜单</Dialog.Title>
              {sidebar}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        sidebar
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {settings.fixedHeader && header}
        <div ref={scrollRef} onScroll={onScroll} className="flex-1 overflow-y-auto" data-testid="page-scroll">
          {!settings.fixedHeader && header}
          <PageArea key={refreshKey}>{session.id === guardedFor && <Outlet />}</PageArea>
          <Footer />
        </div>
      </div>
      <MenuPalette menus={session.menus} open={paletteOpen} onOpenChange={setPaletteOpen} />
      <SettingsPanel {...panelProps('settings')} />
      <ErrorLogDialog {...panelProps('errorLog')} />
      {/* Confirm and prompt live with the pages that use them, off the sign-in page's bundle. */}
      <ConfirmHost />
      <PromptHost />
    </div>
  );
}
