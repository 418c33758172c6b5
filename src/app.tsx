import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './api/http';
import { clearSession, onSessionCleared } from './lib/session';
import { createAppRouter, createQueryClient } from './router';

function createApp() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  onSessionCleared(() => queryClient.clear());
  // 401 anywhere: the session is forgotten and the user signs in again, unless already on /login.
  setUnauthorizedHandler(() => {
    const { pathname, href } = router.state.location;
    window.localStorage.clear();
    clearSession();
    if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  });
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
