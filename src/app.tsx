import { useState } from 'react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './api/http';
import { clearSession, onSessionCleared } from './lib/session';
import { forgetTabs } from './lib/tabs';
import { createAppRouter } from './router';

/** The console's router; tests pass a memory history. */
export function createApp(history?: RouterHistory) {
  const router = createAppRouter(history);
  onSessionCleared(forgetTabs);
  // 401 anywhere: the session is forgotten and the user signs in again, unless already on /login.
  setUnauthorizedHandler(() => {
    const { pathname, href } = router.state.location;
    window.localStorage.clear();
    clearSession();
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
  return { router };
}

export function App({ app }: { app?: ReturnType<typeof createApp> }) {
  const [{ router }] = useState(() => app ?? createApp());
  return <RouterProvider router={router} />;
}
