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
import { parseFormConfig } from '@/components/dynamic-form/types';
import { flattenFields } from '@/components/dynamic-form/form-model';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const config = () => structuredClone(getDb().configInfo);

/** The demo backend of the store settings, called as the console calls it. */
describe('the demo backend of the store settings', () => {
  beforeEach(() => switchRole('admin'));

  it('opens and closes the store, and answers the review switch of the product area', async () => {
    expect(getDb().baseInfo.isSwitch).toBe(true);
    await toggleMerchantSwitch();
    expect(getDb().baseInfo.isSwitch).toBe(false);
    expect((await getMerchantBaseInfo()).isSwitch).toBe(false);
    getDb().productSettings.isSwitch = false;
    expect((await getMerchantBaseInfo()).productSwitch).toBe(false);
  });

  it('checks the store configuration and saves it, the alarm stock and printing switch with it', async () => {
    await expect(editMerchantConfigInfo({ ...config(), intro: '  ' })).rejects.toThrow('请输入商户简介');
    await expect(editMerchantConfigInfo({ ...config(), avatar: ' ' })).rejects.toThrow('请选择商户主头像');
    await expect(editMerchantConfigInfo({ ...config(), longitude: '181' })).rejects.toThrow('经度应为-180到180之间的数字');
    await expect(editMerchantConfigInfo({ ...config(), latitude: 'abc' })).rejects.toThrow('纬度应为-90到90之间的数字');
    await expect(editMerchantConfigInfo({ ...config(), serviceType: 'H5', serviceLink: '' })).rejects.toThrow('请输入客服H5链接');
    await expect(editMerchantConfigInfo({ ...config(), serviceType: 'phone', servicePhone: '' })).rejects.toThrow('请输入客服电话');
    await editMerchantConfigInfo({ ...config(), keywords: '家居, 实木,家居', alertStock: 25, receiptPrintingSwitch: 3, serviceType: 'H5', serviceLink: 'https://kf.example.com' });
    expect(getDb().configInfo).toMatchObject({ keywords: '家居,实木', alertStock: 25, receiptPrintingSwitch: 3, serviceLink: 'https://kf.example.com' });
    expect(getDb().productSettings.alarmStock).toBe(25);
    expect(getDb().baseInfo.receiptPrintingSwitch).toBe(3);
  });

  it('checks the settlement account of each type before saving it', async () => {
    await expect(editSettlementInfo({ settlementType: 'bank', bankUserName: '张三', bankName: '招商银行', bankCard: '1234' })).rejects.toThrow('银行卡号应为12-19位数字');
    await expect(editSettlementInfo({ settlementType: 'bank', bankName: '招商银行', bankCard: '6222021202041234' })).rejects.toThrow('请输入持卡人姓名');
    await expect(editSettlementInfo({ settlementType: 'wechat', wechatCode: 'wx_zhang' })).rejects.toThrow('请上传微信收款二维码');
    await expect(editSettlementInfo({ settlementType: 'alipay', realName: '张三', alipayQrcodeUrl: '/q.png' })).rejects.toThrow('请输入支付宝账号');
    await editSettlementInfo({ settlementType: 'alipay', realName: '张三', alipayCode: 'zhang@example.com', alipayQrcodeUrl: '/q.png' });
    expect(getDb().settlementInfo).toMatchObject({ settlementType: 'alipay', alipayCode: 'zhang@example.com', bankCard: '6222021202041234567' });
  });

  it('keeps the PC mall page with its recommended products built from the product list', async () => {
    const [a, b] = getDb().products.filter((p) => !p.isRecycle);
    await savePcShoppingConfig({ pcLogo: '/logo.png', pcGoodStoreCoverImage: '/cover.png', bannerList: [{ imageUrl: '/b1.png', linkUrl: 'https://x.cn', status: true, sort: 0 }], recommendProductStr: `${b.id},${a.id}` });
    const saved = await getPcShoppingConfig();
    expect(saved.bannerList).toEqual([{ id: 1, imageUrl: '/b1.png', linkUrl: 'https://x.cn', status: true, sort: 0 }]);
    expect(saved.recommendProductList?.map((p) => [p.id, p.name])).toEqual([[b.id, b.name], [a.id, a.name]]);
    await expect(savePcShoppingConfig({ pcLogo: '/logo.png', pcGoodStoreCoverImage: '/cover.png', bannerList: [], recommendProductStr: '999999' })).rejects.toThrow('推荐商品不存在或已删除');
  });

  it('answers the printer form templates by name, in the dynamic form format', async () => {
    for (const [name, models] of [
      ['print_yly', ['printYlyAppid', 'printYlyUserid', 'printYlySec', 'printYlyMerchineNo']],
      ['print_fe', ['printFeName', 'printFeUser', 'printFeUkey', 'printFeSn']],
    ] as const) {
      const temp = await getFormTempByName({ name });
      const parsed = parseFormConfig(temp.content);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(flattenFields(parsed.config.fields).map((f) => [f.__vModel__, f.__config__.required])).toEqual(models.map((m) => [m, true]));
    }
    await expect(getFormTempByName({ name: 'nothing' })).rejects.toThrow('表单模板不存在');
  });

  it('adds, changes, switches and deletes printers, asking for the settings of their type', async () => {
    await expect(savePrint({ printName: ' ', printType: 0, status: 1 })).rejects.toThrow('请输入配置名称');
    await expect(savePrint({ printName: '后厨', printType: 1, status: 1, printFeName: '后厨', printFeUser: 'u' })).rejects.toThrow('请输入飞鹅云UKEY');
    await savePrint({ printName: '后厨', printType: 1, status: 1, printFeName: '后厨', printFeUser: 'u', printFeUkey: 'k', printFeSn: '123', printYlyAppid: 'ignored' });
    const page = await getPrintList({ page: 1, limit: 10 });
    expect(page.total).toBe(3);
    const added = page.list[0];
    expect(added).toMatchObject({ printName: '后厨', printType: 1, printFeSn: '123' });
    expect(added.printYlyAppid).toBeUndefined();
    await updatePrint({ id: added.id, printName: '后厨二号', printType: 0, status: 0, printYlyAppid: '1', printYlyUserid: '2', printYlySec: 's', printYlyMerchineNo: 'm' });
    expect(await getPrintInfo(added.id)).toMatchObject({ printName: '后厨二号', printType: 0, printYlyMerchineNo: 'm', status: 0 });
    await updatePrintStatus({ id: added.id, status: 1 });
    expect(getDb().prints.find((p) => p.id === added.id)?.status).toBe(1);
    await deletePrint(added.id);
    expect(getDb().prints).toHaveLength(2);
  });

  it('keeps one default address, shown, which cannot be deleted or closed', async () => {
    const def = getDb().merchantAddresses.find((a) => a.isDefault)!;
    await expect(deleteMerchantAddress(def.id)).rejects.toThrow('默认地址不能删除');
    await expect(toggleMerchantAddressShow(def.id)).rejects.toThrow('默认地址不能关闭');
    await expect(saveMerchantAddress({ receiverName: '赵', receiverPhone: '12345', detail: '某地', isDefault: false, isShow: true })).rejects.toThrow('请输入正确的手机号或座机号');
    await saveMerchantAddress({ receiverName: '赵仓管', receiverPhone: '0571-88886666', detail: '杭州市滨江区网商路 1 号', isDefault: true, isShow: true });
    const added = getDb().merchantAddresses.at(-1)!;
    expect(added).toMatchObject({ detail: '杭州市滨江区网商路 1 号', isDefault: true });
    expect(getDb().merchantAddresses.filter((a) => a.isDefault)).toEqual([added]);
    expect((await getMerchantAddressList({ isShow: true }))[0].id).toBe(added.id);

    const hidden = getDb().merchantAddresses.find((a) => !a.isShow)!;
    await expect(setDefaultMerchantAddress(hidden.id)).rejects.toThrow('请先开启该地址');
    await toggleMerchantAddressShow(hidden.id);
    await setDefaultMerchantAddress(hidden.id);
    expect(getDb().merchantAddresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([hidden.id]);
    await expect(updateMerchantAddress({ id: hidden.id, receiverName: '李客服', receiverPhone: '13900139000', detail: '新地址', isDefault: false, isShow: true })).rejects.toThrow('请先将其他地址设为默认地址');
    await deleteMerchantAddress(def.id);
    expect(getDb().merchantAddresses.some((a) => a.id === def.id)).toBe(false);
  });
});
