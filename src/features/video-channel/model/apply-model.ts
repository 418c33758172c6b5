import type { VideoAccessRequest } from '@/api/generated/model';

/** The application form as typed. */
export interface ApplyValues {
  contactName: string;
  contactPhone: string;
  wechatAppid: string;
  remark: string;
}
export type ApplyErrors = Partial<Record<keyof ApplyValues, string>>;

export const PHONE_ERROR = '请输入正确的11位手机号码';

/** The Chinese message of each bad field. */
export function validate(v: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {};
  if (!v.contactName.trim()) errors.contactName = '请输入联系人';
  if (!v.contactPhone) errors.contactPhone = '请输入联系电话';
  else if (!/^1\d{10}$/.test(v.contactPhone)) errors.contactPhone = PHONE_ERROR;
  if (v.wechatAppid && !/^[A-Za-z0-9]{1,32}$/.test(v.wechatAppid.trim())) errors.wechatAppid = '小程序AppID只能包含字母和数字';
  return errors;
}

/** The application as sent: trimmed, optional fields only when filled in. */
export function toRequest(v: ApplyValues): VideoAccessRequest {
  return {
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone,
    ...(v.wechatAppid.trim() ? { wechatAppid: v.wechatAppid.trim() } : {}),
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}
