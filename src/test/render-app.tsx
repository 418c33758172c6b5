import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { App, createApp } from '@/app';

/** Renders the whole console at a path, on a memory history, against the demo backend. */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp(history);
  const user = userEvent.setup();
  render(<App app={app} />);
  const location = () => app.router.state.location;
  return { app, history, user, location };
}

export async function signIn(user: ReturnType<typeof userEvent.setup>, account: string, pwd: string) {
  await user.clear(await screen.findByLabelText('账号'));
  await user.type(screen.getByLabelText('账号'), account);
  await user.clear(screen.getByLabelText('密码'));
  await user.type(screen.getByLabelText('密码'), pwd);
  await user.click(screen.getByRole('button', { name: '登录' }));
}
