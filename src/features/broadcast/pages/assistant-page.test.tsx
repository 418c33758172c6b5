import { screen, waitFor, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const texts = () => getMessages().map((m) => m.text);
const table = () => within(screen.getByRole('table', { name: '直播助手列表' }));
const rows = () => table().getAllByRole('row').slice(1);

async function open(path = '/marketing/broadcast/assistant') {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await screen.findByRole('table', { name: '直播助手列表' }, { timeout: 5000 });
  return app;
}

afterEach(() => server.events.removeAllListeners());

describe('直播助手', () => {
  it('lists the assistants newest first and searches 微信号 or 昵称 in the request', async () => {
    const queries: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/mp/live/assistant/list')) queries.push(url.searchParams);
    });
    const { user, location } = await open();
    const all = getDb().liveAssistants.toSorted((a, b) => b.id - a.id);
    await waitFor(() => expect(rows()).toHaveLength(all.length));
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '微信昵称', '微信号', '备注', '创建时间', '操作']);
    expect(within(rows()[0]).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual([String(all[0].id), all[0].wechatNickname, all[0].wechat, all[0].assDesc || '-', all[0].createTime]);

    const target = all[2];
    await user.type(screen.getByLabelText('搜索'), target.wechat);
    await waitFor(() => expect(location().search).toMatchObject({ keywords: target.wechat }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(target.wechatNickname);
    expect(queries.at(-1)?.get('keywords')).toBe(target.wechat);
  });

  it('adds an assistant, refusing a WeChat id already used, then edits and deletes it', async () => {
    const { user } = await open();
    const [taken] = getDb().liveAssistants;
    await user.click(await screen.findByRole('button', { name: '添加助手' }));
    let dialog = within(await screen.findByRole('dialog', { name: '添加助手' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请输入微信号')).toBeInTheDocument();
    expect(dialog.getByText('请输入微信昵称')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('备注'), 'x'.repeat(201));
    await user.type(dialog.getByLabelText('微信号'), taken.wechat);
    await user.type(dialog.getByLabelText('微信昵称'), '新来的助手');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('备注最多200个字符')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('备注'));
    await user.type(dialog.getByLabelText('备注'), '负责美妆专场');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain(`微信直播小助手已经存在:${taken.wechat}`));
    expect(dialog.getByLabelText('微信昵称')).toHaveValue('新来的助手');

    await user.clear(dialog.getByLabelText('微信号'));
    await user.type(dialog.getByLabelText('微信号'), 'beauty_helper');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    const added = getDb().liveAssistants.at(-1)!;
    expect(added).toMatchObject({ wechat: 'beauty_helper', wechatNickname: '新来的助手', assDesc: '负责美妆专场' });
    expect(await table().findByText('beauty_helper')).toBeInTheDocument();

    await user.click(table().getByRole('button', { name: '编辑 新来的助手' }));
    dialog = within(await screen.findByRole('dialog', { name: '编辑助手' }));
    expect(dialog.getByLabelText('微信号')).toHaveValue('beauty_helper');
    await user.clear(dialog.getByLabelText('微信昵称'));
    await user.type(dialog.getByLabelText('微信昵称'), '美妆助手');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(added.wechatNickname).toBe('美妆助手');

    await user.click(await table().findByRole('button', { name: '删除 美妆助手' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().liveAssistants.some((a) => a.id === added.id)).toBe(false);
    await waitFor(() => expect(table().queryByText('beauty_helper')).toBeNull());
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(requests.count('/mp/live/assistant/list')).toBe(1);
  });
});
