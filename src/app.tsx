import { useState } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './api/http';
import { message } from './lib/message';
import { endSession, getSession, onSessionCleared, onSessionNews } from './lib/session';
import { forgetTabs } from './lib/tabs';
import { createAppRouter } from './router';

/** The console's router; tests pass a memory history. */
export function createApp(history?: RouterHistory) {
  const router = createAppRouter(history);
  onSessionCleared(forgetTabs);
  const toSignIn = () => {
    const { pathname, href } = router.state.location;
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  };
  // 401 or 402 anywhere: the session ends (what was typed is kept as a draft) and the user signs in again.
  setUnauthorizedHandler(() => {
    endSession({ tell: true });
    toSignIn();
  });
  // Another tab signed out: this tab's session ends too. Another tab signed in as someone else: this tab
  // drops the old account's data and menus and loads the new account's (the token is shared), saying why.
  // Signing in again as the same account elsewhere leaves this tab as it is, with the new token.
  onSessionNews((news) => {
    const shown = getSession();
    if (!shown) return;
    if (news.kind === 'started' && news.account === shown.account) return;
    endSession({ tell: false });
    if (news.kind === 'started') message.info(`已在其他窗口登录账号 ${news.account}`);
    toSignIn();
  });
  return { router };
}

export function App({ app }: { app?: ReturnType<typeof createApp> }) {
  const [{ router }] = useState(() => app ?? createApp());
  return <RouterProvider router={router} />;
}
