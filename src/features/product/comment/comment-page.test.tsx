import { screen, waitFor, within } from '@testing-library/react';
import type { ProductReply } from '@/api/generated/model';
import { getDb } from '@/mocks/db';
import { dateRangeOf } from '@/mocks/date-limit';
import { findTable, openPage, texts } from '@/test/page';
import { chooseOption } from '@/test/select';

const newestFirst = (rows: ProductReply[]) => rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);

async function open(as: 'admin' | 'staff' = 'admin') {
  const app = await openPage('/product/comment', undefined, as);
  const table = await findTable('商品评论');
  await waitFor(() => expect(rowIds(table).length).toBeGreaterThan(0));
  return { ...app, table };
}

function rowIds(table: HTMLElement): number[] {
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).queryAllByRole('cell')[0]?.textContent))
    .filter((id) => Number.isInteger(id) && id > 0);
}

const rowOf = (table: HTMLElement, id: number) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(id))!;

describe('商品评论', () => {
  it('lists reviews newest first and narrows them by every filter', async () => {
    const { user, table, location } = await open();
    const all = newestFirst(getDb().replies);
    expect(rowIds(table)).toEqual(all.slice(0, 15).map((r) => r.id));
    const first = rowOf(table, all[0].id);
    expect(within(first).getByText(all[0].productName)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: `${all[0].star}星` })).toBeInTheDocument();

    await user.type(screen.getByLabelText('商品搜索'), '苹果{Enter}');
    const apples = newestFirst(getDb().replies.filter((r) => r.productName.includes('苹果')));
    expect(apples.length).toBeGreaterThan(0);
    await waitFor(() => expect(rowIds(table)).toEqual(apples.slice(0, 15).map((r) => r.id)));
    expect(location().search).toMatchObject({ productSearch: '苹果' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '评价星级', '5星');
    const fives = newestFirst(getDb().replies.filter((r) => r.star === 5));
    await waitFor(() => expect(rowIds(table)).toEqual(fives.slice(0, 15).map((r) => r.id)));

    await chooseOption(user, '回复状态', '已回复');
    const repliedFives = fives.filter((r) => r.merchantReplyContent);
    await waitFor(() => expect(rowIds(table)).toEqual(repliedFives.map((r) => r.id)));
    expect(location().search).toMatchObject({ star: 5, isReply: true });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '回复状态', '未回复');
    await waitFor(() => expect(rowIds(table)).toEqual(newestFirst(getDb().replies.filter((r) => !r.merchantReplyContent)).slice(0, 15).map((r) => r.id)));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.click(within(screen.getByRole('group', { name: /评价时间/ })).getByRole('radio', { name: '最近7天' }));
    const [from, to] = dateRangeOf('lately7')!;
    const lastWeek = newestFirst(getDb().replies.filter((r) => r.createTime >= from && r.createTime <= to));
    expect(lastWeek.length).toBeGreaterThan(0);
    expect(lastWeek.length).toBeLessThan(15);
    await waitFor(() => expect(rowIds(table)).toEqual(lastWeek.map((r) => r.id)));
    expect(location().search).toMatchObject({ dateLimit: 'lately7' });
  });

  it('searches users by nickname, and by uid or phone with digits only', async () => {
    const { user, table } = await open();
    await chooseOption(user, '搜索类型', '用户昵称');
    await user.type(screen.getByLabelText('用户搜索'), '晴天{Enter}');
    const sunny = newestFirst(getDb().replies.filter((r) => r.nickname.includes('晴天')));
    await waitFor(() => expect(rowIds(table)).toEqual(sunny.map((r) => r.id)));

    const target = getDb().replies[0];
    await chooseOption(user, '搜索类型', 'UID');
    await user.type(screen.getByLabelText('用户搜索'), `u${target.uid}x`);
    expect(screen.getByLabelText('用户搜索')).toHaveValue(String(target.uid));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowIds(table)).toEqual(newestFirst(getDb().replies.filter((r) => r.uid === target.uid)).map((r) => r.id)));

    const phone = getDb().users.find((u) => u.id === target.uid)!.phone;
    await chooseOption(user, '搜索类型', '手机号');
    await user.type(screen.getByLabelText('用户搜索'), `${phone}{Enter}`);
    await waitFor(() => expect(rowIds(table)).toEqual(newestFirst(getDb().replies.filter((r) => r.uid === target.uid)).map((r) => r.id)));
  });

  it('replies to a review in a multi-line box, refusing an empty reply', async () => {
    const { user, table } = await open();
    const review = newestFirst(getDb().replies).find((r) => !r.merchantReplyContent)!;
    await user.click(within(rowOf(table, review.id)).getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog', { name: '回复' });
    const box = within(dialog).getByLabelText('回复内容');
    expect(box.tagName).toBe('TEXTAREA');
    await user.type(box, '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入回复内容')).toBeInTheDocument();
    expect(box).toHaveValue('   ');

    await user.clear(box);
    await user.type(box, '感谢支持{Enter}欢迎再来');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().replies.find((r) => r.id === review.id)?.merchantReplyContent).toBe('感谢支持\n欢迎再来'));
    expect(getDb().replies.find((r) => r.id === review.id)?.merchantReplyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '回复' })).not.toBeInTheDocument());
    expect(texts()).toContain('回复成功');
    await waitFor(() => expect(within(rowOf(table, review.id)).getByText(/感谢支持/)).toBeInTheDocument());
    // Answered once: the backend refuses a second reply (商品已评论), so the row offers none.
    expect(within(rowOf(table, review.id)).queryByRole('button', { name: '回复' })).not.toBeInTheDocument();
    expect(within(rowOf(table, review.id)).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('deletes a review after the confirmation', async () => {
    const { user, table } = await open();
    const [review, next] = newestFirst(getDb().replies);
    await user.click(within(rowOf(table, review.id)).getByRole('button', { name: '删除' }));
    let ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('确定永久删除该数据');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(texts()).toContain('已取消');
    expect(getDb().replies.some((r) => r.id === review.id)).toBe(true);

    await user.click(within(rowOf(table, review.id)).getByRole('button', { name: '删除' }));
    ask = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().replies.some((r) => r.id === review.id)).toBe(false));
    await waitFor(() => expect(rowIds(table)[0]).toBe(next.id));
    expect(texts()).toContain('删除成功');
  });

  it('adds a review written by the store, after checking every field', async () => {
    const { user, table } = await open();
    const before = getDb().replies.length;
    await user.click(screen.getByRole('button', { name: '添加自评' }));
    const dialog = await screen.findByRole('dialog', { name: '添加自评' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const text of ['请选择商品', '请输入用户昵称', '请选择用户头像', '请输入评价文字', '请选择评价星级']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(getDb().replies).toHaveLength(before);

    // The product, from the picker in single mode; then one of its SKUs.
    const product = getDb().products.find((p) => p.name === '阿克苏冰糖心苹果')!;
    await user.click(within(dialog).getByRole('button', { name: '选择商品' }));
    const picker = await screen.findByRole('dialog', { name: '商品列表' });
    await user.type(within(picker).getByLabelText('商品名称'), '冰糖心{Enter}');
    await user.click(await within(picker).findByRole('radio', { name: `选择 ${product.name}` }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '商品列表' })).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('picked-product')).toHaveTextContent(product.name);
    expect(within(dialog).queryByText('请选择商品')).not.toBeInTheDocument();
    const sku = product.attrValue[2];
    const skus = within(dialog).getByRole('group', { name: '规格' });
    expect(within(skus).getAllByRole('radio')).toHaveLength(product.attrValue.length);
    await user.click(within(skus).getByRole('radio', { name: sku.sku }));

    await user.type(within(dialog).getByLabelText('用户昵称'), '  店长体验官 ');
    await user.click(within(dialog).getByRole('button', { name: '选择用户头像' }));
    let library = await screen.findByRole('dialog', { name: '上传图片' });
    const tiles = await within(library).findAllByRole('button', { pressed: false, name: /\.png$/ });
    await user.click(tiles[0]);
    await user.click(within(library).getByRole('button', { name: '使用选中图片' }));
    expect(await within(dialog).findByRole('img', { name: '用户头像' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('评价文字'), '果子很甜，包装也好');
    await user.click(within(within(dialog).getByRole('group', { name: '评价星级' })).getByRole('radio', { name: '4星' }));
    await user.click(within(dialog).getByRole('button', { name: '添加评价图片' }));
    library = await screen.findByRole('dialog', { name: '上传图片' });
    const more = await within(library).findAllByRole('button', { pressed: false, name: /\.png$/ });
    await user.click(more[1]);
    await user.click(more[2]);
    await user.click(within(library).getByRole('button', { name: '使用选中图片' }));
    expect(await within(dialog).findByRole('img', { name: '评价图片2' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().replies).toHaveLength(before + 1));
    const added = getDb().replies.at(-1)!;
    expect(added).toMatchObject({ uid: 0, productId: product.id, productName: product.name, sku: sku.sku, nickname: '店长体验官', comment: '果子很甜，包装也好', star: 4 });
    expect(added.pics).toHaveLength(2);
    expect(added.avatar).toMatch(/^\/demo-files\/picture\/\d+\/.+\.svg$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加自评' })).not.toBeInTheDocument());
    expect(texts()).toContain('提交成功');
    await waitFor(() => expect(rowIds(table)[0]).toBe(added.id));
  });

  it('shows review pictures as thumbnails that open larger', async () => {
    const { user, table } = await open();
    const withPics = newestFirst(getDb().replies).slice(0, 15).find((r) => r.pics.length > 0)!;
    expect(withPics).toBeDefined();
    const row = rowOf(table, withPics.id);
    expect(within(row).getByRole('img', { name: '评价图片 1' })).toHaveAttribute('src', withPics.pics[0]);
    await user.click(within(row).getByRole('button', { name: '查看评价图片 1' }));
    const preview = await screen.findByRole('dialog', { name: '评价图片' });
    expect(within(preview).getByRole('img', { name: '评价图片 1大图' })).toHaveAttribute('src', withPics.pics[0]);
  });

  it('shows staff the reviews without 添加自评, 回复 or 删除', async () => {
    const { table } = await open('staff');
    expect(rowIds(table).length).toBe(15);
    expect(screen.queryByRole('button', { name: '添加自评' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '回复' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
