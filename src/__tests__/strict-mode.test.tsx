import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApp, Root } from '@/app';
import { getDb } from '@/mocks/db';
import { signIn } from '@/test/render-app';

// StrictMode runs state initializers twice: the console's app (router, 401 handler, session news) is made
// once, outside React, or the 401 handler follows a router nobody sees (issue 29).
describe('the console under StrictMode, as main.tsx renders it', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('after a session expires on a form opened from its list, signing in returns to the form', async () => {
    window.history.replaceState(null, '', '/coupon/list');
    const user = userEvent.setup();
    render(<Root app={createApp()} />);
    await signIn(user, 'admin', 'admin123');
    await user.click(within(await screen.findByRole('region', { name: '优惠券' }, { timeout: 8000 })).getByRole('link', { name: '添加优惠劵' }));
    const form = within(await screen.findByRole('form', { name: '添加优惠劵' }, { timeout: 8000 }));
    await user.type(form.getByLabelText('优惠劵名称'), '过期前的券');
    await user.clear(form.getByLabelText('优惠券面值'));
    await user.type(form.getByLabelText('优惠券面值'), '8');
    await user.type(form.getByLabelText('使用有效期限（天）'), '7');

    getDb().sessions = {};
    await user.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/coupon/list/save');

    await signIn(user, 'admin', 'admin123');
    await screen.findByRole('form', { name: '添加优惠劵' }, { timeout: 8000 });
    expect(window.location.pathname).toBe('/coupon/list/save');
  }, 60_000);
});
