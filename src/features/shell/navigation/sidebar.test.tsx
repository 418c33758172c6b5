import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { openPage } from '@/test/page';
import { recordRequests } from '@/test/requests';

describe('the sidebar', () => {
  it('starts loading the code of a submenu’s pages when it is opened, and fetches no data for them', async () => {
    const app = await openPage('/dashboard', () => screen.findAllByTestId('kpi-today', {}, { timeout: 5000 }));
    const chunks = vi.spyOn(app.app.router, 'loadRouteChunk');
    const calls = recordRequests();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await app.user.click(within(menu).getByRole('button', { name: '用户' }));
    await waitFor(() => expect(chunks.mock.calls.map(([route]) => route.fullPath)).toContain('/user/index'));
    expect(calls.all('/')).toEqual([]);
    expect(app.location().pathname).toBe('/dashboard');

    // Closing it loads nothing more.
    chunks.mockClear();
    await app.user.click(within(menu).getByRole('button', { name: '用户' }));
    expect(chunks).not.toHaveBeenCalled();
  });
});
