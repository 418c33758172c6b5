import type { FormTemp, MerchantBaseInfo, MerchantConfigInfo, MerchantPrint, PcBanner, SettlementInfo } from '@/api/generated/model';

/** The PC mall page as stored: the recommended products are kept as their ids only. */
export interface DemoPcConfig {
  pcLogo: string;
  pcGoodStoreCoverImage: string;
  bannerList: PcBanner[];
  recommendProductStr: string;
}

/** The store itself: what the platform registered, what the store configures, where it is paid, its printers and PC page. */
export interface DemoStoreData {
  baseInfo: MerchantBaseInfo;
  configInfo: MerchantConfigInfo;
  settlementInfo: SettlementInfo;
  prints: MerchantPrint[];
  pcConfig: DemoPcConfig;
  /** Stored form-generator configurations (表单模板), read by name. */
  formTemps: FormTemp[];
}
