import { screen, waitFor, within } from '@testing-library/react';
import { getGetMerchantExpressPageQueryKey } from '@/api/generated/endpoints/express/express';
import { queryClient } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { column, confirmWith, findRow, headers, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';
import { relatableExpresses } from '@/components/relate-express-dialog';

const TABLE = '物流公司列表';
const names = () => column(TABLE, 1).map((name) => name.replace(/^默认/, ''));
const linked = (code: string) => {
  const found = getDb().expresses.find((e) => e.code === code);
  if (!found) throw new Error(`${code} is not linked`);
  return found;
};
const rowOf = (name: string) => findRow(TABLE, name);
const switchOf = async (name: string) => within(await rowOf(name)).getByRole('switch', { name: `${name} 开启` });

const open = (path = '/operation/logisticsManagement') => openPage(path, TABLE);

describe('物流管理', () => {
  it('lists the linked carriers, the default first, and filters by name or code and by state', async () => {
    const { user, location } = await open();
    expect(headers(TABLE)).toEqual(['ID', '物流公司名称', '编码', '状态', '操作']);
    await waitFor(() => expect(names()).toHaveLength(getDb().expresses.length));
    expect(names()[0]).toBe('顺丰速运');
    expect(within(await rowOf('顺丰速运')).getByText('默认')).toBeInTheDocument();

    const requests = recordRequests();
    await user.type(screen.getByLabelText('关键字'), 'zto{Enter}');
    await waitFor(() => expect(names()).toEqual(['中通快递']));
    expect(requests.last('/express/search/page')?.url.searchParams.get('keywords')).toBe('zto');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '开启状态', '关闭');
    const closed = getDb().expresses.filter((e) => !e.isOpen).map((e) => e.name);
    await waitFor(() => expect(names()).toEqual(closed));
    expect(requests.last('/express/search/page')?.url.searchParams.get('openStatus')).toBe('false');
    expect(location().search).toMatchObject({ openStatus: 0 });
  });

  it('新增 offers only the platform carriers not linked yet, checks the choice, and links one', async () => {
    const { user } = await open();
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增物流公司' });
    const select = await within(dialog).findByLabelText('物流公司');
    expect(requests.last('/express/all')?.url.searchParams.get('type')).toBe('normal');
    await user.click(select);
    const offered = within(await screen.findByRole('listbox', { name: '物流公司' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toContain('极兔速递（JTSD）');
    expect(offered).not.toContain('顺丰速运（SF）');
    // Not shown to stores by the platform: not offered either.
    expect(offered).not.toContain('天天快递（TTKDEX）');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(shownChoice(select)).toBe('请选择');

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择物流公司')).toBeInTheDocument();
    expect(requests.count('/express/relate')).toBe(0);

    await user.type(within(dialog).getByLabelText('筛选'), '极兔');
    expect(within(dialog).getByText('找到 1 家未关联的物流公司')).toBeInTheDocument();
    await chooseOption(user, select, '极兔速递（JTSD）');
    expect(shownChoice(select)).toBe('极兔速递（JTSD）');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('新增成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增物流公司' })).toBeNull());
    expect(await requests.bodies('/express/relate')).toEqual([{ expressId: linked('JTSD').expressId }]);
    expect(linked('JTSD')).toMatchObject({ isOpen: true, isDefault: false });
    expect(await rowOf('极兔速递')).toBeInTheDocument();
  });

  it('switches a carrier off at once, rolls back what the server refuses, and the ship dialog asks again', async () => {
    const { user } = await open();
    const shipKey = getGetMerchantExpressPageQueryKey({ page: 1, limit: 50, openStatus: true });
    queryClient.setQueryData(shipKey, { list: [], total: 0, page: 1, limit: 50, totalPage: 0 });

    await user.click(await switchOf('中通快递'));
    await waitFor(() => expect(linked('ZTO').isOpen).toBe(false));
    await waitFor(async () => expect(await switchOf('中通快递')).toHaveAttribute('aria-checked', 'false'));
    expect(texts()).toContain('更新状态成功');
    expect(queryClient.getQueryState(shipKey)?.isInvalidated).toBe(true);

    getDb().faults['/admin/merchant/express/open/switch/3'] = '500';
    const yto = linked('YTO');
    expect(yto.id).toBe(3);
    await user.click(await switchOf('圆通速递'));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(async () => expect(await switchOf('圆通速递')).toHaveAttribute('aria-checked', 'true'));
    expect(linked('YTO').isOpen).toBe(true);

    // The default carrier is the ship dialog's first choice: it stays open until it is no longer the default.
    expect(await switchOf('顺丰速运')).toBeDisabled();
  });

  it('moves the default, and deletes a carrier only once the question is answered', async () => {
    const { user } = await open();
    await user.click(within(await rowOf('圆通速递')).getByRole('button', { name: '设为默认 圆通速递' }));
    await waitFor(() => expect(linked('YTO').isDefault).toBe(true));
    expect(linked('SF').isDefault).toBe(false);
    await waitFor(() => expect(names()[0]).toBe('圆通速递'));
    expect(within(await rowOf('圆通速递')).getByRole('button', { name: '取消默认 圆通速递' })).toBeInTheDocument();
    // A closed carrier cannot become the default.
    expect(within(await rowOf('申通快递')).queryByRole('button', { name: /设为默认/ })).toBeNull();

    const count = getDb().expresses.length;
    const requests = recordRequests();
    await user.click(within(await rowOf('顺丰速运')).getByRole('button', { name: '删除 顺丰速运' }));
    await confirmWith(user, '确定要删除此物流公司吗？', '取消');
    expect(requests.count('/express/delete/1')).toBe(0);
    await user.click(within(await rowOf('顺丰速运')).getByRole('button', { name: '删除 顺丰速运' }));
    await confirmWith(user, '确定要删除此物流公司吗？');
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().expresses).toHaveLength(count - 1);
    await waitFor(() => expect(names()).not.toContain('顺丰速运'));
  });
});

describe('relatableExpresses', () => {
  const all = [
    { id: 1, code: 'SF', name: '顺丰速运' },
    { id: 2, code: 'ZTO', name: '中通快递' },
    { id: 9, code: 'JTSD', name: '极兔速递' },
  ];
  it('leaves out the linked ones, matches name or code, and keeps the chosen one', () => {
    expect(relatableExpresses(all, new Set([1]), '').map((e) => e.id)).toEqual([2, 9]);
    expect(relatableExpresses(all, new Set([1]), 'jt').map((e) => e.id)).toEqual([9]);
    expect(relatableExpresses(all, new Set([1]), '中通', 9).map((e) => e.id)).toEqual([2, 9]);
  });
});
