import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { activityNamed, goods, open } from '@/features/groupbuy/groupbuy-test-utils';
import { recordRequests } from '@/test/requests';

describe('拼团活动表单: showing an activity', () => {
  it('shows an activity read-only', async () => {
    const tea = activityNamed('三人成团·茶叶专场');
    const { user, location } = await open(`/marketing/group/createGroup/${tea.id}/info`, '拼团活动详情');
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue(tea.groupName));
    expect(screen.getByLabelText('活动名称')).toBeDisabled();
    expect(screen.getByLabelText('成团人数')).toBeDisabled();
    expect(screen.getByRole('switch', { name: '凑团' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const productIds = [...new Set(tea.skus.map((s) => s.productId))];
    for (const id of productIds) expect(within(goods()).getByText(getDb().products.find((p) => p.id === id)?.name ?? '')).toBeInTheDocument();
    const inputs = within(goods()).getAllByRole('textbox');
    expect(inputs).toHaveLength(tea.skus.length * 2);
    for (const input of inputs) expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加商品' })).toBeNull();
    expect(within(goods()).queryByRole('button', { name: /^删除/ })).toBeNull();

    // Nothing was typed: leaving does not ask.
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/group/activity'));
  }, 30_000);

  it('loads the activity once: the route prefetches what the form reads', async () => {
    const tea = activityNamed('三人成团·茶叶专场');
    const requests = recordRequests();
    await open(`/marketing/group/createGroup/${tea.id}/info`, '拼团活动详情');
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue(tea.groupName));
    expect(requests.count('/groupbuy/activity/info')).toBe(1);
  });
});
