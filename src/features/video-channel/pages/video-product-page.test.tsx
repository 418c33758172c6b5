import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { bodyRows, findRow, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

afterEach(() => server.events.removeAllListeners());

const TABLE = '过审商品列表';
const open = (path = '/videoChannel/productList') => openPage(path, () => screen.findByRole('table', { name: TABLE }, { timeout: 5000 }));
const productWith = (status: number) => {
  const found = getDb().videoProducts.find((p) => p.status === status);
  if (!found) throw new Error(`no product in status ${status}`);
  return found;
};

describe('过审商品', () => {
  it('lists the approved products with their WeChat id and shelf state', async () => {
    await open();
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(getDb().videoProducts.length));
    const banned = productWith(13);
    const row = await findRow(TABLE, banned.title);
    expect(row).toHaveTextContent(String(banned.componentProductId));
    expect(row).toHaveTextContent('违规下架');
  });

  it('filters by product id and name through the request', async () => {
    const requests = recordRequests();
    const { user, location } = await open();
    const target = getDb().videoProducts[1];
    await user.type(screen.getByLabelText('商品编号'), String(target.primaryProductId));
    await waitFor(() => expect(location().search).toMatchObject({ proId: target.primaryProductId }));
    await waitFor(() => expect(requests.last('/component/product/list')?.url.searchParams.get('proId')).toBe(String(target.primaryProductId)));
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(getDb().videoProducts.filter((p) => p.primaryProductId === target.primaryProductId).length));
    await user.type(screen.getByLabelText('商品名称'), target.title);
    await waitFor(() => expect(requests.last('/component/product/list')?.url.searchParams.get('search')).toBe(target.title));
  });

  it('takes a product down and puts it back on', async () => {
    const { user } = await open();
    const onShelf = productWith(5);
    await user.click(within(await findRow(TABLE, onShelf.title)).getByRole('button', { name: `下架 ${onShelf.title}` }));
    await waitFor(() => expect(texts()).toContain('下架成功'));
    expect(getDb().videoProducts.find((p) => p.id === onShelf.id)?.status).toBe(11);
    const putOn = await within(await findRow(TABLE, onShelf.title)).findByRole('button', { name: `上架 ${onShelf.title}` }, { timeout: 5000 });
    await user.click(putOn);
    await waitFor(() => expect(texts()).toContain('上架成功'));
    await waitFor(() => expect(getDb().videoProducts.find((p) => p.id === onShelf.id)?.status).toBe(5));
  });

  it('offers 上架 only to a product the store took off, and 下架 to a new one or one on sale', async () => {
    const { user } = await open();
    // Each state's shelf action: 上架 on 自主下架 (11) alone, as the reference; the backend refuses it on the others.
    const shelfActions = async (status: number) =>
      within(await findRow(TABLE, productWith(status).title))
        .queryAllByRole('button', { name: /^(上架|下架) / })
        .map((b) => b.textContent);
    expect(await shelfActions(11)).toEqual(['上架']);
    expect(await shelfActions(5)).toEqual(['下架']);
    expect(await shelfActions(0)).toEqual(['下架']);
    expect(await shelfActions(13)).toEqual([]);
    const banned = productWith(13);
    const fresh = productWith(0);
    expect(within(await findRow(TABLE, banned.title)).queryByRole('button', { name: /^(上架|下架) / })).toBeNull();
    const freshRow = await findRow(TABLE, fresh.title);
    expect(within(freshRow).queryByRole('button', { name: `上架 ${fresh.title}` })).toBeNull();
    await user.click(within(freshRow).getByRole('button', { name: `下架 ${fresh.title}` }));
    await waitFor(() => expect(getDb().videoProducts.find((p) => p.id === fresh.id)?.status).toBe(11));
    expect(getDb().videoProducts.find((p) => p.id === banned.id)?.status).toBe(13);
  });

  it('deletes a product after asking', async () => {
    const { user } = await open();
    const target = getDb().videoProducts[0];
    await user.click(within(await findRow(TABLE, target.title)).getByRole('button', { name: `删除 ${target.title}` }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    // Marked deleted with its draft, as the reference keeps them, and gone from the list.
    expect(getDb().videoProducts.find((p) => p.id === target.id)?.isDel).toBe(true);
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(getDb().videoProducts.filter((p) => !p.isDel).length));
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open();
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(getDb().videoProducts.length));
    expect(requests.count('/component/product/list')).toBe(1);
  });
});
