import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { findTable, openPage, texts } from '@/test/page';
import { sentBodies } from '@/test/requests';

// The template drawer against details exactly as the reference backend (CRMEB) writes them
// (ShippingTemplatesServiceImpl.getInfo): regionList null for 全国包邮, freeList null unless 自定义, rows
// without cityId whose title holds their districts' paths, the whole country as [[0,0]] first, every
// amount as text. What the drawer saves is read as ShippingTemplatesRegionServiceImpl.saveAll reads it.

const LIST = '运费模板列表';

/** Every template's details answered as the reference backend would send `data` (id from the address). */
function answerInfo(data: Record<string, unknown>) {
  server.use(http.get('*/api/admin/merchant/shipping/templates/info/:id', ({ params }) => HttpResponse.json({ code: 200, message: null, data: { ...data, id: Number(params.id) } })));
}

interface SentRow {
  cityId: string;
  title: string;
  [field: string]: unknown;
}
interface SentTemplate {
  appoint: number;
  shippingTemplatesRegionRequestList: SentRow[];
  shippingTemplatesFreeRequestList: SentRow[];
}

/**
 * The regions saveAll keeps of a row, [region id, its stored title]: "0" is one region, the title's first
 * path; otherwise each id of cityId with the title's path whose third id it is. A path without a third id
 * makes the backend throw; an id without a path would be kept without one: both fail here.
 */
function kept(row: SentRow): Array<[number, string]> {
  const paths = (JSON.parse(row.title) as unknown[]).map((p) => JSON.stringify(p));
  if (row.cityId === '0' || row.cityId === 'all') return [[0, paths[0]]];
  const byThird = new Map(
    paths.map((text) => {
      const path = JSON.parse(text) as number[];
      if (path.length < 3) throw new Error(`${text} has no third id`);
      return [path[2], text] as const;
    }),
  );
  return row.cityId.split(',').map((id) => {
    const path = byThird.get(Number(id));
    if (!path) throw new Error(`no path in the title for ${id}`);
    return [Number(id), path];
  });
}

/** Opens the list, then the edit drawer of the seeded template of the given kind. */
async function openEdit(appoint: 0 | 1 | 2) {
  const template = getDb().shippingTemplates.find((t) => t.appoint === appoint)!;
  const app = await openPage('/operation/freightSet', () => findTable(LIST));
  await app.user.click(await screen.findByRole('button', { name: `修改 ${template.name}` }));
  // While the template and the region tree load, a drawer of their loading state shows; the form's own
  // drawer takes its place once they are in.
  const drawer = await waitFor(
    () => {
      const shown = screen.getByRole('dialog', { name: '编辑运费模板' });
      within(shown).getByLabelText('模板名称');
      return shown;
    },
    { timeout: 5000 },
  );
  return { ...app, template, drawer };
}

async function save(user: Awaited<ReturnType<typeof openEdit>>['user'], drawer: HTMLElement, sent: unknown[]) {
  await user.click(within(drawer).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(texts()).toContain('编辑成功'));
  return sent.at(-1) as SentTemplate;
}

describe('运费模板 against the reference backend’s details', () => {
  it('全国包邮: both lists null; the drawer opens and saves the kind without rows', async () => {
    answerInfo({ name: '全国包邮', type: 1, appoint: 0, sort: 3, regionList: null, freeList: null });
    const sent = sentBodies('/shipping/templates/update');
    const { user, drawer } = await openEdit(0);
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: '全国包邮' })).toBeChecked());
    expect(within(drawer).queryByRole('table', { name: '运费' })).not.toBeInTheDocument();
    const body = await save(user, drawer, sent);
    expect(body).toMatchObject({ appoint: 0, shippingTemplatesRegionRequestList: [], shippingTemplatesFreeRequestList: [] });
  });

  it('部分包邮: freeList null; district, province and city paths read as their regions and saved as full district paths', async () => {
    answerInfo({
      name: '按重量计费',
      type: 2,
      appoint: 1,
      sort: 2,
      regionList: [
        { title: '[[33,3301,330102],[33,3301,330106]]', first: '1.00', firstPrice: '8.00', renewal: '1.00', renewalPrice: '2.00', uniqid: '9f2c' },
        { title: '[[54]]', first: '1.00', firstPrice: '15.00', renewal: '1.00', renewalPrice: '8.00', uniqid: '7a11' },
        { title: '[[44,4401]]', first: '2.00', firstPrice: '6.00', renewal: '1.00', renewalPrice: '1.50', uniqid: '03bd' },
      ],
      freeList: null,
    });
    const sent = sentBodies('/shipping/templates/update');
    const { user, drawer } = await openEdit(1);
    const charges = await within(drawer).findByRole('table', { name: '运费' });
    expect(within(drawer).getByRole('radio', { name: '部分包邮' })).toBeChecked();
    await waitFor(() => expect(within(charges).getByRole('button', { name: '区域1 选择区域' })).toHaveTextContent('浙江省 / 杭州市 / 上城区 等 2 个地区'));
    expect(within(charges).getByRole('button', { name: '区域2 选择区域' })).toHaveTextContent('西藏自治区');
    expect(within(charges).getByRole('button', { name: '区域3 选择区域' })).toHaveTextContent('广东省 / 广州市');
    expect(within(charges).getByLabelText('区域3 首件(kg)')).toHaveValue('2.00');

    const body = await save(user, drawer, sent);
    const [hangzhou, tibet, guangzhou] = body.shippingTemplatesRegionRequestList;
    expect(kept(hangzhou)).toEqual([
      [330102, '[33,3301,330102]'],
      [330106, '[33,3301,330106]'],
    ]);
    // A whole province or city is every district of it, each with its own full path.
    expect(kept(tibet)).toHaveLength(78);
    expect(kept(tibet).every(([id, path]) => path.startsWith('[54,') && path.endsWith(`,${id}]`))).toBe(true);
    expect(kept(guangzhou)).toHaveLength(11);
    expect(guangzhou).toMatchObject({ first: '2.00', firstPrice: '6.00', renewal: '1.00', renewalPrice: '1.50' });
    expect(body.shippingTemplatesFreeRequestList).toEqual([]);
  });

  it('自定义: the [[0,0]] row is 默认运费 with its 10.00, the free rows read and saved as the backend parses them', async () => {
    answerInfo({
      name: '偏远地区不包邮',
      type: 1,
      appoint: 2,
      sort: 1,
      regionList: [
        { title: '[[0,0]]', first: '1.00', firstPrice: '10.00', renewal: '1.00', renewalPrice: '2.00', uniqid: 'c0' },
        { title: '[[65,6501,650102]]', first: '1.00', firstPrice: '20.00', renewal: '1.00', renewalPrice: '9.00', uniqid: 'c1' },
      ],
      freeList: [{ title: '[[31,3101,310101],[11,1101,110101]]', number: '2.00', price: '99.00', uniqid: 'f0' }],
    });
    const sent = sentBodies('/shipping/templates/update');
    const { user, drawer } = await openEdit(2);
    const charges = await within(drawer).findByRole('table', { name: '运费' });
    expect(within(charges).getByText('默认运费')).toBeInTheDocument();
    expect(within(charges).getByLabelText('默认运费 运费（元）')).toHaveValue('10.00');
    expect(within(charges).queryByRole('button', { name: '区域2 选择区域' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(charges).getByRole('button', { name: '区域1 选择区域' })).toHaveTextContent('新疆维吾尔自治区 / 乌鲁木齐市 / 天山区'));
    const frees = within(drawer).getByRole('table', { name: '包邮区域' });
    expect(within(frees).getByRole('button', { name: '包邮区域1 选择区域' })).toHaveTextContent('北京市 / 市辖区 / 东城区 等 2 个地区');

    const body = await save(user, drawer, sent);
    const [whole, xinjiang] = body.shippingTemplatesRegionRequestList;
    expect(whole).toMatchObject({ cityId: '0', title: '[[0,0]]', first: '1.00', firstPrice: '10.00', renewal: '1.00', renewalPrice: '2.00' });
    expect(kept(whole)).toEqual([[0, '[0,0]']]);
    expect(kept(xinjiang)).toEqual([[650102, '[65,6501,650102]']]);
    expect(body.shippingTemplatesRegionRequestList).toHaveLength(2);
    expect(body.shippingTemplatesFreeRequestList.map(kept)).toEqual([
      [
        [110101, '[11,1101,110101]'],
        [310101, '[31,3101,310101]'],
      ],
    ]);
    expect(body.shippingTemplatesFreeRequestList[0]).toMatchObject({ number: '2.00', price: '99.00' });
  });
});
