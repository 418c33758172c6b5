import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import type { MenuItem } from '@/api/generated/model';
import { isExternalUrl } from '@/lib/menu-access';

const isActive = (pathname: string, url: string) => pathname === url || pathname.startsWith(`${url}/`);

function containsActive(item: MenuItem, pathname: string): boolean {
  return isActive(pathname, item.url) || item.childList.some((c) => containsActive(c, pathname));
}

function MenuLink({ item, depth }: { item: MenuItem; depth: number }) {
  const pad = { paddingLeft: `${16 + depth * 16}px` };
  const base = 'flex h-11 items-center gap-2 pr-4 text-sm transition-colors';
  if (isExternalUrl(item.url)) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={`${base} text-slate-300 hover:text-white`} style={pad}>
        {item.name}
        <span aria-hidden className="text-xs">↗</span>
      </a>
    );
  }
  return (
    <Link
      to={item.url}
      className={`${base} text-slate-300 hover:text-white`}
      activeProps={{ className: 'bg-primary !text-white', 'aria-current': 'page' }}
      style={pad}
    >
      {item.name}
    </Link>
  );
}

function MenuGroup({ items, depth, openId, setOpenId }: { items: MenuItem[]; depth: number; openId: number | null; setOpenId: (id: number | null) => void }) {
  const { pathname } = useLocation();
  return (
    <ul>
      {items
        .filter((item) => !item.hidden)
        .map((item) => {
          const children = item.childList.filter((c) => !c.hidden);
          if (item.menuType !== 'M' || children.length === 0) {
            return (
              <li key={item.id}>
                <MenuLink item={item} depth={depth} />
              </li>
            );
          }
          const open = depth === 0 ? openId === item.id : true;
          const active = containsActive(item, pathname);
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => depth === 0 && setOpenId(open ? null : item.id)}
                className={`flex h-11 w-full items-center justify-between pr-4 text-left text-sm hover:text-white ${active ? 'text-white' : 'text-slate-300'}`}
                style={{ paddingLeft: `${16 + depth * 16}px` }}
              >
                {item.name}
                {depth === 0 && <span aria-hidden className={`text-xs transition-transform ${open ? 'rotate-90' : ''}`}>›</span>}
              </button>
              {open && (
                <div className="bg-sidebar-active">
                  <MenuGroup items={children} depth={depth + 1} openId={openId} setOpenId={setOpenId} />
                </div>
              )}
            </li>
          );
        })}
    </ul>
  );
}

/** The sidebar: the permitted menu tree, one top-level submenu open at a time. */
export function Sidebar({ menus, logo }: { menus: MenuItem[]; logo?: string }) {
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<number | null>(() => menus.find((m) => containsActive(m, pathname))?.id ?? null);
  return (
    <nav aria-label="主菜单" className="flex h-full w-[200px] shrink-0 flex-col overflow-y-auto bg-sidebar">
      <Link to="/dashboard" className="flex h-14 shrink-0 items-center px-4">
        {logo ? <img src={logo} alt="商户管理系统" className="h-8" /> : <span className="text-base font-semibold text-white">商户管理系统</span>}
      </Link>
      <MenuGroup items={menus} depth={0} openId={openId} setOpenId={setOpenId} />
    </nav>
  );
}
