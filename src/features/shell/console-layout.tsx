import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useGetCopyrightInfo } from '@/api/generated/endpoints/auth/auth';
import { Button } from '@/components/ui/button';
import { getLoginInfo } from '@/lib/session-cookies';
import { logout, useSession } from '@/lib/session';
import { Sidebar } from './sidebar';

const FALLBACK_COPYRIGHT = `Copyright © ${new Date().getFullYear()} 商户管理系统`;

function Footer() {
  const copyright = useGetCopyrightInfo(undefined, { query: { staleTime: Infinity } });
  return (
    <footer className="flex flex-col items-center gap-1 py-4 text-xs text-slate-400">
      <div className="flex gap-4">
        <a href="https://www.crmeb.com" target="_blank" rel="noopener noreferrer" className="hover:text-primary">官网</a>
        <a href="https://www.crmeb.com/ask" target="_blank" rel="noopener noreferrer" className="hover:text-primary">社区</a>
        <a href="https://doc.crmeb.com" target="_blank" rel="noopener noreferrer" className="hover:text-primary">文档</a>
      </div>
      <p data-testid="copyright">{copyright.data?.companyName ? `Copyright © ${copyright.data.companyName}` : FALLBACK_COPYRIGHT}</p>
    </footer>
  );
}

/** The signed-in frame: sidebar, header with the staff member and sign-out, the page, the footer. */
export function ConsoleLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (!session) return null;
  const logo = getLoginInfo()?.leftTopLogo;

  const onLogout = async () => {
    const redirect = location.href;
    await logout();
    await navigate({ to: '/login', search: { redirect }, replace: true });
  };

  return (
    <div className="flex h-full">
      <Sidebar menus={session.menus} logo={logo} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 shrink-0 items-center justify-end gap-3 border-b border-slate-200 bg-white px-4">
          <span className="rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">merchant</span>
          <span className="text-sm text-slate-700" data-testid="real-name">{session.name}</span>
          <Button size="sm" onClick={onLogout}>退出登录</Button>
        </header>
        <div className="flex-1 overflow-y-auto">
          <main className="p-4">
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
