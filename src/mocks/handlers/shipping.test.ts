import {
  deleteShippingTemplate,
  getCityTree,
  getShippingTemplateInfo,
  getShippingTemplateList,
  saveShippingTemplate,
  updateShippingTemplate,
} from '@/api/generated/endpoints/shipping/shipping';
import type { CityVo, ShippingTemplateRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { getDb } from '@/mocks/db';
import { regionChoice, WHOLE_COUNTRY } from '@/mocks/seed/shipping';

const count = (nodes: readonly CityVo[], type: number): number => nodes.reduce((n, r) => n + (r.regionType === type ? 1 : 0) + count(r.child ?? [], type), 0);

const ZHEJIANG = 33;
const HANGZHOU = 3301;

const weightTemplate = (name: string) => ({
  name,
  type: 2,
  appoint: 2,
  sort: 5,
  shippingTemplatesRegionRequestList: [
    { ...WHOLE_COUNTRY, first: '1', firstPrice: '8', renewal: '1', renewalPrice: '2' },
    { ...regionChoice([HANGZHOU]), first: '0.50', firstPrice: '5.50', renewal: '0.50', renewalPrice: '1.20', uniqid: 'hz' },
  ],
  shippingTemplatesFreeRequestList: [{ ...regionChoice([ZHEJIANG]), number: '3.00', price: '0.00' }],
}) satisfies ShippingTemplateRequest;

describe('the demo backend of shipping templates', () => {
  beforeEach(() => switchRole('admin'));

  it('answers the whole region tree: 31 provinces, 342 cities, 3,056 districts', async () => {
    const tree = await getCityTree();
    expect([count(tree, 1), count(tree, 2), count(tree, 3)]).toEqual([31, 342, 3056]);
    expect(tree.find((p) => p.regionId === ZHEJIANG)?.child?.find((c) => c.regionId === HANGZHOU)?.regionName).toBe('杭州市');
  });

  it('lists by sort (highest first), filters on the name, and shows a seeded custom template with its 默认运费 row', async () => {
    const all = await getShippingTemplateList({ page: 1, limit: 9999 });
    expect(all.list.map((t) => t.sort)).toEqual(getDb().shippingTemplates.map((t) => t.sort).toSorted((a, b) => b - a));
    const found = await getShippingTemplateList({ page: 1, limit: 9999, keywords: '偏远' });
    expect(found.list.map((t) => t.name)).toEqual(['偏远地区不包邮']);
    const info = await getShippingTemplateInfo(found.list[0].id);
    expect(info.regionList?.[0]).toMatchObject({ title: WHOLE_COUNTRY_TITLE });
    expect(info.freeList?.length).toBeGreaterThan(0);
  });

  it('keeps a row per district and answers each row as sent, its districts’ paths in the title; refuses a name already taken or a custom template without regions', async () => {
    await saveShippingTemplate(weightTemplate('江浙沪按重'));
    const created = getDb().shippingTemplates.find((t) => t.name === '江浙沪按重')!;
    expect(created).toMatchObject({ type: 2, appoint: 2, sort: 5 });
    // 西湖区 and every other district of 杭州市 are rows of their own, each with its path.
    const kept = getDb().shippingTemplateRules[created.id].charges;
    expect(kept.filter((r) => r.firstPrice === '5.50').map((r) => r.cityId).join(',')).toBe(regionChoice([HANGZHOU]).cityId);
    expect(kept.find((r) => r.cityId === 330106)?.title).toBe(`[${ZHEJIANG},${HANGZHOU},330106]`);
    const info = await getShippingTemplateInfo(created.id);
    expect(info.regionList).toHaveLength(2);
    expect(info.regionList?.[1]).toMatchObject({ title: regionChoice([HANGZHOU]).title, first: '0.50', firstPrice: '5.50', renewal: '0.50', renewalPrice: '1.20' });
    expect(info.regionList?.[1]).not.toHaveProperty('cityId');
    expect(info.freeList).toMatchObject([{ title: regionChoice([ZHEJIANG]).title, number: '3.00', price: '0.00' }]);
    // The whole country is one row, first; amounts and quantities with two decimals, as the backend's decimal columns keep them.
    expect(info.regionList?.[0]).toMatchObject({ title: WHOLE_COUNTRY_TITLE, first: '1.00', firstPrice: '8.00', renewal: '1.00', renewalPrice: '2.00' });

    await expect(saveShippingTemplate(weightTemplate('江浙沪按重'))).rejects.toThrow('模板名称已存在');
    await expect(saveShippingTemplate({ ...weightTemplate('空的自定义'), shippingTemplatesRegionRequestList: [] })).rejects.toThrow('不包邮，最少需要一条公共区域运费数据');
    await expect(saveShippingTemplate({ ...weightTemplate('  '), name: '  ' })).rejects.toThrow('模板名称必须填写');
    expect(getDb().shippingTemplates.filter((t) => t.name === '江浙沪按重')).toHaveLength(1);
  });

  it('refuses rows the backend cannot read by their districts: a path short of its district, an id without its path, a title that is no list of paths', async () => {
    const row = weightTemplate('x').shippingTemplatesRegionRequestList[1];
    const withRow = (name: string, changed: Partial<typeof row>) => ({ ...weightTemplate(name), shippingTemplatesRegionRequestList: [weightTemplate(name).shippingTemplatesRegionRequestList[0], { ...row, ...changed }] });
    await expect(saveShippingTemplate(withRow('省', { title: `[[${ZHEJIANG}]]` }))).rejects.toThrow('配送区域须选到区县');
    await expect(saveShippingTemplate(withRow('缺', { cityId: `${row.cityId},110101` }))).rejects.toThrow('配送区域与所选区县不符');
    await expect(saveShippingTemplate(withRow('字', { title: '杭州市' }))).rejects.toThrow('配送区域格式不正确');
    expect(getDb().shippingTemplates.filter((t) => ['省', '缺', '字'].includes(t.name))).toEqual([]);
  });

  it('updates a template and its rows; an unknown id or another template’s name is refused', async () => {
    const [first, second] = getDb().shippingTemplates;
    await updateShippingTemplate({ ...weightTemplate('改过的名字'), id: second.id, type: 3 });
    expect(getDb().shippingTemplates.find((t) => t.id === second.id)).toMatchObject({ name: '改过的名字', type: 3, appoint: 2 });
    expect(getDb().shippingTemplates.find((t) => t.id === second.id)?.updateTime).toBeDefined();
    expect((await getShippingTemplateInfo(second.id)).freeList).toHaveLength(1);
    await expect(updateShippingTemplate({ ...weightTemplate(first.name), id: second.id })).rejects.toThrow('模板名称已存在');
    await expect(updateShippingTemplate({ ...weightTemplate('不存在'), id: 98_765 })).rejects.toThrow('运费模板不存在');
  });

  it('refuses to delete a template a product uses and removes an unused one everywhere', async () => {
    const used = getDb().shippingTemplates.find((t) => getDb().products.some((p) => p.tempId === t.id))!;
    await expect(deleteShippingTemplate(used.id)).rejects.toThrow('运费模板已使用');
    expect(getDb().shippingTemplates.some((t) => t.id === used.id)).toBe(true);

    const unused = getDb().shippingTemplates.find((t) => !getDb().products.some((p) => p.tempId === t.id))!;
    await deleteShippingTemplate(unused.id);
    expect(getDb().shippingTemplates.some((t) => t.id === unused.id)).toBe(false);
    expect(getDb().shippingTemplateRules[unused.id]).toBeUndefined();
    expect((await getShippingTemplateList({ page: 1, limit: 9999 })).list.some((t) => t.id === unused.id)).toBe(false);
  });
});
