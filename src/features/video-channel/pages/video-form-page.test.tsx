import { screen, waitFor, within } from '@testing-library/react';
import { getDb, setFault } from '@/mocks/db';
import { server } from '@/mocks/node';
import { videoCatLeaves } from '@/mocks/seed/video';
import { bodyRows, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';

afterEach(() => server.events.removeAllListeners());

const NEW = '/videoChannel/creatVideoChannel';
const open = (path: string, heading: string) => openPage(path, () => screen.findByRole('form', { name: heading }, { timeout: 8000 }));
type User = Awaited<ReturnType<typeof open>>['user'];

const form = (name = '添加视频号商品') => within(screen.getByRole('form', { name }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

/** Chooses the first product the picker offers; returns its name. */
async function pickFirstProduct(user: User) {
  await user.click(form().getByRole('button', { name: '选择商品' }));
  const dialog = await screen.findByRole('dialog', { name: '商品列表' });
  const [radio] = await within(dialog).findAllByRole('radio', {}, { timeout: 5000 });
  const name = (radio.getAttribute('aria-label') ?? '').replace(/^选择 /, '');
  await user.click(radio);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '商品列表' })).toBeNull());
  return name;
}

async function chooseCategory(user: User, path: [string, string, string]) {
  await chooseOption(user, form().getByLabelText('一级类目'), path[0]);
  await chooseOption(user, form().getByLabelText('二级类目'), path[1]);
  await chooseOption(user, form().getByLabelText('三级类目'), path[2]);
}

describe('添加视频号商品', () => {
  it('creates a draft from a product: prefilled, category from the cascader, a SKU price changed', async () => {
    const requests = recordRequests();
    const { user, location } = await open(NEW, '添加视频号商品');
    const name = await pickFirstProduct(user);
    const product = getDb().products.find((p) => p.name === name);
    if (!product) throw new Error('picked product unknown');
    await waitFor(() => expect(form().getByLabelText('商品标题')).toHaveValue(name.slice(0, 60)));
    expect(form().getByRole('list', { name: '商品轮播图' }).querySelectorAll('img').length).toBeGreaterThan(0);
    const skuTable = within(form().getByRole('table', { name: '商品规格' }));
    expect(skuTable.getAllByRole('row')).toHaveLength(product.attrValue.length + 1);

    await chooseCategory(user, ['家居日用', '收纳', '收纳箱']);
    const template = getDb().shippingTemplates[0];
    await chooseOption(user, form().getByLabelText('运费模板'), template.name);
    const firstSku = product.attrValue[0];
    const price = skuTable.getByLabelText(`${firstSku.sku ?? '默认'} 售价`);
    await user.clear(price);
    await user.type(price, '66.6');

    // A draft of this product already has its name, which the reference refuses (any draft's title).
    expect(getDb().videoDrafts.some((d) => d.title === name.slice(0, 60))).toBe(true);
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('当前草稿商品的名称已存在'));
    await user.clear(form().getByLabelText('商品标题'));
    await user.type(form().getByLabelText('商品标题'), `${name.slice(0, 50)} 视频号版`);
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    await waitFor(() => expect(location().pathname).toBe('/videoChannel/draftList'));
    const body = (await requests.last('/draftproduct/add')?.body) as { primaryProductId: number; thirdCatId: number; tempId: number; specType: boolean; attrValue: Array<{ id: number; price: string; attrValue: string; cost: string }> };
    expect(body).toMatchObject({ primaryProductId: product.id, thirdCatId: 20101, tempId: template.id });
    // The product's SKU as the reference takes it, with the channel's price.
    expect(body.attrValue[0]).toMatchObject({ id: firstSku.id, price: '66.60', attrValue: firstSku.attrValue, cost: firstSku.cost });
    expect(body.specType).toBe(product.specType);
    const created = getDb().videoDrafts.toSorted((a, b) => b.id - a.id)[0];
    expect(created).toMatchObject({ primaryProductId: product.id, thirdCatName: '收纳箱', platformEditStatus: 1 });
    expect(await screen.findByRole('table', { name: '草稿列表' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows('草稿列表')[0]).toHaveTextContent(created.title));
    // The whole flow (picker, cascader, save, list) outlasts the default 15 s on a busy machine.
  }, 40_000);

  it('says what is missing and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await open(NEW, '添加视频号商品');
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['请选择商品', '请选择商品轮播图', '请输入商品标题', '请输入单位', '请选择运费模板', '请选择微信商品类目（需选到三级类目）'])));
    expect(requests.all('/draftproduct/add')).toHaveLength(0);
  });

  it('asks for qualification pictures where the category needs them and keeps what was typed', async () => {
    const requests = recordRequests();
    const { user } = await open(NEW, '添加视频号商品');
    await pickFirstProduct(user);
    await waitFor(() => expect(form().getByLabelText('商品标题')).not.toHaveValue(''));
    await chooseCategory(user, ['食品饮料', '茶叶', '绿茶']);
    const leaf = videoCatLeaves(getDb().videoCats).find((c) => c.label === '绿茶');
    expect(form().getByText(new RegExp(`该类目必须上传商品资质：${leaf?.productQualification}`))).toBeInTheDocument();
    await chooseOption(user, form().getByLabelText('运费模板'), getDb().shippingTemplates[0].name);
    await user.clear(form().getByLabelText('商品标题'));
    await user.type(form().getByLabelText('商品标题'), '我的新标题');
    const [firstPrice] = within(form().getByRole('table', { name: '商品规格' })).getAllByLabelText(/售价$/);
    await user.clear(firstPrice);
    await user.click(form().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请上传商品资质图')).toBeInTheDocument();
    expect(screen.getByText('售价为0.01~999999.99')).toBeInTheDocument();
    expect(requests.all('/draftproduct/add')).toHaveLength(0);
    expect(form().getByLabelText('商品标题')).toHaveValue('我的新标题');
  });

  it('edits a draft and keeps its category', async () => {
    const draft = getDb().videoDrafts.find((d) => d.platformEditStatus === 3);
    if (!draft) throw new Error('no refused draft');
    const { user, location } = await open(`${NEW}/${draft.id}`, '编辑视频号商品');
    const edit = form('编辑视频号商品');
    await waitFor(() => expect(edit.getByLabelText('商品标题')).toHaveValue(draft.title));
    expect(shownChoice(edit.getByLabelText('三级类目'))).toBe(draft.thirdCatName);
    await user.clear(edit.getByLabelText('商品标题'));
    await user.type(edit.getByLabelText('商品标题'), '改过的视频号标题');
    await user.click(edit.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    await waitFor(() => expect(location().pathname).toBe('/videoChannel/draftList'));
    // The platform's refusal stays until the draft is submitted again, as the reference keeps it; WeChat's review starts over.
    expect(getDb().videoDrafts.find((d) => d.id === draft.id)).toMatchObject({ title: '改过的视频号标题', thirdCatId: draft.thirdCatId, platformEditStatus: 3, editStatus: 1 });
  });

  it('keeps everything typed when the server refuses, and asks before leaving unsaved input', async () => {
    const draft = getDb().videoDrafts.find((d) => d.platformEditStatus === 1);
    if (!draft) throw new Error('no fresh draft');
    setFault('/admin/merchant/pay/component/draftproduct/update', '500');
    const { user, location } = await open(`${NEW}/${draft.id}`, '编辑视频号商品');
    const edit = form('编辑视频号商品');
    await waitFor(() => expect(edit.getByLabelText('商品标题')).toHaveValue(draft.title));
    await user.clear(edit.getByLabelText('商品标题'));
    await user.type(edit.getByLabelText('商品标题'), '保存失败也不丢');
    await user.click(edit.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    expect(texts()).not.toContain('编辑成功');
    expect(edit.getByLabelText('商品标题')).toHaveValue('保存失败也不丢');
    expect(location().pathname).toBe(`${NEW}/${draft.id}`);

    await user.click(edit.getByRole('button', { name: '取消' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确认关闭？');
  });

  it('shows a draft read-only', async () => {
    const draft = getDb().videoDrafts[0];
    await open(`${NEW}/${draft.id}/1`, '视频号商品详情');
    const view = form('视频号商品详情');
    await waitFor(() => expect(view.getByLabelText('商品标题')).toHaveValue(draft.title));
    expect(view.getByLabelText('商品标题')).toBeDisabled();
    expect(view.getByLabelText('三级类目')).toBeDisabled();
    expect(view.queryByRole('button', { name: '保存' })).toBeNull();
    expect(view.queryByRole('button', { name: '选择商品' })).toBeNull();
  });

  it('loads a draft and the choices once: the route prefetches what the form reads', async () => {
    const draft = getDb().videoDrafts[0];
    const requests = recordRequests();
    await open(`${NEW}/${draft.id}/1`, '视频号商品详情');
    for (const path of [`/draftproduct/draft/get/${draft.id}`, '/cat/get/list', '/shop/brand/usable/list', '/shipping/templates/list']) expect(requests.count(path)).toBe(1);
  });
});
