import { useEffect, useRef } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { jumpLogin } from '@/api/generated/functions/auth/auth';
import { ConfirmHost } from '@/components/confirm-dialog';
import { safeRedirect } from '@/lib/redirect';
import { hasToken, startSession } from '@/lib/session';
import { handOffLogin, mayReplaceSession, takeHandOff } from './hand-off';

/**
 * /auth-redirect?ticket=…: signs in with a one-time ticket from another system of the platform (jump
 * login), then opens the requested page. The platform's 登录商户 link (?token=… on any address) comes here
 * too, its parameters already off the address (hand-off.ts). Another account signed in is asked about
 * first: 取消 keeps it and opens the page without the link. Without a ticket or a link it goes where the
 * session allows.
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
    const open = () => router.navigate({ href: target, replace: true });
    const toSignIn = () => navigate({ to: '/login', search: { redirect: target }, replace: true });
    const handOff = takeHandOff();
    const login = ticket ? jumpLogin({ ticket }) : handOff ? handOffLogin(handOff) : null;
    if (!login) {
      void (hasToken() ? open() : toSignIn());
      return;
    }
    login
      .then(async (answer) => {
        if (await mayReplaceSession(answer)) startSession(answer);
        return open();
      })
      // A link that does not sign in leaves a session there was as it is.
      .catch(() => (hasToken() ? open() : toSignIn()));
  }, [ticket, redirect, navigate, router]);

  return (
    <main className="flex min-h-full items-center justify-center text-sm text-slate-500" aria-busy="true">
      正在登录，请稍候…
      <ConfirmHost />
    </main>
  );
}
