/** One district a template charges for (eb_shipping_templates_region). */
export interface KeptCharge {
  cityId: number;
  /** The district's path, as JSON text. */
  title: string;
  uniqid: string;
  first: string;
  firstPrice: string;
  renewal: string;
  renewalPrice: string;
}

/** One district a template ships free to (eb_shipping_templates_free). */
export interface KeptFree {
  cityId: number;
  title: string;
  uniqid: string;
  number: string;
  price: string;
}

/** What a template charges and where it ships free, one row per district: kept beside the list row of getDb().shippingTemplates. */
export interface ShippingTemplateRules {
  charges: KeptCharge[];
  frees: KeptFree[];
}

export interface DemoShippingData {
  /** Template id → its charged and free-shipping districts. */
  shippingTemplateRules: Record<number, ShippingTemplateRules>;
}
