import type { GetShippingTemplateListParams } from '@/api/generated/model';

// What the form's page asks for first, shared with its route's loader so the prefetch is the page's
// own query. Kept apart from the label tables: route files (first-page bundle) import it.

/** The form's draft and mode from the address: no (valid) id adds; isDisabled 1 only shows. */
export function videoFormMode(params: { id?: string; isDisabled?: string }) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  return { id: valid ? id : undefined, readOnly: valid && params.isDisabled === '1' };
}

export const videoFormTitle = (id: number | undefined, readOnly: boolean) => (readOnly ? '视频号商品详情' : id ? '编辑视频号商品' : '添加视频号商品');

/** Categories, brands and shipping templates change seldom. */
export const VIDEO_DICTIONARY = { query: { staleTime: 5 * 60_000 } } as const;

/** The form starts from what the server holds now: a draft is dropped once the form is left. */
export const VIDEO_DRAFT_QUERY = { query: { gcTime: 0 } } as const;

/** Every shipping template, for the 运费模板 choice. */
export const SHIPPING_TEMPLATE_PARAMS: GetShippingTemplateListParams = { page: 1, limit: 9999 };
