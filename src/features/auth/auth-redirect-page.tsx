import { useEffect, useRef } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { jumpLogin } from '@/api/generated/functions/auth/auth';
import { safeRedirect } from '@/lib/redirect';
import { hasToken, startSession } from '@/lib/session';

/**
 * /auth-redirect?ticket=…: signs in with a one-time ticket from another system of the platform
 * (jump login), then opens the requested page. Without a ticket it goes where the session allows.
 */
export function AuthRedirectPage() {
  const { ticket, redirect } = useSearch({ from: '/auth-redirect' });
  const navigate = useNavigate();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = safeRedirect(redirect);
    if (!ticket) {
      void (hasToken() ? router.navigate({ href: target, replace: true }) : navigate({ to: '/login', search: { redirect: target }, replace: true }));
      return;
    }
    jumpLogin({ ticket })
      .then((login) => {
        startSession(login);
        return router.navigate({ href: target, replace: true });
      })
      .catch(() => navigate({ to: '/login', search: { redirect: target }, replace: true }));
  }, [ticket, redirect, navigate, router]);

  return (
    <main className="flex min-h-full items-center justify-center text-sm text-slate-500" aria-busy="true">
      正在登录，请稍候…
    </main>
  );
}
