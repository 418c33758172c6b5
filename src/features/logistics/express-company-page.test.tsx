import { screen, waitFor } from '@testing-library/react';
import { PLATFORM_EXPRESSES } from '@/mocks/logic/expresses';
import { column, headers, openPage, rowTexts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const TABLE = '平台物流公司列表';
const open = (path = '/maintain/logistics/companyList') => openPage(path, TABLE);

describe('物流公司 (platform carriers, read only)', () => {
  it('lists every platform carrier by sort with its code, sort and whether it is shown, and no actions', async () => {
    await open('/maintain/logistics/companyList?limit=30');
    expect(headers(TABLE)).toEqual(['ID', '名称', '编码', '排序', '是否显示']);
    await waitFor(() => expect(column(TABLE, 1)).toHaveLength(PLATFORM_EXPRESSES.length));
    expect(rowTexts(TABLE)[0]).toEqual(['1', '顺丰速运', 'SF', '100', '显示']);
    expect(rowTexts(TABLE).at(-1)).toEqual(['21', '天天快递', 'TTKDEX', '80', '隐藏']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('searches by name or code and pages', async () => {
    const { user, location } = await open();
    await waitFor(() => expect(column(TABLE, 1)[0]).toBe('顺丰速运'));
    expect(column(TABLE, 1)).toHaveLength(15);
    const requests = recordRequests();
    await user.type(screen.getByLabelText('名称/编码'), 'ems{Enter}');
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['EMS']));
    expect(requests.last('/express/list')?.url.searchParams.get('keywords')).toBe('ems');
    expect(location().search).toMatchObject({ keywords: 'ems' });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(column(TABLE, 1)).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(column(TABLE, 1)).toHaveLength(PLATFORM_EXPRESSES.length - 15));
    expect(requests.last('/express/list')?.url.searchParams.get('page')).toBe('2');
  });
});
