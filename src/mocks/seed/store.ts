import type { SeedBase } from './base';
import { formatDateTime } from '../logic/time';
import { avatar, productImage } from '../assets';
import type { DemoStoreData } from '../types/store';

export function seedStore(now: number, base: SeedBase): DemoStoreData {
  const logo = avatar(9, '店');
  const time = (days: number) => formatDateTime(new Date(now - days * 86_400_000));
  const recommended = base.products.filter((p) => p.isShow && !p.isRecycle).slice(0, 3);
  return {
    baseInfo: {
      name: '云杉家居旗舰店',
      categoryId: 3,
      merCategory: '家居家装',
      typeId: 1,
      merType: '旗舰店',
      realName: '张店长',
      phone: '13800138000',
      handlingFee: 5,
      isSelf: false,
      isRecommend: true,
      isSwitch: true,
      productSwitch: true,
      qualificationPicture: JSON.stringify([logo]),
      copyProductNum: 50,
      starLevel: 4,
      receiptPrintingSwitch: 1,
      createTime: time(400),
    },
    configInfo: {
      keywords: '家居,收纳,实木',
      addressDetail: '浙江省杭州市西湖区文三路 90 号',
      latitude: '30.27415',
      longitude: '120.15515',
      backImage: logo,
      avatar: logo,
      rectangleLogo: logo,
      coverImage: logo,
      streetBackImage: logo,
      intro: '专注原木家居十年，一件也包邮。',
      alertStock: 10,
      serviceType: 'phone',
      serviceLink: '',
      servicePhone: '400-820-8820',
      isTakeTheir: true,
      receiptPrintingSwitch: 1,
    },
    settlementInfo: {
      settlementType: 'bank',
      bankUserName: '张店长',
      bankName: '中国工商银行',
      bankCard: '6222021202041234567',
      bankAddress: '杭州西湖支行',
      wechatCode: '',
      wechatQrcodeUrl: '',
      realName: '张店长',
      alipayCode: '',
      alipayQrcodeUrl: '',
    },
    prints: [
      {
        id: 1,
        printName: '前台小票机',
        printType: 0,
        printYlyAppid: '1088834567',
        printYlyUserid: '36521',
        printYlySec: 'a3f5c9e1b7d24f68',
        printYlyMerchineNo: '4004612345',
        status: 1,
        createTime: time(60),
        updateTime: time(12),
      },
      {
        id: 2,
        printName: '仓库打单机',
        printType: 1,
        printFeName: '云仓一号',
        printFeUser: 'yunshan@example.com',
        printFeUkey: 'Kq8sPz3LmX2d',
        printFeSn: '920512345',
        status: 0,
        createTime: time(30),
        updateTime: time(3),
      },
    ],
    pcConfig: {
      pcLogo: logo,
      pcGoodStoreCoverImage: productImage(4, '店'),
      bannerList: [
        { id: 1, imageUrl: productImage(1, '春'), linkUrl: 'https://example.com/spring', status: true, sort: 0 },
        { id: 2, imageUrl: productImage(2, '新'), linkUrl: '', status: true, sort: 1 },
      ],
      recommendProductStr: recommended.map((p) => p.id).join(','),
    },
    // The reference's 小票打印 asks for fixed fields per type; no form template of the store's is seeded.
    formTemps: [],
  };
}
