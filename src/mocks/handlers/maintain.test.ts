import { deleteCoupon } from '@/api/generated/endpoints/coupon/coupon';
import { getExportList } from '@/api/generated/endpoints/export/export';
import {
  deleteMerchantExpress,
  getMerchantExpressPage,
  getPlatformExpressList,
  relateExpress,
  toggleExpressDefault,
  toggleExpressOpen,
} from '@/api/generated/endpoints/express/express';
import { downloadFile } from '@/api/generated/endpoints/file/file';
import { getSensitiveLogList } from '@/api/generated/endpoints/log/log';
import { exportOrders, getExpressList, remarkOrder, sendOrder } from '@/api/generated/endpoints/order/order';
import { deleteProduct, exportProducts } from '@/api/generated/endpoints/product/product';
import { strFromU8, unzipSync } from 'fflate';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { LOG_TEXT_MAX } from '@/mocks/sensitive-log';
import { ignoreContractViolationsInThisTest } from '@/test/contract';

const SHIP_CARRIERS_PARAMS = { page: 1, limit: 50, openStatus: true } as const;
const shipCarrierCodes = async () => (await getMerchantExpressPage(SHIP_CARRIERS_PARAMS)).list.map((e) => e.code);

const linked = (code: string) => {
  const found = getDb().expresses.find((e) => e.code === code);
  if (!found) throw new Error(`${code} is not linked in the seed`);
  return found;
};
const shippable = () => getDb().orders.find((o) => o.status === 1 && o.refundStatus !== 3 && o.groupBuyRecordStatus === 99 && o.shippingType === 1);

describe('the demo backend of carriers', () => {
  beforeEach(() => switchRole('admin'));

  it('offers every carrier the platform shows under express/all, and ships with the linked ones that are open, the default first', async () => {
    const all = await getExpressList({ type: 'normal' });
    expect(all.map((e) => e.code)).toContain('JTSD');
    expect(all.map((e) => e.code)).not.toContain('TTKDEX');
    expect(all[0]).toMatchObject({ id: 1, code: 'SF', name: '顺丰速运', isShow: true });
    const carriers = (await getMerchantExpressPage(SHIP_CARRIERS_PARAMS)).list;
    const open = getDb().expresses.filter((e) => e.isOpen);
    expect(carriers.map((e) => e.code).toSorted()).toEqual(open.map((e) => e.code).toSorted());
    expect(carriers[0]).toMatchObject({ expressId: linked('SF').expressId, code: 'SF', name: '顺丰速运', isDefault: true });
    expect(getDb().expresses.some((e) => !e.isOpen)).toBe(true);
  });

  it('searches by name or code and by state', async () => {
    expect((await getMerchantExpressPage({ keywords: '中通' })).list.map((e) => e.code)).toEqual(['ZTO']);
    expect((await getMerchantExpressPage({ keywords: 'yto' })).list.map((e) => e.name)).toEqual(['圆通速递']);
    const closed = await getMerchantExpressPage({ openStatus: false });
    expect(closed.list.length).toBeGreaterThan(0);
    expect(closed.list.every((e) => !e.isOpen)).toBe(true);
    expect((await getMerchantExpressPage({ openStatus: true })).total).toBe(getDb().expresses.filter((e) => e.isOpen).length);
  });

  it('links a platform carrier once, marks it linked, and ships with it', async () => {
    const page = await getPlatformExpressList({ keywords: '极兔' });
    const jt = page.list[0];
    expect(jt).toMatchObject({ code: 'JTSD', related: false });
    expect((await getPlatformExpressList({ keywords: 'SF' })).list[0].related).toBe(true);
    await relateExpress({ expressId: jt.id });
    expect(linked('JTSD')).toMatchObject({ expressId: jt.id, isOpen: true, isDefault: false });
    expect((await getPlatformExpressList({ keywords: '极兔' })).list[0].related).toBe(true);
    await expect(relateExpress({ expressId: jt.id })).rejects.toThrow('已关联此物流公司');
    expect(await shipCarrierCodes()).toContain('JTSD');
  });

  it('switches a carrier off: it leaves the ship dialog, yet a shipment naming it is taken, as any carrier of the platform (not one unknown)', async () => {
    const zto = linked('ZTO');
    await toggleExpressOpen(zto.id);
    expect(zto.isOpen).toBe(false);
    expect(await shipCarrierCodes()).not.toContain('ZTO');
    const order = shippable();
    if (!order) throw new Error('no order to ship in the seed');
    await expect(sendOrder({ orderNo: order.orderNo, deliveryType: 'express', expressCode: 'NOPE', expressNumber: 'ZT1', isSplit: false })).rejects.toThrow('未找到快递公司');
    await sendOrder({ orderNo: order.orderNo, deliveryType: 'express', expressCode: 'ZTO', expressNumber: 'ZT1', isSplit: false });
    expect(order.invoices.at(-1)).toMatchObject({ expressCode: 'ZTO', expressName: '中通快递', trackingNumber: 'ZT1' });
  });

  it('keeps one default: a new one clears the old, a closed one may be it, and the default may be closed or deleted', async () => {
    const sf = linked('SF');
    const zto = linked('ZTO');
    await toggleExpressOpen(sf.id);
    expect(sf).toMatchObject({ isOpen: false, isDefault: true });
    await toggleExpressOpen(sf.id);
    await toggleExpressDefault(zto.id);
    expect(getDb().expresses.filter((e) => e.isDefault).map((e) => e.code)).toEqual(['ZTO']);
    expect((await getMerchantExpressPage(SHIP_CARRIERS_PARAMS)).list.find((e) => e.isDefault)?.code).toBe('ZTO');
    const closed = getDb().expresses.find((e) => !e.isOpen);
    if (!closed) throw new Error('no closed carrier in the seed');
    await toggleExpressDefault(closed.id);
    expect(getDb().expresses.filter((e) => e.isDefault)).toEqual([closed]);
    await toggleExpressDefault(closed.id);
    expect(getDb().expresses.some((e) => e.isDefault)).toBe(false);
    await toggleExpressDefault(sf.id);
    await deleteMerchantExpress(sf.id);
    expect(getDb().expresses.some((e) => e.code === 'SF')).toBe(false);
    expect((await getPlatformExpressList({ keywords: '顺丰' })).list[0].related).toBe(false);
  });
});

describe('the demo backend of export files', () => {
  beforeEach(() => switchRole('admin'));

  it('records each export under the signed-in name, newest first, filtered by type', async () => {
    const { fileName } = await exportProducts({ type: 1 });
    const { fileName: orderFile } = await exportOrders({ status: 'all' });
    const all = await getExportList({ limit: 50 });
    expect(all.list.slice(0, 2).map((f) => f.fileName)).toEqual([orderFile, fileName]);
    expect(all.list[1]).toMatchObject({ type: 'product', adminName: '张店长', status: 1 });
    expect(all.list).not.toContainEqual(expect.objectContaining({ content: expect.anything() }));
    const products = await getExportList({ type: 'product', limit: 50 });
    expect(products.list.every((f) => f.type === 'product')).toBe(true);
    expect(products.list[0].fileName).toBe(fileName);
    expect(fileName).not.toBe((await exportProducts({ type: 1 })).fileName);
  });

  it('downloads a file again until it is fetched with delete, which expires it', async () => {
    const { fileName } = await exportProducts({ type: 1 });
    const first = await downloadFile({ fileName });
    expect(first.fileName).toBe(fileName);
    expect((await first.blob.arrayBuffer()).byteLength).toBeGreaterThan(100);
    await downloadFile({ fileName, delete: true });
    expect(getDb().exportFiles.find((f) => f.fileName === fileName)?.status).toBe(2);
    await expect(downloadFile({ fileName })).rejects.toThrow('文件不存在或已过期');
  });

  it('seeds older files: the recent ones download, the expired ones do not', async () => {
    const seeded = getDb().exportFiles;
    const done = seeded.find((f) => f.status === 1);
    const expired = seeded.find((f) => f.status === 2);
    if (!done || !expired) throw new Error('the seed needs both states');
    expect((await downloadFile({ fileName: done.fileName })).blob.size).toBeGreaterThan(100);
    await expect(downloadFile({ fileName: expired.fileName })).rejects.toThrow('文件不存在或已过期');
  });
  it('refuses a remark holding control characters, and writes well-formed sheets of what was stored before', async () => {
    // The remark breaks the contract on purpose: the backend is what is tried here.
    ignoreContractViolationsInThisTest();
    const order = getDb().orders[0];
    const before = order.merchantRemark;
    await expect(remarkOrder({ orderNo: order.orderNo, remark: 'A\u0001B\u000bC' })).rejects.toThrow('请求参数 remark 不能包含控制字符或无效字符');
    expect(getDb().orders[0].merchantRemark).toBe(before);

    // Stored by an earlier backend that took it.
    order.merchantRemark = '=A\u0001B\u000bC';
    const { fileName } = await exportOrders({ status: 'all', orderNo: order.orderNo });
    const { blob } = await downloadFile({ fileName });
    const sheet = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/worksheets/sheet1.xml']);
    const xml = new DOMParser().parseFromString(sheet, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.getElementsByTagName('f')).toHaveLength(0);
    const remark = [...xml.getElementsByTagName('row')][1].getElementsByTagName('c')[9];
    expect([remark.getAttribute('t'), remark.textContent]).toEqual(['inlineStr', '=ABC']);
  });
});

describe('the sensitive-operation log', () => {
  beforeEach(() => switchRole('admin'));

  it('logs a product deleted through the API, newest first, with its parameters and answer', async () => {
    const product = getDb().products.find((p) => !p.isRecycle);
    if (!product) throw new Error('no product in the seed');
    const before = getDb().sensitiveLogs.length;
    await deleteProduct({ id: product.id, type: 'recycle' });
    const [row] = (await getSensitiveLogList({ page: 1, limit: 10 })).list;
    expect(getDb().sensitiveLogs).toHaveLength(before + 1);
    expect(row).toMatchObject({
      adminId: 1,
      adminAccount: 'admin',
      description: '删除商品',
      methodType: '删除',
      method: 'com.zbkj.admin.controller.merchant.MerchantProductController.delete()',
      requestMethod: 'POST',
      url: '/admin/merchant/product/delete',
      ip: '127.0.0.1',
      status: 0,
      errorMsg: '',
    });
    expect(JSON.parse(row.requestParam)).toEqual({ id: product.id, type: 'recycle' });
    expect(JSON.parse(row.result)).toMatchObject({ code: 200 });
  });

  it('logs a refusal as 异常 with its message, and leaves out calls without the permission', async () => {
    const product = getDb().products.find((p) => p.isRecycle);
    if (!product) throw new Error('no recycled product in the seed');
    await expect(deleteProduct({ id: product.id, type: 'recycle' })).rejects.toThrow('商品已进入回收站');
    expect(getDb().sensitiveLogs.at(-1)).toMatchObject({ description: '删除商品', status: 1, errorMsg: '商品已进入回收站' });

    const coupon = getDb().coupons.find((c) => !c.isDel);
    if (!coupon) throw new Error('no coupon in the seed');
    await deleteCoupon({ id: coupon.id });
    expect(getDb().sensitiveLogs.at(-1)).toMatchObject({ description: '删除优惠券', url: '/admin/merchant/v2/coupon/delete', requestParam: JSON.stringify({ id: coupon.id }) });

    const count = getDb().sensitiveLogs.length;
    switchRole('staff');
    await expect(deleteCoupon({ id: coupon.id })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(getDb().sensitiveLogs).toHaveLength(count);
  });

  it('pages the seeded rows and keeps long texts within the limit', async () => {
    const page = await getSensitiveLogList({ page: 2, limit: 10 });
    expect(page.total).toBe(getDb().sensitiveLogs.length);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.list).toHaveLength(10);
    const times = page.list.map((l) => l.createTime);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(getDb().sensitiveLogs.every((l) => l.requestParam.length <= LOG_TEXT_MAX && l.result.length <= LOG_TEXT_MAX)).toBe(true);
  });
});
