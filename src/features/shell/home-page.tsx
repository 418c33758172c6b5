import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/session';

/** The landing page after sign-in: who is signed in and the pages their menu opens. */
export function HomePage() {
  const session = useSession();
  if (!session) return null;
  const sections = session.menus.filter((m) => !m.hidden && m.menuType === 'M');
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold">您好，{session.name}</h1>
        <p className="mt-1 text-sm text-slate-500">
          账号 {session.account} · 角色 {session.roles.join('、')}
        </p>
      </section>
      <section className="rounded bg-white p-6 shadow-sm" aria-labelledby="home-entries">
        <h2 id="home-entries" className="mb-3 text-base font-semibold">我的菜单</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {sections.map((section) => (
            <li key={section.id} className="rounded border border-slate-200 p-3">
              <p className="text-sm font-medium">{section.name}</p>
              <ul className="mt-1 flex flex-wrap gap-x-3 text-xs">
                {section.childList
                  .filter((c) => !c.hidden && c.menuType === 'C' && c.url.startsWith('/'))
                  .map((c) => (
                    <li key={c.id}>
                      <Link to={c.url} className="text-primary hover:underline">{c.name}</Link>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
