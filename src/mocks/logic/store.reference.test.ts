import { getDb } from '@/mocks/db';
import type { MerchantPrint } from '@/api/generated/model';
import { runJavaRow, type JavaRow } from '@/test/java-rows';

// The store's own settings as a client of the reference backend (CRMEB's Java) sees them: its record and
// configuration, settlement account, open switch, PC page, receipt printers and return addresses. Each write
// call's refusals in the Java's order, codes and words, and what it changes, read back through the store or
// a list call. One table per controller.

const db = () => getDb();
const ok = { code: 200, message: null } as const;
const config = (change: Record<string, unknown> = {}) => ({ ...structuredClone(db().configInfo), ...change });

// ------------------------------------------------------------------------------------------------
// MerchantInfoController: 店铺信息, 结算信息, 店铺开关

const STORE: JavaRow[] = [
  {
    what: 'config/info/edit: the address is the first field the request declares',
    call: (java) => java.post('/admin/merchant/config/info/edit', config({ addressDetail: ' ' })),
    code: 400,
    message: '商户地址不能为空',
  },
  { what: 'config/info/edit: an H5 service without a link', call: (java) => java.post('/admin/merchant/config/info/edit', config({ serviceType: 'H5', serviceLink: '' })), code: 400, message: '客服H5链接不能为空' },
  { what: 'config/info/edit: a link that is no URL', call: (java) => java.post('/admin/merchant/config/info/edit', config({ serviceType: 'H5', serviceLink: 'kf.example.com' })), code: 400, message: '客服H5链接格式不正确' },
  { what: 'config/info/edit: a phone service without a phone', call: (java) => java.post('/admin/merchant/config/info/edit', config({ serviceType: 'phone', servicePhone: ' ' })), code: 400, message: '客服电话不能为空' },
  {
    what: 'config/info/edit: neither the coordinates nor the phone are checked; what is not sent stays',
    call: (java) => {
      const { keywords: _keywords, ...rest } = config({ longitude: '200', servicePhone: '12', alertStock: 30 });
      return java.post('/admin/merchant/config/info/edit', rest);
    },
    ...ok,
    data: null,
    effect: () => {
      expect(db().configInfo).toMatchObject({ longitude: '200', servicePhone: '12', alertStock: 30, keywords: '家居,收纳,实木' });
      expect(db().productSettings.alarmStock).toBe(30);
    },
  },
  { what: 'settlement/info/edit: a bank account needs its address', call: (java) => java.post('/admin/merchant/settlement/info/edit', { settlementType: 'bank', bankUserName: '张三', bankName: '招商银行', bankCard: '1' }), code: 400, message: '开户地址不能为空' },
  {
    what: 'settlement/info/edit: WeChat needs the real name',
    call: (java) => java.post('/admin/merchant/settlement/info/edit', { settlementType: 'wechat', wechatCode: 'wx', wechatQrcodeUrl: '/q.png', realName: '' }),
    code: 400,
    message: '真实姓名不能为空',
  },
  {
    what: 'settlement/info/edit: Alipay does not; the other fields stay',
    call: (java) => java.post('/admin/merchant/settlement/info/edit', { settlementType: 'alipay', alipayCode: 'zhang@example.com', alipayQrcodeUrl: '/q.png' }),
    ...ok,
    data: null,
    effect: () => expect(db().settlementInfo).toMatchObject({ settlementType: 'alipay', alipayCode: 'zhang@example.com', bankCard: '6222021202041234567', realName: '张店长' }),
  },
  {
    what: 'switch/update: closing takes every product off sale',
    call: (java) => java.post('/admin/merchant/switch/update'),
    ...ok,
    data: null,
    effect: () => {
      expect(db().baseInfo.isSwitch).toBe(false);
      expect(db().products.some((p) => p.isShow)).toBe(false);
    },
  },
  {
    what: 'switch/update: opening needs the avatar and backgrounds',
    arrange: () => Object.assign(db().baseInfo, { isSwitch: false }) && Object.assign(db().configInfo, { backImage: '' }),
    call: (java) => java.post('/admin/merchant/switch/update'),
    code: 400,
    message: '请先进行商户头像、背景图配置',
    effect: () => expect(db().baseInfo.isSwitch).toBe(false),
  },
  {
    what: 'switch/update: then a service link or phone',
    arrange: () => Object.assign(db().baseInfo, { isSwitch: false }) && Object.assign(db().configInfo, { serviceLink: '', servicePhone: '' }),
    call: (java) => java.post('/admin/merchant/switch/update'),
    code: 400,
    message: '请先进行客服信息配置',
  },
  {
    what: 'switch/update: opening puts nothing back on sale',
    arrange: () => {
      Object.assign(db().baseInfo, { isSwitch: false });
      for (const p of db().products) p.isShow = false;
    },
    call: (java) => java.post('/admin/merchant/switch/update'),
    ...ok,
    effect: () => {
      expect(db().baseInfo.isSwitch).toBe(true);
      expect(db().products.some((p) => p.isShow)).toBe(false);
    },
  },
];

describe('MerchantInfoController as the reference backend', () => {
  it.each(STORE)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantConfigController: PC商城设置

const pc = (change: Record<string, unknown> = {}) => ({ pcLogo: '/logo.png', pcGoodStoreCoverImage: '/cover.png', bannerList: [], recommendProductStr: '', ...change });
const usable = () => db().products.filter((p) => !p.isRecycle && p.isShow && (p.auditStatus === 0 || p.auditStatus === 2));
const banner = (imageUrl: string, sort: number) => ({ imageUrl, linkUrl: '', status: true, sort });

const PC: JavaRow[] = [
  { what: 'no logo', call: (java) => java.post('/admin/merchant/config/save/pc/shopping/config', pc({ pcLogo: '' })), code: 400, message: '请选择商户Logo图片' },
  { what: 'no cover', call: (java) => java.post('/admin/merchant/config/save/pc/shopping/config', pc({ pcGoodStoreCoverImage: '' })), code: 400, message: '请选择品牌好店商户封面图片' },
  {
    what: 'an empty banner list keeps the banners; unusable products are dropped without a word',
    call: (java) => java.post('/admin/merchant/config/save/pc/shopping/config', pc({ recommendProductStr: `999999,${db().products.find((p) => !p.isShow)!.id},${usable()[0].id}` })),
    code: 200,
    message: '编辑成功',
    effect: async (java) => {
      expect(db().pcConfig.bannerList).toHaveLength(2);
      const saved = await java.get<{ recommendProductStr: string; bannerList: unknown[] }>('/admin/merchant/config/get/pc/shopping/config');
      expect(saved.data.recommendProductStr).toBe(String(usable()[0].id));
    },
  },
  {
    what: 'banners keep the sort sent',
    call: (java) => java.post('/admin/merchant/config/save/pc/shopping/config', pc({ bannerList: [banner('/late.png', 9), banner('/early.png', 1)] })),
    code: 200,
    message: '编辑成功',
    effect: async (java) => {
      const saved = await java.get<{ bannerList: Array<{ imageUrl: string; sort: number }> }>('/admin/merchant/config/get/pc/shopping/config');
      expect(saved.data.bannerList.map((b) => [b.imageUrl, b.sort])).toEqual([['/early.png', 1], ['/late.png', 9]]);
    },
  },
];

describe('MerchantConfigController as the reference backend', () => {
  it.each(PC)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantPrintController: 小票打印

const prints = () => db().prints;
const printNamed = (name: string) => prints().find((p) => p.printName === name);
const NO_PRINTER = { code: 4701, message: '商户打印机不存在' } as const;
/** The body the reference's console sends (all eight settings, the other type's empty). */
const yly = (change: Partial<MerchantPrint> = {}) => ({
  printName: '收银台',
  printType: 0,
  printYlyAppid: '1088830001',
  printYlyUserid: '36522',
  printYlySec: 'f1e2d3c4b5a6',
  printYlyMerchineNo: '4004600001',
  printFeName: '',
  printFeUser: '',
  printFeUkey: '',
  printFeSn: '',
  status: 1,
  ...change,
});

const PRINTS: JavaRow[] = [
  {
    what: 'save: a 易联云 printer with its four settings',
    call: (java) => java.post('/admin/merchant/print/save', yly()),
    ...ok,
    data: null,
    effect: async (java) => {
      const list = await java.get<{ list: MerchantPrint[] }>('/admin/merchant/print/list', { page: 1, limit: 20 });
      expect(list.data.list[0]).toMatchObject({ printName: '收银台', printType: 0, printYlyAppid: '1088830001', printYlyMerchineNo: '4004600001', printFeSn: '', status: 1 });
    },
  },
  {
    what: 'save: a 飞鹅云 printer with its four settings',
    call: (java) => java.post('/admin/merchant/print/save', { printName: '后厨', printType: 1, printFeName: '后厨', printFeUser: 'chef@example.com', printFeUkey: 'KEY1', printFeSn: 'SN1', status: 0 }),
    ...ok,
    effect: () => expect(printNamed('后厨')).toMatchObject({ printType: 1, printFeName: '后厨', printFeUser: 'chef@example.com', printFeUkey: 'KEY1', printFeSn: 'SN1', status: 0 }),
  },
  {
    what: 'save: no setting is checked',
    call: (java) => java.post('/admin/merchant/print/save', { printName: '空配置', printType: 1, status: 0 }),
    ...ok,
    effect: () => expect(printNamed('空配置')?.printFeSn).toBeUndefined(),
  },
  {
    what: 'save: a name the store has, named in the refusal',
    call: (java) => java.post('/admin/merchant/print/save', yly({ printName: prints()[0].printName })),
    code: 400,
    message: () => `${prints()[0].printName}|当前打印机配置已存在`,
    effect: () => expect(prints()).toHaveLength(2),
  },
  { what: 'update: no such printer', call: (java) => java.post('/admin/merchant/print/update', yly({ id: 999 })), ...NO_PRINTER },
  {
    what: "update: another printer's name",
    call: (java) => java.post('/admin/merchant/print/update', yly({ id: prints()[0].id, printName: prints()[1].printName })),
    code: 400,
    message: () => `${prints()[1].printName}|当前打印机配置已存在`,
  },
  {
    what: "update: switched to 飞鹅云, the 易联云 settings stay",
    call: (java) => {
      const p = prints().find((x) => x.printType === 0)!;
      return java.post('/admin/merchant/print/update', { id: p.id, printName: p.printName, printType: 1, printFeName: 'n', printFeUser: 'u', printFeUkey: 'k', printFeSn: 's', status: 1 });
    },
    ...ok,
    effect: async (java) => {
      const p = prints().find((x) => x.printFeSn === 's')!;
      const info = await java.get<MerchantPrint>(`/admin/merchant/print/info/${p.id}`);
      expect(info.data).toMatchObject({ printType: 1, printFeSn: 's', printYlyMerchineNo: '4004612345' });
    },
  },
  { what: 'status: a printer that is not there', call: (java) => java.post('/admin/merchant/print/status', { id: 999, status: 1 }), code: 500, message: '系统异常，请稍后重试' },
  { what: 'status: not 0 or 1', call: (java) => java.post('/admin/merchant/print/status', { id: prints()[0].id, status: 2 }), code: 400, message: '状态必须是0或者1' },
  { what: 'delete: no such printer', call: (java) => java.get('/admin/merchant/print/delete/999'), ...NO_PRINTER },
  { what: 'info: no such printer', call: (java) => java.get('/admin/merchant/print/info/999'), ...NO_PRINTER },
  {
    what: 'delete: a printer',
    call: (java) => java.get(`/admin/merchant/print/delete/${prints()[1].id}`),
    ...ok,
    effect: () => expect(prints()).toHaveLength(1),
  },
];

describe('MerchantPrintController as the reference backend', () => {
  it.each(PRINTS)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantAddressController: 商家地址

const addresses = () => db().merchantAddresses;
const defaultAddress = () => addresses().find((a) => a.isDefault)!;
const NO_ADDRESS = { code: 4401, message: '商户地址不存在' } as const;
const address = (change: Record<string, unknown> = {}) => ({ receiverName: '赵仓管', receiverPhone: '12345', detail: '杭州市滨江区网商路 1 号', isDefault: false, isShow: true, ...change });

const ADDRESSES: JavaRow[] = [
  {
    what: 'save: as sent, a phone in any form, a closed default',
    call: (java) => java.post('/admin/merchant/address/save', address({ isDefault: true, isShow: false })),
    code: 200,
    message: '新增商户地址成功',
    effect: () => {
      expect(addresses().at(-1)).toMatchObject({ receiverPhone: '12345', isDefault: true, isShow: false });
      expect(addresses().filter((a) => a.isDefault)).toHaveLength(1);
      // Logged as the reference logs it.
      expect(db().sensitiveLogs.at(-1)).toMatchObject({ description: '新增商户地址', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantAddressController.save()', status: 0 });
    },
  },
  { what: 'update: no id', call: (java) => java.post('/admin/merchant/address/update', address()), code: 400, message: '请选择商户地址' },
  { what: 'update: no such address', call: (java) => java.post('/admin/merchant/address/update', address({ id: 999 })), ...NO_ADDRESS },
  {
    what: 'update: the default stops being one; the region parts stay',
    call: (java) => java.post('/admin/merchant/address/update', address({ id: defaultAddress().id, detail: '新地址' })),
    code: 200,
    message: '修改商户地址成功',
    effect: () => {
      expect(addresses().some((a) => a.isDefault)).toBe(false);
      expect(addresses()[0]).toMatchObject({ detail: '新地址', province: '广东省', street: '珠江新城' });
    },
  },
  {
    what: 'update/show: the default address closes',
    call: (java) => java.post(`/admin/merchant/address/update/show/${defaultAddress().id}`),
    code: 200,
    message: '设置商户地址开启状态成功',
    effect: () => expect(defaultAddress().isShow).toBe(false),
  },
  {
    what: 'set/default: a closed address becomes the default',
    call: (java) => java.post(`/admin/merchant/address/set/default/${addresses().find((a) => !a.isShow)!.id}`),
    code: 200,
    message: '设置商户默认地址成功',
    effect: () => expect(defaultAddress().isShow).toBe(false),
  },
  {
    what: 'delete: the default address too',
    call: (java) => java.get(`/admin/merchant/address/delete/${defaultAddress().id}`),
    code: 200,
    message: '删除商户地址成功',
    effect: () => expect(addresses().some((a) => a.isDefault)).toBe(false),
  },
  { what: 'delete: no such address', call: (java) => java.get('/admin/merchant/address/delete/999'), ...NO_ADDRESS },
  { what: 'set/default: no such address', call: (java) => java.post('/admin/merchant/address/set/default/999'), ...NO_ADDRESS },
  { what: 'update/show: no such address', call: (java) => java.post('/admin/merchant/address/update/show/999'), ...NO_ADDRESS },
];

describe('MerchantAddressController as the reference backend', () => {
  it.each(ADDRESSES)('$what', async (row) => {
    expect.hasAssertions();
    await runJavaRow(row);
  });
});
