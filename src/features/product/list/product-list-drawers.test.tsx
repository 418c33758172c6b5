import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { chooseOption } from '@/test/select';
import { open, product, rowOf } from './product-list-test-utils';

// 商品列表's drawers and dialogs: 编辑库存, 免审编辑, 设置佣金 and 设置运费.

describe('商品列表', () => {
  it('sets the freight template of a checked row in 设置运费, which asks for one first', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '设置运费' }));
    const dialog = await screen.findByRole('dialog', { name: '设置运费' });
    const select = await within(dialog).findByRole('combobox', { name: '运费模板' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择运费模板')).toBeInTheDocument();
    await chooseOption(user, select, '按重量计费');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('高腰A字半身裙').tempId).toBe(2));
    expect(screen.queryByRole('dialog', { name: '设置运费' })).not.toBeInTheDocument();
  });

  it('adds stock in the 编辑库存 drawer', async () => {
    const { user } = await open('/product/list?keywords=纯棉');
    const before = structuredClone(product('纯棉圆领短袖T恤'));
    await user.click(within(await rowOf('纯棉圆领短袖T恤')).getByRole('button', { name: '编辑库存' }));
    // The drawer shows its form once the product's current SKUs are in.
    await screen.findByRole('table', { name: '商品规格库存' });
    const drawer = screen.getByRole('dialog', { name: '编辑库存' });
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请输入增加的库存')).toBeInTheDocument();
    const first = before.attrValue[0];
    await user.type(within(drawer).getByRole('textbox', { name: `${first.sku} 增加库存` }), '5');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑库存' })).toBeNull());
    const after = product('纯棉圆领短袖T恤');
    expect(after.attrValue[0].stock).toBe(first.stock + 5);
    expect(after.stock).toBe(before.stock + 5);
    await waitFor(async () => expect(await rowOf('纯棉圆领短袖T恤')).toHaveTextContent(String(before.stock + 5)));
    // Opened again, the drawer shows the new stock.
    await user.click(within(await rowOf('纯棉圆领短袖T恤')).getByRole('button', { name: '编辑库存' }));
    const again = await screen.findByRole('dialog', { name: '编辑库存' });
    expect(within(await within(again).findByRole('row', { name: new RegExp(`^.*${first.sku}`) })).getAllByRole('cell')[5]).toHaveTextContent(String(first.stock + 5));
  });

  it('shows a card-secret product’s SKUs with their library and 补充卡密 in 编辑库存, adding nothing', async () => {
    const cards = getDb().products.find((p) => p.type === 6 && p.isShow && !p.isRecycle && p.attrValue.every((v) => v.cdkeyId))!;
    const { user, location } = await open(`/product/list?keywords=${encodeURIComponent(cards.name)}`);
    await user.click(within(await rowOf(cards.name)).getByRole('button', { name: '编辑库存' }));
    const skus = await screen.findByRole('table', { name: '商品规格库存' });
    const drawer = screen.getByRole('dialog', { name: '编辑库存' });
    expect(within(skus).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '确定' })).toBeNull();
    const [first] = cards.attrValue;
    const link = within(skus).getByRole('link', { name: `补充卡密 ${first.sku}` });
    await user.click(link);
    // The library's card secrets, its name in the address as the library list links it.
    await waitFor(() => expect(location().pathname).toMatch(new RegExp(`^/product/cdkey/creatCdkey/${first.cdkeyId}/.+`)));
  });

  it('changes price and categories in 免审编辑', async () => {
    const { user } = await open('/product/list?type=2&keywords=贵妃芒');
    await user.click(within(await rowOf('海南贵妃芒')).getByRole('button', { name: '免审编辑' }));
    const price = await screen.findByRole('textbox', { name: '默认 售价' });
    const drawer = screen.getByRole('dialog', { name: '免审编辑' });
    await user.clear(price);
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText(/售价须在0.01-999999.99之间/)).toBeInTheDocument();
    await user.type(price, '66.6');
    await user.click(within(drawer).getByRole('button', { name: '商户分类' }));
    await user.click(within(await screen.findByRole('listbox', { name: '商户分类' })).getByRole('option', { name: '新品上市' }));
    await user.keyboard('{Escape}');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('海南贵妃芒').price).toBe('66.60'));
    expect(product('海南贵妃芒').cateId).toBe('7,1');
  });

  it('shows a card-secret SKU\'s stock in 免审编辑 as its library\'s unused card secrets, not typed', async () => {
    const card = product('全国话费充值卡100元');
    card.isShow = false;
    const unused = getDb().cardSecrets.filter((c) => c.libraryId === 3 && !c.isUse).length;
    const { user } = await open('/product/list?type=2&keywords=话费充值卡');
    await user.click(within(await rowOf('全国话费充值卡100元')).getByRole('button', { name: '免审编辑' }));
    const stock = await screen.findByRole('textbox', { name: '默认 库存' });
    expect(stock).toHaveAttribute('readonly');
    expect(stock).toHaveValue(String(card.attrValue[0].stock));
    const drawer = screen.getByRole('dialog', { name: '免审编辑' });
    const library = within(drawer).getByRole('combobox', { name: '默认 卡密库' });
    await user.click(library);
    await waitFor(() => expect(screen.getByRole('option', { name: `游戏点卡50元（库存${unused}）` })).toBeInTheDocument());
    await chooseOption(user, library, `游戏点卡50元（库存${unused}）`);
    expect(stock).toHaveValue(String(unused));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('全国话费充值卡100元').attrValue[0]).toMatchObject({ cdkeyId: 3, stock: unused }));
  });

  it('sets the commission from 更多, each rate within 0–100 and the two within 30', async () => {
    // 更多 is on the rows of 仓库中 (出售中 has none, as in the reference).
    product('正山小种红茶').isShow = false;
    const { user } = await open('/product/list?type=2&keywords=红茶');
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '设置佣金' }));
    const first = await screen.findByLabelText('一级返佣(%)');
    const dialog = screen.getByRole('dialog', { name: '设置佣金' });
    await user.clear(first);
    await user.type(first, '80');
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '101');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入0-100之间的整数')).toBeInTheDocument();
    // Together they may not pass the platform's 30.
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '30');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('一二级返佣比例之和范围为 0~30')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, '20');
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('正山小种红茶')).toMatchObject({ brokerage: 20, brokerageTwo: 10, isSub: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '设置佣金' })).toBeNull());
    // Opened again, it starts from the rates just saved (not a cached copy of the product).
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '设置佣金' }));
    expect(await screen.findByLabelText('一级返佣(%)')).toHaveValue('20');
    const again = screen.getByRole('dialog', { name: '设置佣金' });
    expect(within(again).getByLabelText('二级返佣(%)')).toHaveValue('10');
  });
});
