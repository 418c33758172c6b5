import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRouter } from '@tanstack/react-router';
import { getLoginTicket, useGetSystemLinkList } from '@/api/generated/endpoints/auth/auth';
import type { SystemLink } from '@/api/generated/model';

const itemClass = 'flex cursor-pointer items-center gap-2 px-4 py-2 text-sm outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

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

export function UserMenu({ name, onSettings, onErrorLog, onLogout }: { name: string; onSettings: () => void; onErrorLog: () => void; onLogout: () => void }) {
  const router = useRouter();
  const links = useGetSystemLinkList(undefined, { query: { staleTime: Infinity } });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex h-9 items-center gap-1 rounded px-2 text-sm text-slate-700 hover:bg-slate-100" >
        <span className="sr-only">用户菜单</span>
        <span data-testid="real-name">{name}</span>
        <span aria-hidden className="text-xs text-slate-500">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-40 rounded border border-slate-200 bg-white py-1 shadow-lg">
          {(links.data ?? []).length > 0 && (
            <>
              <DropdownMenu.Label className="px-4 pt-1 pb-1 text-xs text-slate-500">其他系统</DropdownMenu.Label>
              {links.data?.map((link) => (
                <DropdownMenu.Item key={link.id} className={itemClass} onSelect={() => void openSystem(link)}>
                  {link.name}
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void router.navigate({ to: '/dashboard' })}>
            首页
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void router.navigate({ href: '/maintain/user' })}>
            个人中心
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onSettings}>
            布局设置
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onErrorLog}>
            错误日志
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            退出登录
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
