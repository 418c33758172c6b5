import { screen, waitFor, within } from '@testing-library/react';
import { getExpressList, getGetExpressListQueryKey } from '@/api/generated/endpoints/order/order';
import { queryClient } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { findRow, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const TABLE = '物流公司列表';
const table = () => within(screen.getByRole('table', { name: TABLE }));
const names = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const linked = (code: string) => {
  const found = getDb().expresses.find((e) => e.code === code);
  if (!found) throw new Error(`${code} is not linked`);
  return found;
};
const rowOf = (name: string) => findRow(TABLE, name);

/** The ship dialog's carriers, cached as the order pages cache them. */
const SHIP_KEY = getGetExpressListQueryKey({ type: 'normal' });
const cacheShipCarriers = () => queryClient.fetchQuery({ queryKey: SHIP_KEY, queryFn: () => getExpressList({ type: 'normal' }) });
const shipCarriers = async () => (await getExpressList({ type: 'normal' })).map((e) => e.name);

const open = (path = '/maintain/logistics/companyList') => openPage(path, TABLE);

describe('物流公司', () => {
  it('lists the linked carriers, the default first, and filters by name or code and state', async () => {
    const { user, location } = await open();
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '物流公司名称', '编码', '状态', '默认', '操作']);
    await waitFor(() => expect(names()).toHaveLength(getDb().expresses.length));
    expect(names()[0]).toBe('顺丰速运');
    expect(within(await rowOf('顺丰速运')).getByText('默认')).toBeInTheDocument();

    const requests = recordRequests();
    await user.type(screen.getByLabelText('名称/编码'), 'zto{Enter}');
    await waitFor(() => expect(names()).toEqual(['中通快递']));
    expect(requests.last('/express/search/page')?.url.searchParams.get('keywords')).toBe('zto');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.selectOptions(screen.getByLabelText('开启状态'), '关闭');
    const closed = getDb().expresses.filter((e) => !e.isOpen).map((e) => e.name);
    await waitFor(() => expect(names()).toEqual(closed));
    expect(requests.last('/express/search/page')?.url.searchParams.get('openStatus')).toBe('false');
    expect(location().search).toMatchObject({ openStatus: 0 });
  });

  it('links a platform carrier from 新增: linked ones are marked, and the ship dialog offers the new one', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增物流公司' });
    const platform = await within(dialog).findByRole('table', { name: '平台物流公司列表' });
    const sfRow = (await within(platform).findByRole('cell', { name: '顺丰速运' })).closest('tr');
    if (!sfRow) throw new Error('no 顺丰 row');
    expect(within(sfRow).getByText('已关联')).toBeInTheDocument();
    expect(within(sfRow).queryByRole('button')).toBeNull();

    await user.type(within(dialog).getByLabelText('名称/编码'), '极兔{Enter}');
    await waitFor(() => expect(within(platform).getAllByRole('row')).toHaveLength(2));
    await user.click(within(platform).getByRole('button', { name: '关联 极兔速递' }));
    await waitFor(() => expect(texts()).toContain('操作成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增物流公司' })).toBeNull());
    expect(linked('JTSD')).toMatchObject({ isOpen: true, isDefault: false });
    expect(await shipCarriers()).toContain('极兔速递');
    expect(await rowOf('极兔速递')).toBeInTheDocument();
  });

  it('switches a carrier off and on, rolls back what the server refuses, and the ship dialog follows', async () => {
    const { user } = await open();
    await cacheShipCarriers();
    expect(await shipCarriers()).toContain('中通快递');

    const zto = within(await rowOf('中通快递')).getByRole('switch', { name: '中通快递 开启' });
    await user.click(zto);
    await waitFor(() => expect(linked('ZTO').isOpen).toBe(false));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '物流公司列表' })).getByRole('switch', { name: '中通快递 开启' })).toHaveAttribute('aria-checked', 'false'));
    // The ship dialog asks again next time it opens, and no longer gets 中通.
    await waitFor(() => expect(queryClient.getQueryState(SHIP_KEY)?.isInvalidated).toBe(true));
    expect(await shipCarriers()).not.toContain('中通快递');

    // The default carrier cannot be closed: the switch goes back.
    const sf = within(await rowOf('顺丰速运')).getByRole('switch', { name: '顺丰速运 开启' });
    await user.click(sf);
    await waitFor(() => expect(texts()).toContain('默认物流公司不能关闭，请先取消默认'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '物流公司列表' })).getByRole('switch', { name: '顺丰速运 开启' })).toHaveAttribute('aria-checked', 'true'));
    expect(linked('SF').isOpen).toBe(true);
  });

  it('moves the default and deletes a carrier after asking; the default itself is refused', async () => {
    const { user } = await open();
    await user.click(within(await rowOf('圆通速递')).getByRole('button', { name: '设为默认 圆通速递' }));
    await waitFor(() => expect(linked('YTO').isDefault).toBe(true));
    expect(linked('SF').isDefault).toBe(false);
    await waitFor(async () => expect(within(await rowOf('圆通速递')).getByRole('button', { name: '取消默认 圆通速递' })).toBeInTheDocument());
    await waitFor(() => expect(names()[0]).toBe('圆通速递'));

    await user.click(within(await rowOf('圆通速递')).getByRole('button', { name: '删除 圆通速递' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('默认物流公司不能删除，请先取消默认'));
    expect(getDb().expresses.some((e) => e.code === 'YTO')).toBe(true);

    const count = getDb().expresses.length;
    await user.click(within(await rowOf('顺丰速运')).getByRole('button', { name: '删除 顺丰速运' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().expresses).toHaveLength(count - 1);
    await waitFor(() => expect(names()).not.toContain('顺丰速运'));
  });
});
