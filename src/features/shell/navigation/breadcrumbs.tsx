import { Link, useMatches } from '@tanstack/react-router';
import { useShownLocation } from '@/features/shell/shown-page';
import type { MenuItem } from '@/api/generated/model';
import { menuTrail } from '@/lib/menu-tree';

/** 主页 / section / page, from the menu tree; a page outside the tree shows its route title. */
export function Breadcrumbs({ menus }: { menus: MenuItem[] }) {
  const { pathname } = useShownLocation();
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.title });
  const trail = menuTrail(menus, pathname).filter((m) => m.url !== '/dashboard');
  const names = trail.length > 0 ? trail.map((m) => m.name) : title && pathname !== '/dashboard' ? [title] : [];
  return (
    <nav aria-label="面包屑" className="min-w-0 text-sm">
      <ol className="flex items-center gap-2 truncate text-slate-500">
        <li>
          {names.length === 0 ? (
            <span aria-current="page" className="text-slate-800">主页</span>
          ) : (
            <Link to="/dashboard" className="hover:text-primary">主页</Link>
          )}
        </li>
        {names.map((name, i) => (
          <li key={`${name}-${i}`} className="flex items-center gap-2">
            <span aria-hidden className="text-slate-300">/</span>
            <span aria-current={i === names.length - 1 ? 'page' : undefined} className={i === names.length - 1 ? 'text-slate-800' : undefined}>
              {name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
