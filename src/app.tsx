import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './api/http';
import { clearSession, onSessionCleared } from './lib/session';
import { forgetTabs } from './lib/tabs';
import { dismissAllConfirms } from './components/confirm-dialog';
import { dismissAllPrompts } from './components/prompt-dialog';
import { createAppRouter, createQueryClient } from './router';

/** The console's query client and router; tests pass a memory history. */
export function createApp(history?: RouterHistory) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, history);
  onSessionCleared(() => {
    queryClient.clear();
    forgetTabs();
    dismissAllConfirms();
    dismissAllPrompts();
  });
  // 401 anywhere: the session is forgotten and the user signs in again, unless already on /login.
  setUnauthorizedHandler(() => {
    const { pathname, href } = router.state.location;
    window.localStorage.clear();
    clearSession();
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
  return { queryClient, router };
}

export function App({ app }: { app?: ReturnType<typeof createApp> }) {
  const [{ queryClient, router }] = useState(() => app ?? createApp());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
