import { deleteMerchantAddress, saveMerchantAddress, setDefaultMerchantAddress, toggleMerchantAddressShow, updateMerchantAddress } from '@/api/generated/endpoints/address/address';
import { deletePrint, getPrintInfo, getPrintList, savePrint, updatePrint, updatePrintStatus } from '@/api/generated/endpoints/print/print';
import { getMerchantAddressList } from '@/api/generated/endpoints/refund/refund';
import {
  editMerchantConfigInfo,
  editSettlementInfo,
  getFormTempByName,
  getMerchantBaseInfo,
  getPcShoppingConfig,
  savePcShoppingConfig,
  toggleMerchantSwitch,
} from '@/api/generated/endpoints/store/store';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const config = () => structuredClone(getDb().configInfo);

/** The demo backend of the store settings, called as the console calls it. */
describe('the demo backend of the store settings', () => {
  beforeEach(() => switchRole('admin'));

  it('closes the store with every product off sale, and opens it only with its pictures and service set', async () => {
    expect(getDb().baseInfo.isSwitch).toBe(true);
    const onSale = getDb().products.filter((p) => p.isShow).map((p) => p.id);
    expect(onSale.length).toBeGreaterThan(0);
    await toggleMerchantSwitch();
    expect(getDb().baseInfo.isSwitch).toBe(false);
    expect((await getMerchantBaseInfo()).isSwitch).toBe(false);
    expect(getDb().products.filter((p) => p.isShow)).toEqual([]);

    getDb().configInfo.streetBackImage = '';
    await expect(toggleMerchantSwitch()).rejects.toMatchObject({ code: 400, message: '请先进行商户头像、背景图配置' });
    getDb().configInfo.streetBackImage = '/street.png';
    Object.assign(getDb().configInfo, { serviceLink: '', servicePhone: ' ' });
    await expect(toggleMerchantSwitch()).rejects.toMatchObject({ code: 400, message: '请先进行客服信息配置' });
    getDb().configInfo.servicePhone = '400-820-8820';
    await toggleMerchantSwitch();
    expect(getDb().baseInfo.isSwitch).toBe(true);
    // Reopening puts nothing back on sale.
    expect(getDb().products.filter((p) => p.isShow)).toEqual([]);
    getDb().productSettings.isSwitch = false;
    expect((await getMerchantBaseInfo()).productSwitch).toBe(false);
  });

  it("checks the store configuration in the reference's order and words, and keeps what is not sent", async () => {
    await expect(editMerchantConfigInfo({ ...config(), addressDetail: ' ', intro: ' ' })).rejects.toMatchObject({ code: 400, message: '商户地址不能为空' });
    await expect(editMerchantConfigInfo({ ...config(), intro: '  ' })).rejects.toThrow('商户简介不能为空');
    await expect(editMerchantConfigInfo({ ...config(), avatar: ' ' })).rejects.toThrow('商户头像不能为空');
    await expect(editMerchantConfigInfo({ ...config(), serviceType: 'H5', serviceLink: '' })).rejects.toThrow('客服H5链接不能为空');
    await expect(editMerchantConfigInfo({ ...config(), serviceType: 'H5', serviceLink: 'kf.example.com' })).rejects.toThrow('客服H5链接格式不正确');
    await expect(editMerchantConfigInfo({ ...config(), serviceType: 'phone', servicePhone: '' })).rejects.toThrow('客服电话不能为空');
    // Neither the coordinates' range nor the phone's form is the reference's to check.
    const { servicePhone: _phone, keywords: _keywords, ...rest } = config();
    await editMerchantConfigInfo({ ...rest, longitude: '181', alertStock: 25, receiptPrintingSwitch: 3, serviceType: 'H5', serviceLink: 'https://kf.example.com' });
    expect(getDb().configInfo).toMatchObject({ keywords: '家居,收纳,实木', servicePhone: '400-820-8820', longitude: '181', alertStock: 25, receiptPrintingSwitch: 3, serviceLink: 'https://kf.example.com' });
    expect(getDb().productSettings.alarmStock).toBe(25);
    expect(getDb().baseInfo.receiptPrintingSwitch).toBe(3);
  });

  it("asks each settlement type for what the reference asks, and keeps the other types' fields", async () => {
    await expect(editSettlementInfo({ settlementType: 'bank', bankName: '招商银行', bankCard: '6222021202041234' })).rejects.toMatchObject({ code: 400, message: '持卡人姓名不能为空' });
    await expect(editSettlementInfo({ settlementType: 'bank', bankUserName: '张三', bankName: '招商银行', bankCard: '1234' })).rejects.toThrow('开户地址不能为空');
    await expect(editSettlementInfo({ settlementType: 'wechat', wechatCode: 'wx_zhang', wechatQrcodeUrl: '/q.png' })).rejects.toThrow('真实姓名不能为空');
    await expect(editSettlementInfo({ settlementType: 'alipay', alipayQrcodeUrl: '/q.png' })).rejects.toThrow('支付宝账号不能为空');
    // No name needed for alipay.
    await editSettlementInfo({ settlementType: 'alipay', alipayCode: 'zhang@example.com', alipayQrcodeUrl: '/q.png' });
    expect(getDb().settlementInfo).toMatchObject({ settlementType: 'alipay', alipayCode: 'zhang@example.com', bankCard: '6222021202041234567', realName: '张店长' });
  });

  it('keeps the PC mall page: banners in their sort, an empty list keeping them, products that cannot be recommended dropped', async () => {
    const usable = getDb().products.filter((p) => !p.isRecycle && p.isShow && (p.auditStatus === 0 || p.auditStatus === 2));
    const [a, b] = usable;
    const offSale = getDb().products.find((p) => !p.isShow)!;
    await savePcShoppingConfig({
      pcLogo: '/logo.png',
      pcGoodStoreCoverImage: '/cover.png',
      bannerList: [
        { imageUrl: '/b1.png', linkUrl: 'https://x.cn', status: true, sort: 2 },
        { imageUrl: '/b2.png', linkUrl: '', status: false, sort: 1 },
      ],
      recommendProductStr: `${b.id},999999,${offSale.id},${a.id}`,
    });
    const saved = await getPcShoppingConfig();
    expect(saved.bannerList.map((x) => [x.imageUrl, x.sort])).toEqual([['/b2.png', 1], ['/b1.png', 2]]);
    expect(saved.recommendProductStr).toBe(`${b.id},${a.id}`);
    expect(saved.recommendProductList?.map((p) => [p.id, p.name])).toEqual([[b.id, b.name], [a.id, a.name]]);
    await savePcShoppingConfig({ pcLogo: '/logo.png', pcGoodStoreCoverImage: '/cover.png', bannerList: [], recommendProductStr: '' });
    expect((await getPcShoppingConfig()).bannerList).toHaveLength(2);
    expect(getDb().pcConfig.recommendProductStr).toBe('');
    await expect(savePcShoppingConfig({ pcLogo: ' ', pcGoodStoreCoverImage: '/cover.png', bannerList: [], recommendProductStr: '' })).rejects.toThrow('请选择商户Logo图片');
  });

  it('adds, changes, switches and deletes printers as the reference keeps them', async () => {
    const taken = getDb().prints[0].printName;
    await expect(savePrint({ printName: taken, printType: 0, status: 1 })).rejects.toMatchObject({ code: 400, message: `${taken}|当前打印机配置已存在` });
    // The reference checks no setting: what is sent is kept, of both types.
    await savePrint({ printName: '后厨', printType: 1, status: 1, printFeName: '后厨', printFeUser: 'u', printYlyAppid: 'kept' });
    const added = getDb().prints.at(-1)!;
    expect(added).toMatchObject({ printName: '后厨', printType: 1, printFeName: '后厨', printYlyAppid: 'kept' });
    expect(added.printFeSn).toBeUndefined();
    await expect(updatePrint({ id: added.id, printName: taken, printType: 1, status: 1 })).rejects.toThrow(`${taken}|当前打印机配置已存在`);
    await expect(updatePrint({ id: 999, printName: 'x', printType: 1, status: 1 })).rejects.toMatchObject({ code: 4701, message: '商户打印机不存在' });
    await updatePrint({ id: added.id, printName: '后厨二号', printType: 0, status: 0, printYlyMerchineNo: 'm' });
    expect(await getPrintInfo(added.id)).toMatchObject({ printName: '后厨二号', printType: 0, printYlyMerchineNo: 'm', printYlyAppid: 'kept', printFeName: '后厨', status: 0 });
    // Most recently changed first.
    expect((await getPrintList({ page: 1, limit: 10 })).list[0].id).toBe(added.id);
    await updatePrintStatus({ id: added.id, status: 1 });
    expect(getDb().prints.find((p) => p.id === added.id)?.status).toBe(1);
    await expect(updatePrintStatus({ id: 999, status: 1 })).rejects.toMatchObject({ code: 500, message: '系统异常，请稍后重试' });
    await deletePrint(added.id);
    expect(getDb().prints).toHaveLength(2);
    await expect(deletePrint(added.id)).rejects.toMatchObject({ code: 4701, message: '商户打印机不存在' });
    await expect(getPrintInfo(added.id)).rejects.toMatchObject({ code: 4701 });
    // The printer settings are fixed per type: no form template of the store's describes them.
    await expect(getFormTempByName({ name: 'print_yly' })).rejects.toThrow('表单不存在');
  });

  it('keeps return addresses as the reference does: the default one may be closed, undone or deleted', async () => {
    const def = getDb().merchantAddresses.find((a) => a.isDefault)!;
    await toggleMerchantAddressShow(def.id);
    expect(getDb().merchantAddresses.find((a) => a.id === def.id)).toMatchObject({ isShow: false, isDefault: true });
    await saveMerchantAddress({ receiverName: '赵仓管', receiverPhone: '12345', detail: '杭州市滨江区网商路 1 号', isDefault: true, isShow: false });
    const added = getDb().merchantAddresses.at(-1)!;
    expect(added).toMatchObject({ receiverPhone: '12345', isDefault: true, isShow: false });
    expect(getDb().merchantAddresses.filter((a) => a.isDefault)).toEqual([added]);

    const hidden = getDb().merchantAddresses.find((a) => !a.isShow && !a.isDefault)!;
    await setDefaultMerchantAddress(hidden.id);
    expect(getDb().merchantAddresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([hidden.id]);
    const { province, street } = hidden;
    await updateMerchantAddress({ id: hidden.id, receiverName: '李客服', receiverPhone: '13900139000', detail: '新地址', isDefault: false, isShow: true });
    expect(getDb().merchantAddresses.find((a) => a.id === hidden.id)).toMatchObject({ detail: '新地址', province, street, isDefault: false });
    expect(getDb().merchantAddresses.some((a) => a.isDefault)).toBe(false);
    await expect(updateMerchantAddress({ receiverName: 'x', receiverPhone: '1', detail: 'x', isDefault: false, isShow: true })).rejects.toMatchObject({ code: 400, message: '请选择商户地址' });
    await deleteMerchantAddress(def.id);
    expect(getDb().merchantAddresses.some((a) => a.id === def.id)).toBe(false);
    await expect(deleteMerchantAddress(def.id)).rejects.toMatchObject({ code: 4401, message: '商户地址不存在' });
    await expect(toggleMerchantAddressShow(def.id)).rejects.toMatchObject({ code: 4401 });
    expect((await getMerchantAddressList({ isShow: true })).every((a) => a.isShow)).toBe(true);
  });
});
