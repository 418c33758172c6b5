import type { MerchantBaseInfo, MerchantConfigInfo, SettlementInfo } from '@/api/generated/model';
import type { SeedBase } from '../db';
import { formatDateTime } from './random';
import { avatar } from '../assets';

/** The store itself: what the platform registered, what the store configures, where it is paid. */
export interface DemoStoreData {
  baseInfo: MerchantBaseInfo;
  configInfo: MerchantConfigInfo;
  settlementInfo: SettlementInfo;
}

export function seedStore(now: number, _base: SeedBase): DemoStoreData {
  const logo = avatar(9, '店');
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
      createTime: formatDateTime(new Date(now - 400 * 86_400_000)),
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
  };
}
