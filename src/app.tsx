import { StrictMode } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './api/http';
import { message } from './lib/message';
import { endSession, getSession, onSessionNews } from './lib/session';
import { createAppRouter } from './router';

/** What the app last made tied to the HTTP client and the session: undone when another app is made (tests make one each). */
let releaseLast: (() => void) | undefined;

/**
 * The console of a page: its router, with the session's ends and the HTTP client's 401 tied to it. Made
 * once, outside React (main.tsx): StrictMode runs state initializers twice, and a second router would take
 * the 401 handler while the first is shown. Tests make one each, on a memory history.
 */
export function createApp(history?: RouterHistory) {
  releaseLast?.();
  const router = createAppRouter(history);
  // Past a form's unsaved-changes question: the session has ended, its draft is written (lib/session), and
  // the form is gone from screen with the session, so the question would be asked where no one sees it.
  const toSignIn = () => {
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true, ignoreBlocker: true });
  };
  // 401 or 402 anywhere: the session ends (what was typed is kept as a draft) and the user signs in again.
  setUnauthorizedHandler(() => {
    endSession({ tell: true });
    toSignIn();
  });
  // Another tab signed out: this tab's session ends too. Another tab signed in as someone else: this tab
  // drops the old account's data and menus and loads the new account's (the token is shared), saying why.
  // Signing in again as the same account elsewhere leaves this tab as it is, with the new token.
  const stopNews = onSessionNews((news) => {
    const shown = getSession();
    if (!shown) return;
    if (news.kind === 'started' && news.account === shown.account) return;
    endSession({ tell: false, news });
    if (news.kind === 'started') message.info(`已在其他窗口登录账号 ${news.account}`);
    toSignIn();
  });
  releaseLast = stopNews;
  return { router };
}

export type ConsoleApp = ReturnType<typeof createApp>;

export function App({ app }: { app: ConsoleApp }) {
  return <RouterProvider router={app.router} />;
}

/** The page's console as main.tsx renders it: StrictMode, which must not make it again. */
export function Root({ app }: { app: ConsoleApp }) {
  return (
    <StrictMode>
      <App app={app} />
    </StrictMode>
  );
}
