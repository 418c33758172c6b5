import { z } from 'zod';
import type { VideoAccessRequest } from '@/api/generated/model';
import {
  applyVideoAccessBodyContactNameMax as CONTACT_MAX,
  applyVideoAccessBodyContactPhoneMax as PHONE_LENGTH,
  applyVideoAccessBodyRemarkMax as REMARK_MAX,
  applyVideoAccessBodyWechatAppidMax as APPID_MAX,
} from '@/api/generated-zod/video-channel/video-channel.zod';

export { APPID_MAX, CONTACT_MAX, PHONE_LENGTH, REMARK_MAX };

export const PHONE_ERROR = '请输入正确的11位手机号码';

/** The application form as typed, a line a field with its Chinese message. */
export const applySchema = z.object({
  contactName: z.string().refine((v) => v.trim() !== '', '请输入联系人'),
  contactPhone: z
    .string()
    .min(1, '请输入联系电话')
    .refine((v) => v === '' || /^1\d{10}$/.test(v), PHONE_ERROR),
  wechatAppid: z.string().refine((v) => !v || new RegExp(`^[A-Za-z0-9]{1,${APPID_MAX}}$`).test(v.trim()), '小程序AppID只能包含字母和数字'),
  remark: z.string(),
});

export type ApplyValues = z.output<typeof applySchema>;

/** The application as sent: trimmed, optional fields only when filled in. */
export function toRequest(v: ApplyValues): VideoAccessRequest {
  return {
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone,
    ...(v.wechatAppid.trim() ? { wechatAppid: v.wechatAppid.trim() } : {}),
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}
