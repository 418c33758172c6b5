import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useShownLocation } from '@/features/shell/shown-page';
import type { MenuItem } from '@/api/generated/model';
import { Menu, MenuItem as MenuEntry } from '@/components/ui/menu';
import { isExternalUrl } from '@/lib/menu-access';
import { menuPages } from '@/lib/menu-tree';
import { MenuIcon } from './menu-icon';

/** How many top menus fit: width / 1.8 / 85, at most 9 (SPEC.md §2). */
export function visibleTopMenuCount(width: number) {
  return Math.max(1, Math.min(9, Math.floor(width / 1.8 / 85)));
}

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function openUrl(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Top navigation: the first top-level menus in the header, the rest under 更多菜单. Choosing one
 * shows its children in the sidebar (and opens its first page); http(s) menus open a new tab.
 */
export function TopNav({ menus, activeId, onChoose }: { menus: MenuItem[]; activeId: number | undefined; onChoose: (id: number) => void }) {
  const width = useWindowWidth();
  const navigate = useNavigate();
  const { pathname } = useShownLocation();
  const items = menus.filter((m) => !m.hidden);
  const count = visibleTopMenuCount(width);
  const shown = items.slice(0, count);
  const more = items.slice(count);

  const choose = (item: MenuItem) => {
    if (isExternalUrl(item.url)) return openUrl(item.url);
    onChoose(item.id);
    const first = item.menuType === 'M' ? menuPages(item.childList).find((p) => !p.external)?.url : item.url;
    if (first && first !== pathname) void navigate({ to: first });
  };

  const itemClass = (item: MenuItem) =>
    `flex h-14 items-center gap-1.5 border-b-2 px-3 text-sm whitespace-nowrap ${item.id === activeId ? 'border-primary text-primary' : 'border-transparent text-slate-600 hover:text-primary'}`;

  return (
    <nav aria-label="顶部菜单" className="flex min-w-0 items-center">
      {shown.map((item) => (
        <button key={item.id} type="button" className={itemClass(item)} aria-current={item.id === activeId ? 'true' : undefined} onClick={() => choose(item)}>
          <MenuIcon name={item.icon} />
          {item.name}
        </button>
      ))}
      {more.length > 0 && (
        <Menu
          label="更多菜单"
          trigger={
            <button type="button" className="flex h-14 items-center px-3 text-sm text-slate-600 hover:text-primary">
              更多菜单 ▾
            </button>
          }
        >
          {more.map((item) => (
            <MenuEntry key={item.id} onSelect={() => choose(item)}>
              <span className="flex items-center gap-2">
                <MenuIcon name={item.icon} />
                {item.name}
              </span>
            </MenuEntry>
          ))}
        </Menu>
      )}
    </nav>
  );
}
