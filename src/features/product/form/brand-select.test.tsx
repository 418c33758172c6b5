import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { BRAND_PAGE } from './brand-select';

const product = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);
/** The shown brands of a platform category, in the platform's order (sort, then id). */
const brandsOf = (categoryId: number) =>
  getDb()
    .brands.filter((b) => b.isShow && b.categoryIds.includes(categoryId))
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id);
const options = (list: HTMLElement) => within(list).getAllByRole('option').map((o) => o.textContent);

// jsdom lays nothing out: give elements a size so the virtualised SKU matrix renders its rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

describe('品牌 in the product form', () => {
  it('pages the category’s brands as the list scrolls, searches them on the server, and names a saved brand past the first pages', async () => {
    const skirt = product('高腰A字半身裙');
    const brands = brandsOf(skirt.categoryId);
    expect(brands.length).toBeGreaterThan(100);
    const far = brands[brands.length - 1];
    const requests = recordRequests();

    const { user, location, history } = await openPage(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    const brand = screen.getByRole('combobox', { name: '品牌' });
    await waitFor(() => expect(brand).toHaveTextContent(brands.find((b) => b.id === skirt.brandId)!.name));
    await user.click(brand);
    const list = await screen.findByRole('listbox', { name: '品牌' });
    await waitFor(() => expect(options(list)).toEqual(['其他', ...brands.slice(0, BRAND_PAGE).map((b) => b.name)]));

    // Scrolled to its end, the list appends the next page.
    fireEvent.scroll(list);
    await waitFor(() => expect(options(list)).toHaveLength(1 + 2 * BRAND_PAGE));
    expect(options(list).slice(1)).toEqual(brands.slice(0, 2 * BRAND_PAGE).map((b) => b.name));

    // A brand far down the list is found by its name, asked of the server once typing rests.
    await user.type(screen.getByRole('searchbox', { name: '筛选选项' }), far.name);
    await waitFor(() => expect(options(list)).toEqual([far.name]));
    const searched = requests
      .all('/plat/product/brand/list')
      .map((r) => r.url.searchParams)
      .filter((q) => q.has('brandName'));
    expect(searched.map((q) => [q.get('brandName'), q.get('page')])).toEqual([[far.name, '1']]);
    await user.click(within(list).getByRole('option', { name: far.name }));
    expect(brand).toHaveTextContent(far.name);

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(product('高腰A字半身裙').brandId).toBe(far.id);

    // Edited again, the form names the brand, though it is on none of the pages the list loads first.
    history.push(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '品牌' })).toHaveTextContent(far.name));
    expect(requests.count('/plat/product/brand/cache/list')).toBe(1);
  });
});
