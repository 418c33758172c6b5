import type { ShippingTemplateRequest } from '@/api/generated/model';

// What the template list shows and opens, apart from the form itself: the list's first visit loads no
// form code (react-hook-form, zod), which arrives with the drawer.

export type FreightType = ShippingTemplateRequest['type'];
export type FreightAppoint = ShippingTemplateRequest['appoint'];

export const freightTypeOptions: ReadonlyArray<{ value: FreightType; label: string }> = [
  { value: 1, label: '按件数' },
  { value: 2, label: '按重量' },
  { value: 3, label: '按体积' },
];

export const freightAppointOptions: ReadonlyArray<{ value: FreightAppoint; label: string }> = [
  { value: 0, label: '全国包邮' },
  { value: 1, label: '部分包邮' },
  { value: 2, label: '自定义' },
];

export const FREIGHT_TITLES = { create: '添加运费模板', edit: '编辑运费模板' } as const;

/** Which drawer is open: a new template, an existing one by id, or none. */
export type FreightTarget = { mode: 'create' } | { mode: 'edit'; id: number } | null;
