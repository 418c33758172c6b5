import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openPage } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { yuan } from '@/lib/format';

const open = (path = '/marketing/bargain/list') => openPage(path, '砍价记录列表');

const tabs = () => within(screen.getByRole('tablist', { name: '砍价状态' }));
const rows = () => within(screen.getByRole('table', { name: '砍价记录列表' })).getAllByRole('row').slice(1);
const count = (status: number) => getDb().bargains.filter((b) => b.status === status).length;

describe('砍价记录', () => {
  it('shows the three states with their counts, 进行中 first, and switches tabs through the address', async () => {
    const { user, location } = await open();
    for (const [label, status] of [['进行中', 1], ['未完成', 2], ['已成功', 3]] as const) {
      expect(await tabs().findByRole('tab', { name: `${label}(${count(status)})` })).toBeInTheDocument();
    }
    expect(tabs().getByRole('tab', { name: /^进行中/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(count(1)));
    await user.click(tabs().getByRole('tab', { name: /^已成功/ }));
    await waitFor(() => expect(location().search).toMatchObject({ status: 3 }));
    await waitFor(() => expect(rows()).toHaveLength(count(3)));
    for (const row of rows()) expect(row).toHaveTextContent('已成功');
  });

  it('searches a product name or nickname and counts what matches', async () => {
    const { user } = await open();
    const first = getDb().bargains.find((b) => b.status === 1)!;
    const name = getDb().products.find((p) => p.id === first.productId)!.name;
    await user.type(screen.getByLabelText('搜索'), name);
    const matching = getDb().bargains.filter((b) => b.status === 1 && getDb().products.find((p) => p.id === b.productId)?.name.includes(name)).length;
    await waitFor(() => expect(rows()).toHaveLength(matching));
    await waitFor(() => expect(tabs().getByRole('tab', { name: /^进行中/ })).toHaveTextContent(`进行中(${matching})`));
  });

  it('shows a bargain with the friends who helped and what each cut', async () => {
    const { user } = await open('/marketing/bargain/list?status=3');
    const done = getDb().bargains.filter((b) => b.status === 3).toSorted((a, b) => b.createTime.localeCompare(a.createTime))[0];
    await user.click(await screen.findByRole('button', { name: `详情 ${done.id}` }));
    const drawer = await screen.findByRole('dialog', { name: '砍价详情' });
    const helps = await within(drawer).findByRole('table', { name: '助力记录' });
    expect(within(helps).getAllByRole('row')).toHaveLength(done.helps.length + 1);
    expect(drawer).toHaveTextContent(`${done.helps.length} / ${done.peopleNum}`);
    expect(drawer).toHaveTextContent(yuan(done.minPrice));
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open('/marketing/bargain/list?status=3');
    await waitFor(() => expect(rows()).toHaveLength(count(3)));
    expect(requests.count('/bargain/record/list')).toBe(1);
  });
});
