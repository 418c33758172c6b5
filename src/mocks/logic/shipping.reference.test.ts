import { getDb } from '@/mocks/db';
import { regionChoice, WHOLE_COUNTRY } from '@/mocks/seed/shipping';
import type { JavaClient } from '@/test/java-client';
import { callJavaRow, type JavaRow } from '@/test/java-rows';

// Settlements, carriers and shipping templates as a client of the reference backend (CRMEB's Java) sees
// them: each write call's refusals in the Java's order, codes and words, and what it changes, read back
// from the store or a details call.

const db = () => getDb();
const ok = { code: 200, message: null, data: null } as const;

async function runRow(row: JavaRow) {
  const { java, seen, expected } = await callJavaRow(row);
  expect(seen).toEqual(expected);
  await row.effect?.(java);
}

// ------------------------------------------------------------------------------------------------
// 申请结算

const apply = (java: JavaClient, amount: string, closingType = 'bank') => java.post('/admin/merchant/finance/closing/apply', { closingType, amount, mark: ' 月底 ' });
/** What the store may take now (商户余额 less 保证金), from the reference's own call. */
const available = async (java: JavaClient) => (await java.get<{ transferBalance: string }>('/admin/merchant/finance/closing/base/info')).data.transferBalance;
const newest = () => db().closings.at(-1)!;

const CLOSING: JavaRow[] = [
  {
    what: 'the balance does not exceed the deposit',
    arrange: () => Object.assign(db().closingSettings, { guaranteedAmount: '99999999.00' }),
    call: (java) => apply(java, '200'),
    code: 400,
    message: '商户余额不足提现保证金',
  },
  { what: 'below the least transfer', call: (java) => apply(java, '99.99'), code: 400, message: '提现金额小于最小提现金额' },
  { what: 'above the most transfer', call: (java) => apply(java, '50000.01'), code: 400, message: '提现金额大于最高提现金额' },
  {
    what: 'the store’s own settlement type has no account, whatever type is asked for',
    arrange: () => Object.assign(db().settlementInfo, { bankUserName: '', alipayCode: 'shop@example.com' }),
    call: (java) => apply(java, '200', 'alipay'),
    code: 400,
    message: '请先在配置中进行商户转账信息配置',
  },
  {
    what: 'another type than the store’s is taken while the store’s own has its account; paid to the real name, the mark as sent',
    arrange: () => Object.assign(db().settlementInfo, { alipayCode: 'shop@example.com', realName: '张店长' }),
    call: (java) => apply(java, '200', 'alipay'),
    ...ok,
    effect: async (java) => {
      expect(newest()).toMatchObject({ closingType: 'alipay', amount: '200.00', alipayAccount: 'shop@example.com', closingName: '张店长', mark: ' 月底 ', auditStatus: 0 });
      const detail = await java.get(`/admin/merchant/finance/closing/record/detail/${newest().closingNo}`);
      expect(detail.data).toMatchObject({ closingName: '张店长', realName: '张店长' });
    },
  },
  {
    what: 'more than is available is taken (the platform reviews it)',
    call: async (java) => apply(java, (Number(await available(java)) + 0.01).toFixed(2)),
    ...ok,
    effect: async (java) => expect(Number(newest().amount)).toBeCloseTo(Number(await available(java)) + 0.01, 2),
  },
];

describe('申请结算 as the reference backend', () => {
  it.each(CLOSING)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 物流公司

const link = (code: string) => db().expresses.find((e) => e.code === code)!;
const platformId = (code: string) => ({ SF: 1, JTSD: 9, TTKDEX: 21 })[code];

const EXPRESS: JavaRow[] = [
  { what: 'link: a carrier the platform does not show', call: (java) => java.post('/admin/merchant/express/relate', { expressId: platformId('TTKDEX') }), code: 7905, message: '快递公司不存在' },
  { what: 'link: no such carrier', call: (java) => java.post('/admin/merchant/express/relate', { expressId: 999 }), code: 7905, message: '快递公司不存在' },
  { what: 'link: one linked already', call: (java) => java.post('/admin/merchant/express/relate', { expressId: platformId('SF') }), code: 400, message: '已关联此物流公司' },
  {
    what: 'link: a new one',
    call: (java) => java.post('/admin/merchant/express/relate', { expressId: platformId('JTSD') }),
    ...ok,
    effect: () => expect(link('JTSD')).toMatchObject({ name: '极兔速递', isDefault: false }),
  },
  { what: 'switch: no such link', call: (java) => java.post('/admin/merchant/express/open/switch/999'), code: 4801, message: '商户物流公司不存在' },
  { what: 'default: no such link', call: (java) => java.post('/admin/merchant/express/default/switch/999'), code: 4801, message: '商户物流公司不存在' },
  { what: 'delete: no such link', call: (java) => java.post('/admin/merchant/express/delete/999'), code: 4801, message: '商户物流公司不存在' },
  {
    what: 'switch: the default one may be switched off',
    call: (java) => java.post(`/admin/merchant/express/open/switch/${link('SF').id}`),
    ...ok,
    effect: () => expect(link('SF')).toMatchObject({ isOpen: false, isDefault: true }),
  },
  {
    what: 'default: a switched-off one may be the default, the only one',
    call: (java) => java.post(`/admin/merchant/express/default/switch/${link('STO').id}`),
    ...ok,
    effect: () => {
      expect(db().expresses.filter((e) => e.isDefault).map((e) => [e.code, e.isOpen])).toEqual([['STO', false]]);
      expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '商户物流公司默认开关', methodType: '增加' });
    },
  },
  {
    what: 'delete: the default one may be deleted, and linked again',
    call: async (java) => {
      await java.post(`/admin/merchant/express/delete/${link('SF').id}`);
      expect(db().expresses.some((e) => e.code === 'SF')).toBe(false);
      return java.post('/admin/merchant/express/relate', { expressId: platformId('SF') });
    },
    ...ok,
    effect: () => expect(link('SF').isDefault).toBe(false),
  },
];

describe('物流公司 as the reference backend', () => {
  it.each(EXPRESS)('$what', runRow);
});

// ------------------------------------------------------------------------------------------------
// 运费模板

const template = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  type: 1,
  appoint: 1,
  sort: 1,
  shippingTemplatesRegionRequestList: [{ ...WHOLE_COUNTRY, first: 1, firstPrice: 8, renewal: 1, renewalPrice: 2 }],
  shippingTemplatesFreeRequestList: [],
  ...more,
});
const taken = () => db().shippingTemplates[0];
const used = () => db().shippingTemplates.find((t) => db().products.some((p) => p.tempId === t.id))!;
const unused = () => db().shippingTemplates.find((t) => !db().products.some((p) => p.tempId === t.id))!;

const TEMPLATES: JavaRow[] = [
  {
    what: 'save: a name taken is refused before the rows are read',
    call: (java) => java.post('/admin/merchant/shipping/templates/save', template(taken().name, { shippingTemplatesRegionRequestList: [{ cityId: 'x', title: 'x', first: 1, firstPrice: 1, renewal: 1, renewalPrice: 1 }] })),
    code: 400,
    message: '模板名称已存在,请更换模板名称!',
  },
  { what: 'save: 自定义 without a region', call: (java) => java.post('/admin/merchant/shipping/templates/save', template('无区域', { appoint: 2, shippingTemplatesRegionRequestList: [] })), code: 400, message: '不包邮，最少需要一条公共区域运费数据' },
  {
    what: 'save: no row amount is held below 0.1 (the reference does not check them)',
    call: (java) =>
      java.post(
        '/admin/merchant/shipping/templates/save',
        template('零运费', {
          appoint: 2,
          shippingTemplatesRegionRequestList: [{ ...WHOLE_COUNTRY, first: 0, firstPrice: 0, renewal: 0, renewalPrice: 0 }],
          shippingTemplatesFreeRequestList: [{ ...regionChoice([3301]), number: 0, price: 0 }],
        }),
      ),
    code: 200,
    message: null,
    data: '新增运费模板成功',
    effect: () => {
      const saved = db().shippingTemplates.find((t) => t.name === '零运费')!;
      expect(db().shippingTemplateRules[saved.id].charges[0]).toMatchObject({ first: '0.00', firstPrice: '0.00' });
      expect(db().shippingTemplateRules[saved.id].frees[0]).toMatchObject({ number: '0.00', price: '0.00' });
      expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '新增运费模板', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.ShippingTemplatesController.save()' });
    },
  },
  { what: 'update: without an id', call: (java) => java.post('/admin/merchant/shipping/templates/update', template('无编号')), code: 400, message: '运费模板ID不能为空' },
  { what: 'update: no such template', call: (java) => java.post('/admin/merchant/shipping/templates/update', template('不存在', { id: 98_765 })), code: 6501, message: '运费模板不存在' },
  {
    what: 'update: its own name again',
    call: (java) => java.post('/admin/merchant/shipping/templates/update', template(taken().name, { id: taken().id, sort: 77 })),
    ...ok,
    effect: () => expect(taken().sort).toBe(77),
  },
  { what: 'update: another template’s name', call: (java) => java.post('/admin/merchant/shipping/templates/update', template(taken().name, { id: unused().id })), code: 400, message: '模板名称已存在,请更换模板名称!' },
  { what: 'delete: no such template', call: (java) => java.post('/admin/merchant/shipping/templates/delete/98765'), code: 6501, message: '运费模板不存在' },
  {
    what: 'delete: one a product uses',
    call: (java) => java.post(`/admin/merchant/shipping/templates/delete/${used().id}`),
    code: 6502,
    message: '运费模板已使用',
    effect: () => expect(db().shippingTemplates).toContain(used()),
  },
];

describe('运费模板 as the reference backend', () => {
  it.each(TEMPLATES)('$what', runRow);
});
