import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { Button } from './ui/button';
import { PageHeader } from './page-header';

/** A three-page router on a memory history: a list, an edit page with a header, and home. */
function renderAt(entries: string[], backTo?: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>首页</h1> });
  const list = createRoute({ getParentRoute: () => root, path: '/product/list', component: () => <h1>商品列表</h1> });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/product/edit/$id',
    component: () => <PageHeader title="编辑商品" backTo={backTo} extra={<Button variant="primary">保存</Button>} />,
  });
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 });
  const router = createRouter({ routeTree: root.addChildren([home, list, edit]), history });
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageHeader', () => {
  it('shows the title and the extra content', async () => {
    renderAt(['/product/edit/1']);
    expect(await screen.findByRole('heading', { name: '编辑商品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('goes to the given URL', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/', '/product/edit/7'], '/product/list?page=2');
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/list');
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('steps back in history without a URL', async () => {
    const user = userEvent.setup();
    const router = renderAt(['/product/list']);
    await screen.findByRole('heading', { name: '商品列表' });
    await act(() => router.navigate({ href: '/product/edit/3' }));
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/list');
  });

  it('goes home when opened directly, with no page behind it', async () => {
    const user = userEvent.setup();
    renderAt(['/product/edit/3']);
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });
});
