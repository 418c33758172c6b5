import type { Brand, CategoryNode, GuaranteeGroup, MerchantCategory, ProductGuarantee, ProductInfo, ProductLabel, ProductReply, ProductRule, ShippingTemplate, SystemForm } from '@/api/generated/model';

/** A product as the demo backend keeps it: the details plus the state the list tabs are cut from. */
export interface DemoProduct extends ProductInfo {
  vipPrice: string;
  isRecycle: boolean;
  /** In the platform's review flow. */
  isAudit: boolean;
  reason?: string;
  /** When the demo platform decides a submitted review (ms); absent: it waits. */
  reviewAt?: number;
  /** Put it on sale once approved. */
  autoUp?: boolean;
  brokerage: number;
  brokerageTwo: number;
}

/** A review as the demo keeps it: replied once the store has answered, even with an empty reply. */
export interface DemoReply extends ProductReply {
  isReply?: boolean;
}

export interface DemoPlatCategory extends Omit<CategoryNode, 'childList'> {}

export interface DemoBrand extends Brand {
  /** Platform categories (level 3) the brand sells in. */
  categoryIds: number[];
  /** The platform's order: higher first. */
  sort: number;
}

export interface DemoProductSettings {
  /** The platform reviews products. */
  productSwitch: boolean;
  /** This store's products go through that review. */
  isSwitch: boolean;
  /** How long the demo platform takes to decide a review (ms). */
  reviewDelayMs: number;
  /** Stock at or below which a product shows under 警戒库存. */
  alarmStock: number;
  /** Collections left (商品采集 through 一号通). */
  copyNum: number;
  /** How the store collects products: 1 一号通 (spends copyNum), 2 99Api (the platform is chosen); 1 when unset. */
  copyType?: 1 | 2;
}

/**
 * A card-secret library (卡密库). It is bound to the SKU whose `cdkeyId` names it; the others are free. Its
 * counts (卡密总数, 未使用) are those of its card secrets (seed/cdkey.ts), never kept here.
 */
export interface DemoCdkeyLibrary {
  id: number;
  name: string;
  remark: string;
  createTime: string;
}

export interface DemoProductData {
  cdkeyLibraries: DemoCdkeyLibrary[];
  systemForms: SystemForm[];
  platCategories: DemoPlatCategory[];
  merCategories: MerchantCategory[];
  brands: DemoBrand[];
  guarantees: ProductGuarantee[];
  guaranteeGroups: GuaranteeGroup[];
  rules: ProductRule[];
  labels: ProductLabel[];
  products: DemoProduct[];
  replies: DemoReply[];
  shippingTemplates: ShippingTemplate[];
  productSettings: DemoProductSettings;
}
