import { screen, waitFor, within } from '@testing-library/react';
import { exportProducts } from '@/api/generated/endpoints/product/product';
import { queryClient } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const table = () => within(screen.getByRole('table', { name: '导出文件列表' }));
const rows = () => table().getAllByRole('row').slice(1);
const fileNames = () => rows().map((row) => within(row).getAllByRole('cell')[1].textContent);
const newestFirst = (type?: string) =>
  getDb()
    .exportFiles.filter((f) => !type || f.type === type)
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id)
    .map((f) => f.fileName);

const open = (path = '/operation/export') => openPage(path, '导出文件列表');

/** Saving a blob: jsdom has no object URLs, so the link's file name is what the user would get. */
function catchSaves() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn<(blob: Blob) => string>(() => 'blob:export'), revokeObjectURL: vi.fn<(url: string) => void>() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

describe('数据导出', () => {
  it('lists the export files newest first with who made them, and filters by type in the request and the address', async () => {
    const { user, location } = await open();
    // An export made by the product list shows up here under the signed-in name.
    const { fileName } = await exportProducts({ type: 1 });
    await queryClient.invalidateQueries();
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '文件名', '操作者', '生成时间', '类型', '状态', '操作']);
    await waitFor(() => expect(fileNames()).toEqual(newestFirst()));
    const first = rows()[0];
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      String(getDb().exportFiles.find((f) => f.fileName === fileName)?.id),
      fileName,
      '张店长',
      expect.any(String),
      '商品',
      '已完成',
      '下载',
    ]);

    const requests = recordRequests();
    await chooseOption(user, '文件类型', '订单');
    await waitFor(() => expect(fileNames()).toEqual(newestFirst('order')));
    expect(requests.last('/export/list')?.url.searchParams.get('type')).toBe('order');
    expect(location().search).toMatchObject({ type: 'order' });
    for (const row of rows()) expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('订单');

    await chooseOption(user, '文件类型', '全部');
    await waitFor(() => expect(fileNames()).toEqual(newestFirst()));
    expect(location().search).not.toHaveProperty('type');
  });

  it('downloads a file by its name and keeps it for later; an expired one says why', async () => {
    const { saved, restore } = catchSaves();
    try {
      const { user } = await open();
      const done = getDb().exportFiles.find((f) => f.status === 1);
      const expired = getDb().exportFiles.find((f) => f.status === 2);
      if (!done || !expired) throw new Error('the seed needs both states');
      const requests = recordRequests();
      await user.click(await table().findByRole('button', { name: `下载 ${done.fileName}` }));
      await waitFor(() => expect(saved).toEqual([done.fileName]));
      const sent = requests.last('/common/download')?.url.searchParams;
      expect(sent?.get('fileName')).toBe(done.fileName);
      expect(sent?.get('delete')).toBeNull();
      expect(getDb().exportFiles.find((f) => f.id === done.id)?.status).toBe(1);

      await user.click(table().getByRole('button', { name: `下载 ${expired.fileName}` }));
      await waitFor(() => expect(texts()).toContain('文件不存在或已过期'));
      expect(saved).toHaveLength(1);
    } finally {
      restore();
    }
  });
});
