import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useShownLocation } from '@/features/shell/shown-page';
import type { MenuItem } from '@/api/generated/model';
import { isExternalUrl, menuPathOf } from '@/lib/menu-access';
import { useLayoutSettings } from '@/lib/layout-settings';
import { loadPageCode } from '@/lib/page-code';
import { MenuIcon } from './menu-icon';

const isActive = (pathname: string, url: string) => pathname === url || pathname.startsWith(`${url}/`);
/**
 * The menu page the page on screen belongs to: itself, or for a hidden page out of its menu page's path
 * (参加秒杀活动, 拼团活动管理, 添加直播间…), that page, which the sidebar then marks as the reference's
 * activeMenu does.
 */
const useMenuPath = () => menuPathOf(useShownLocation().pathname);
const containsActive = (item: MenuItem, pathname: string): boolean =>
  isActive(pathname, item.url) || item.childList.some((c) => containsActive(c, pathname));
/** The console's pages a submenu offers, at any depth. */
const pagesIn = (item: MenuItem): string[] =>
  item.childList.filter((c) => !c.hidden).flatMap((c) => (c.menuType === 'M' && c.childList.length > 0 ? pagesIn(c) : isExternalUrl(c.url) ? [] : [c.url]));

interface Tone {
  bg: string;
  sub: string;
  text: string;
  hover: string;
  /** The section holding the current page. */
  active: string;
}

const tones: Record<'theme-dark' | 'theme-light', Tone> = {
  'theme-dark': { bg: 'bg-sidebar', sub: 'bg-sidebar-active', text: 'text-slate-300', hover: 'hover:text-white', active: 'font-medium text-white' },
  'theme-light': { bg: 'bg-white border-r border-slate-200', sub: 'bg-slate-50', text: 'text-slate-600', hover: 'hover:text-primary', active: 'font-medium text-primary' },
};

function MenuEntry({ item, depth, collapsed, tone, showIcon, current }: { item: MenuItem; depth: number; collapsed: boolean; tone: Tone; showIcon: boolean; current: boolean }) {
  const style = { paddingLeft: collapsed ? undefined : `${16 + depth * 14}px` };
  const body = (
    <>
      {showIcon && depth === 0 && <MenuIcon name={item.icon} className="shrink-0" />}
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.name}</span>
    </>
  );
  const base = `flex h-11 items-center gap-2 pr-4 text-sm transition-colors ${collapsed ? 'justify-center px-0' : ''} ${tone.text} ${tone.hover}`;
  if (isExternalUrl(item.url)) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={base} style={style} title={item.name}>
        {body}
        {!collapsed && <span aria-hidden className="text-xs">↗</span>}
      </a>
    );
  }
  return (
    <Link to={item.url} className={current ? `${base} !bg-primary !text-white` : base} aria-current={current ? 'page' : undefined} style={style} title={item.name}>
      {body}
    </Link>
  );
}

function MenuList(props: { items: MenuItem[]; depth: number; openId: number | null; onToggle: (id: number) => void; collapsed: boolean; tone: Tone; showIcon: boolean }) {
  const { items, depth, openId, onToggle, collapsed, tone, showIcon } = props;
  const pathname = useMenuPath();
  return (
    <ul className="list-none">
      {items
        .filter((item) => !item.hidden)
        .map((item) => {
          const children = item.childList.filter((c) => !c.hidden);
          if (item.menuType !== 'M' || children.length === 0) {
            return (
              <li key={item.id}>
                <MenuEntry item={item} depth={depth} collapsed={collapsed} tone={tone} showIcon={showIcon} current={isActive(pathname, item.url)} />
              </li>
            );
          }
          // One top-level submenu open at a time; deeper levels stay open inside it.
          const open = depth > 0 || openId === item.id;
          const active = containsActive(item, pathname);
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => depth === 0 && onToggle(item.id)}
                title={item.name}
                className={`flex h-11 w-full items-center gap-2 pr-4 text-left text-sm ${collapsed ? 'justify-center px-0' : ''} ${tone.hover} ${active ? tone.active : tone.text}`}
                style={{ paddingLeft: collapsed ? undefined : `${16 + depth * 14}px` }}
              >
                {showIcon && depth === 0 && <MenuIcon name={item.icon} className="shrink-0" />}
                <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>{item.name}</span>
                {!collapsed && depth === 0 && (
                  <span aria-hidden className={`text-xs transition-transform ${open ? 'rotate-90' : ''}`}>
                    ›
                  </span>
                )}
              </button>
              {open && !collapsed && (
                <div className={tone.sub}>
                  <MenuList {...props} items={children} depth={depth + 1} />
                </div>
              )}
            </li>
          );
        })}
    </ul>
  );
}

/**
 * With the demo backend, the demo panel's button sits at the sidebar's foot, in a strip of its own
 * below the menu's scrolling part: however the menu is opened or scrolled, the button covers none of it.
 */
const DEMO_FOOT = import.meta.env.VITE_DEMO_BACKEND === 'true';

/**
 * The sidebar: the permitted menu tree (or, with top navigation on, the children of the chosen top
 * menu), one submenu open at a time, 200px wide, icons only when collapsed.
 */
export function Sidebar({ menus, collapsed, logo, smallLogo }: { menus: MenuItem[]; collapsed: boolean; logo?: string; smallLogo?: string }) {
  const settings = useLayoutSettings();
  const pathname = useMenuPath();
  const activeTop = menus.find((m) => containsActive(m, pathname))?.id ?? null;
  const [openId, setOpenId] = useState<number | null>(activeTop);
  // Arriving in another section opens its submenu (and closes the one open before).
  const [seenTop, setSeenTop] = useState(activeTop);
  if (seenTop !== activeTop) {
    setSeenTop(activeTop);
    if (activeTop !== null) setOpenId(activeTop);
  }
  const router = useRouter();
  const toggle = (id: number) => {
    const opening = openId !== id;
    setOpenId(opening ? id : null);
    // Opening a submenu says a page of it comes next: its code starts loading now, its data with the
    // hover or the click (intent preload), so the first visit waits for the data alone.
    const item = opening ? menus.find((m) => m.id === id) : undefined;
    if (item) for (const url of pagesIn(item)) loadPageCode(router, url);
  };
  const tone = tones[settings.sideTheme];
  return (
    <nav aria-label="主菜单" className={`flex h-full shrink-0 flex-col overflow-hidden transition-[width] ${collapsed ? 'w-16' : 'w-[200px]'} ${tone.bg}`}>
      {settings.sidebarLogo && (
        <Link to="/dashboard" className="flex h-14 shrink-0 items-center justify-center px-3" aria-label="回到主页">
          {collapsed ? (
            smallLogo ? <img src={smallLogo} alt="" className="size-8" /> : <span className="font-semibold text-primary">M</span>
          ) : logo ? (
            <img src={logo} alt="" className="h-8 max-w-full" />
          ) : (
            <span className={`text-base font-semibold ${settings.sideTheme === 'theme-dark' ? 'text-white' : 'text-slate-800'}`}>商户管理系统</span>
          )}
        </Link>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden">
        <MenuList items={menus} depth={0} openId={openId} onToggle={toggle} collapsed={collapsed} tone={tone} showIcon={settings.navIcon} />
      </div>
      {DEMO_FOOT && <div aria-hidden className="h-12 shrink-0" />}
    </nav>
  );
}
