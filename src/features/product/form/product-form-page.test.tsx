import { screen, waitFor, within } from '@testing-library/react';
import { seeded } from '@/test/demo-data';
import { openPage, texts } from '@/test/page';
import { chooseOption, shownChoice } from '@/test/select';
import { recordRequests } from '@/test/requests';
import { getDb } from '@/mocks/db';

const product = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);
const open = (path: string) => openPage(path);
/** A card-secret library's unsold card secrets. */
const unused = (libraryId: number) => getDb().cardSecrets.filter((c) => c.libraryId === libraryId && !c.isUse).length;

// jsdom lays nothing out: give elements a size so the virtualised SKU matrix renders its rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

describe('商品表单', () => {
  it('edits a product off sale: name and price saved at once (the platform reviews, so 保存 asks nothing), and it waits for review under 待提审', async () => {
    const requests = recordRequests();
    const skirt = product('高腰A字半身裙');
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    const name = await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    expect(name).toHaveValue('高腰A字半身裙');
    await user.clear(name);
    await user.type(name, '高腰A字半身裙（新款）');
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    const price = await screen.findByLabelText('默认 售价');
    expect(price).toHaveValue('129.00');
    await user.clear(price);
    await user.type(price, '119.5');
    await waitFor(() => expect(requests.count('/product/audit/switch/info')).toBe(1));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(location().search).toMatchObject({ type: 8 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [body] = await requests.bodies('/product/update');
    expect(body).toMatchObject({ id: skirt.id, isAutoUp: false, isAutoSubmitAudit: false });
    const saved = product('高腰A字半身裙（新款）');
    expect(saved.id).toBe(skirt.id);
    expect(saved.price).toBe('119.50');
    expect(saved.attrValue).toHaveLength(1);
    expect(saved.attrValue[0].id).toBe(skirt.attrValue[0].id);
    // The demo platform reviews products, so an edited product waits to be submitted again.
    expect(saved.auditStatus).toBe(1);
    expect(saved.isShow).toBe(false);
  });

  it('refuses to update a product on sale, with the server message, and keeps the input', async () => {
    const shirt = product('纯棉圆领短袖T恤');
    const { user, location } = await open(`/product/list/creatProduct/${shirt.id}/2`);
    const name = await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('商品已上架'));
    expect(location().pathname).toBe(`/product/list/creatProduct/${shirt.id}/2`);
    expect(screen.getByLabelText('商品名称')).toHaveValue('纯棉圆领短袖T恤!');
    expect(product('纯棉圆领短袖T恤').name).toBe('纯棉圆领短袖T恤');
  });

  it('shows the details read-only, with the SKU matrix of every combination', async () => {
    const tee = product('纯棉圆领短袖T恤');
    const { user } = await open(`/product/list/creatProduct/${tee.id}/1`);
    expect(await screen.findByRole('heading', { name: '商品详情' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('商品名称')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    expect(screen.getByText('共 12 个规格')).toBeInTheDocument();
    expect(screen.getByLabelText('多规格')).toBeChecked();
    expect(await screen.findByLabelText('白色,S 售价')).toBeDisabled();
    // The details as HTML (sanitised), loaded with their tab.
    await user.click(screen.getByRole('tab', { name: '商品详情' }));
    const details = await screen.findByRole('tabpanel', { name: '商品详情' });
    expect(await within(details).findByText('品质保证')).toContainHTML('<strong>品质保证</strong>');
  });

  it('checks every required field before asking anything, and opens the tab of the first problem', async () => {
    const { user } = await open('/product/list/creatProduct/0/2?productType=0');
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: '其他设置' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '商品信息' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('请输入商品名称')).toBeVisible();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    for (const text of ['请选择商户商品分类', '请选择平台商品分类', '请选择品牌', '请输入单位', '请选择运费模板', '请输入商品简介', '请上传商品封面图', '请上传商品轮播图']) {
      expect(alerts).toContain(text);
    }
    expect(screen.getByRole('tab', { name: '商品信息' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a card-secret SKU draw from another free library, its stock that library\'s unused card secrets, not typed', async () => {
    const card = product('全国话费充值卡100元');
    card.isShow = false;
    const { user, location } = await open(`/product/list/creatProduct/${card.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    const library = await screen.findByRole('combobox', { name: '默认 卡密设置' });
    expect(library).toHaveTextContent(`话费充值卡100元（库存${card.attrValue[0].stock}）`);
    const stock = screen.getByLabelText('默认 库存');
    expect(stock).toHaveAttribute('readonly');
    expect(stock).toHaveValue(String(card.attrValue[0].stock));
    // Bound to the other card product: not offered.
    const other = `游戏点卡50元（库存${unused(3)}）`;
    await user.click(library);
    await waitFor(() => expect(screen.getByRole('option', { name: other })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: /视频会员月卡/ })).not.toBeInTheDocument();
    await chooseOption(user, library, other);
    expect(library).toHaveTextContent(other);
    expect(stock).toHaveValue(String(unused(3)));
    await user.type(stock, '999');
    expect(stock).toHaveValue(String(unused(3)));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(product('全国话费充值卡100元').attrValue[0]).toMatchObject({ cdkeyId: 3, stock: unused(3) });
  });

  it('asks 操作之后是否自动上架？ on 保存 when the platform does not review, sends the answer, and offers no 保存并提审', async () => {
    getDb().productSettings.productSwitch = false;
    const requests = recordRequests();
    const skirt = product('高腰A字半身裙');
    // A product the platform never reviewed (免审): an edit keeps it so, and it may go on sale at once.
    skirt.auditStatus = 0;
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await waitFor(() => expect(requests.count('/product/audit/switch/info')).toBe(1));
    expect(screen.queryByRole('button', { name: '保存并提审' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(ask).toHaveTextContent('操作之后是否自动上架？');
    await user.click(within(ask).getByRole('button', { name: '是' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    const [body] = await requests.bodies('/product/update');
    expect(body).toMatchObject({ id: skirt.id, isAutoUp: true, isAutoSubmitAudit: false });
    expect(product('高腰A字半身裙').isShow).toBe(true);
  });

  it('saves at once on 保存 while the store is closed: no question, isAutoUp false, the product off sale under 仓库中', async () => {
    getDb().productSettings.productSwitch = false;
    getDb().baseInfo.isSwitch = false;
    const requests = recordRequests();
    const skirt = product('高腰A字半身裙');
    skirt.auditStatus = 0;
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await waitFor(() => expect(requests.count('/product/audit/switch/info')).toBe(1));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(location().search).toMatchObject({ type: 2 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [body] = await requests.bodies('/product/update');
    expect(body).toMatchObject({ id: skirt.id, isAutoUp: false, isAutoSubmitAudit: false });
    expect(product('高腰A字半身裙')).toMatchObject({ isShow: false, auditStatus: 0 });
  });

  it('asks on 保存 of a product reviewed before, and lands on 待提审 where the backend keeps it', async () => {
    getDb().productSettings.productSwitch = false;
    const skirt = product('高腰A字半身裙');
    expect(skirt.auditStatus).toBe(2);
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '是' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(location().search).toMatchObject({ type: 8 });
    expect(product('高腰A字半身裙')).toMatchObject({ isShow: false, auditStatus: 1 });
  });

  it('offers 保存并提审 when the platform reviews products, whether or not the store is open', async () => {
    getDb().baseInfo.isSwitch = false;
    const requests = recordRequests();
    const skirt = product('高腰A字半身裙');
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    await user.click(await screen.findByRole('button', { name: '保存并提审' }, { timeout: 5000 }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(ask).toHaveTextContent('审核通过之后是否自动上架？');
    await user.click(within(ask).getByRole('button', { name: '否' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    const [body] = await requests.bodies('/product/update');
    expect(body).toMatchObject({ isAutoUp: false, isAutoSubmitAudit: true });
  });

  it('links a system form and previews what buyers fill in', async () => {
    const skirt = product('高腰A字半身裙');
    const { user, location } = await open(`/product/list/creatProduct/${skirt.id}/2`);
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: '其他设置' }));
    // The tab's section loads when the tab is first shown.
    const select = await screen.findByRole('combobox', { name: '关联表单' }, { timeout: 5000 });
    await user.click(select);
    await waitFor(() => expect(screen.getByRole('option', { name: '预约信息登记' })).toBeInTheDocument());
    await chooseOption(user, select, '预约信息登记');
    const preview = await screen.findByRole('form', { name: '预约信息登记 预览' });
    expect(within(preview).getByLabelText(/姓名/)).toBeInTheDocument();
    expect(within(preview).getByLabelText(/手机号/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    expect(product('高腰A字半身裙').systemFormId).toBe(1);
  });

  it('fills 保障服务 from a 保障服务组合: the group\'s shown guarantees, the group kept on screen', async () => {
    const { user } = await open('/product/list/creatProduct/0/2?productType=0');
    await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: '使用保障服务组合' }));
    await user.click(screen.getByRole('combobox', { name: '保障服务组合' }));
    await screen.findByRole('option', { name: '生鲜无忧' });
    await chooseOption(user, '保障服务组合', '生鲜无忧');
    expect(shownChoice('保障服务组合')).toBe('生鲜无忧');
    const group = getDb().guaranteeGroups.find((g) => g.name === '生鲜无忧')!;
    const shown = new Set(group.guaranteeList.filter((g) => g.isShow).map((g) => g.gid));
    const boxes = within(screen.getByRole('group', { name: '保障服务' })).getAllByRole<HTMLInputElement>('checkbox');
    const checked = boxes.filter((b) => b.checked).map((b) => b.closest('label')?.textContent);
    expect(checked.toSorted()).toEqual(getDb().guarantees.filter((g) => g.isShow && shown.has(g.id)).map((g) => g.name).toSorted());
    expect(checked.length).toBeGreaterThan(0);
  });

  it('shows the saved SKUs of a product with deleted rows, and every combination under 全部sku', async () => {
    const tee = product('纯棉圆领短袖T恤');
    tee.attrValue = tee.attrValue.slice(0, 10);
    const { user } = await open(`/product/list/creatProduct/${tee.id}/1`);
    await screen.findByRole('heading', { name: '商品详情' }, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    expect(await screen.findByText('共 10 个规格')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/全部sku/));
    expect(screen.getByText('共 12 个规格')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/全部sku/));
    expect(screen.getByText('共 10 个规格')).toBeInTheDocument();
  });
});

