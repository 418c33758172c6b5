import { useRouter } from '@tanstack/react-router';
import { getLoginTicket, useGetSystemLinkList } from '@/api/generated/endpoints/auth/auth';
import type { SystemLink } from '@/api/generated/model';
import { Menu, MenuItem } from '@/components/ui/menu';

/**
 * Opens another system of the platform already signed in: the tab opens at once (so the browser
 * does not block it), then goes to the system's address with a fresh one-time ticket.
 */
async function openSystem(link: SystemLink) {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const { ticket } = await getLoginTicket();
    const url = new URL(link.url, window.location.origin);
    url.searchParams.set('ticket', ticket);
    if (tab) tab.location.href = url.toString();
  } catch {
    tab?.close();
  }
}

/** A line between the menu's groups (the kit's menu has items only). */
const separator = <div role="separator" aria-orientation="horizontal" className="my-1 h-px bg-slate-100" />;

/** The signed-in name in the header, opening the other systems, the console's own pages and panels, and sign-out. */
export function UserMenu({ name, onSettings, onErrorLog, onLogout }: { name: string; onSettings: () => void; onErrorLog: () => void; onLogout: () => void }) {
  const router = useRouter();
  const links = useGetSystemLinkList(undefined, { query: { staleTime: Infinity } });
  return (
    <Menu
      label="用户菜单"
      trigger={
        <button type="button" className="flex h-9 items-center gap-1 rounded px-2 text-sm text-slate-700 hover:bg-slate-100">
          <span className="sr-only">用户菜单</span>
          <span data-testid="real-name">{name}</span>
          <span aria-hidden className="text-xs text-slate-500">▾</span>
        </button>
      }
    >
      {(links.data ?? []).length > 0 && (
        <>
          <div className="px-3 pt-1 pb-1 text-xs text-slate-500">其他系统</div>
          {links.data?.map((link) => (
            <MenuItem key={link.id} onSelect={() => void openSystem(link)}>
              {link.name}
            </MenuItem>
          ))}
          {separator}
        </>
      )}
      <MenuItem onSelect={() => void router.navigate({ to: '/dashboard' })}>首页</MenuItem>
      <MenuItem onSelect={() => void router.navigate({ href: '/maintain/user' })}>个人中心</MenuItem>
      <MenuItem onSelect={onSettings}>布局设置</MenuItem>
      <MenuItem onSelect={onErrorLog}>错误日志</MenuItem>
      {separator}
      <MenuItem onSelect={onLogout}>退出登录</MenuItem>
    </Menu>
  );
}
