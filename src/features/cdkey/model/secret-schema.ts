import { z } from 'zod';
import { saveCardSecretsBodyCsListItemCardNumberMax as cardMax, saveCardSecretsBodyCsListItemSecretNumMax as secretMax } from '@/api/generated-zod/cdkey/cdkey.zod';

export { cardMax, secretMax };

/** One card secret as typed: 卡号 and 密码, each required and at most 50 characters (CardSecretSimpleVo). */
export const secretSchema = z.object({
  cardNumber: z.string().trim().min(1, '卡号不能为空').max(cardMax, `卡号最多${cardMax}个字符`),
  secretNum: z.string().trim().min(1, '密码不能为空').max(secretMax, `密码最多${secretMax}个字符`),
});

export type SecretValues = z.infer<typeof secretSchema>;

/** The most card secrets 添加卡密 takes at once; more come by 导入卡密. */
export const ADD_ROWS_MAX = 50;

/** Several card secrets typed at once: a card number may be given once (the library checks its own). */
export const secretRowsSchema = z.object({
  rows: z
    .array(secretSchema)
    .min(1, '请至少添加一条卡密')
    .max(ADD_ROWS_MAX, `一次最多添加${ADD_ROWS_MAX}条卡密，更多请使用导入卡密`)
    .superRefine((rows, ctx) => {
      const first = new Map<string, number>();
      rows.forEach((row, index) => {
        const card = row.cardNumber.trim();
        if (!card) return;
        const earlier = first.get(card);
        if (earlier === undefined) first.set(card, index);
        else ctx.addIssue({ code: 'custom', path: [index, 'cardNumber'], message: `与第${earlier + 1}行卡号重复` });
      });
    }),
});

export type SecretRowsValues = z.infer<typeof secretRowsSchema>;
