import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openPage } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';
import { compareMoney, plainAmount, yuan } from '@/lib/format';

const open = (path = '/coupon/record?limit=30') => openPage(path, '领取记录');
const table = () => within(screen.getByRole('table', { name: '领取记录' }));
/** The record ids shown, in order. */
const ids = () =>
  table()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).queryAllByRole('cell')[0]?.textContent))
    .filter((id) => id > 0);
const records = () => getDb().couponUsers.toSorted((a, b) => b.id - a.id);

describe('领取记录', () => {
  it('shows who received which coupon, its period and state', async () => {
    await open();
    await waitFor(() => expect(ids()).toEqual(records().map((r) => r.id)));
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '优惠券名称', '用户', '类别', '面值', '使用门槛', '领取时间', '有效期', '使用时间', '状态']);
    const used = records().find((r) => r.status === 1 && r.useTime);
    if (!used) throw new Error('the seed needs a used coupon');
    const row = table()
      .getAllByRole('row')
      .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(used.id));
    if (!row) throw new Error('row missing');
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      String(used.id),
      used.name,
      `${used.nickname}ID：${used.uid}`,
      used.category === 1 ? '商家券' : '商品券',
      yuan(used.money),
      compareMoney(used.minPrice, 0) === 0 ? '无门槛' : `满${plainAmount(used.minPrice)}元可用`,
      used.createTime,
      `${used.startTime} - ${used.endTime}`,
      used.useTime,
      '已使用',
    ]);
    expect(row.querySelector('img')).toHaveAttribute('src', used.avatar);
  });

  it('filters by coupon name, nickname, user id and state, in the request and the address', async () => {
    const { user, location } = await open();
    const requests = recordRequests();
    const sample = records()[2];

    await user.type(screen.getByLabelText('优惠券名称'), `${sample.name}{Enter}`);
    await waitFor(() => expect(ids()).toEqual(records().filter((r) => r.name.includes(sample.name)).map((r) => r.id)));
    expect(requests.last('/coupon/user/list')?.url.searchParams.get('name')).toBe(sample.name);
    expect(location().search).toMatchObject({ name: sample.name });
    await user.click(screen.getByRole('button', { name: '重置' }));

    await user.type(screen.getByLabelText('用户昵称'), `${sample.nickname}{Enter}`);
    await waitFor(() => expect(ids()).toEqual(records().filter((r) => r.nickname.includes(sample.nickname)).map((r) => r.id)));
    expect(requests.last('/coupon/user/list')?.url.searchParams.get('nickname')).toBe(sample.nickname);
    expect(location().search).toMatchObject({ nickname: sample.nickname });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(ids()).toHaveLength(records().length));

    // Only digits can be typed into 用户ID.
    const uidBox = screen.getByLabelText('用户ID');
    await user.type(uidBox, `uid-${sample.uid}x{Enter}`);
    expect(uidBox).toHaveValue(String(sample.uid));
    await waitFor(() => expect(ids()).toEqual(records().filter((r) => r.uid === sample.uid).map((r) => r.id)));
    expect(requests.last('/coupon/user/list')?.url.searchParams.get('uid')).toBe(String(sample.uid));
    expect(location().search).toMatchObject({ uid: sample.uid });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByLabelText('用户ID')).toHaveValue(''));

    await chooseOption(user, '状态', '已失效');
    const expired = records().filter((r) => r.status === 2);
    expect(expired.length).toBeGreaterThan(0);
    await waitFor(() => expect(ids()).toEqual(expired.map((r) => r.id)));
    expect(requests.last('/coupon/user/list')?.url.searchParams.get('status')).toBe('2');
    expect(location().search).toMatchObject({ status: 2 });
    for (const row of table().getAllByRole('row').slice(1)) expect(row).toHaveTextContent('已失效');
  });

  it('reads the filters from the address', async () => {
    await open('/coupon/record?status=1');
    await waitFor(() => expect(ids()).toEqual(records().filter((r) => r.status === 1).map((r) => r.id)));
    expect(shownChoice('状态')).toBe('已使用');
  });
});
