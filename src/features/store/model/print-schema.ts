import { z } from 'zod';
import { savePrintBodyPrintNameMax as nameMax, savePrintBodyPrintYlyAppidMax as settingMax } from '@/api/generated-zod/print/print.zod';
import type { MerchantPrint, MerchantPrintRequest } from '@/api/generated/model';
import { PRINT_TYPE_FIELDS } from '@/lib/domain/store-rules';

export { nameMax as PRINT_NAME_MAX, settingMax as PRINT_SETTING_MAX };

/** Every printer setting, of both types. */
export const PRINT_SETTING_KEYS = [...PRINT_TYPE_FIELDS[0], ...PRINT_TYPE_FIELDS[1]].map(([key]) => key);
type SettingKey = (typeof PRINT_SETTING_KEYS)[number];

const setting = z.string().trim().max(settingMax, `最多${settingMax}个字符`);

/**
 * 小票打印's form, with the reference console's rules and words: a name, and the four settings of the
 * type chosen, each required. The other type's settings are kept as they are, unchecked.
 */
export const printSchema = z
  .object({
    printName: z.string().trim().min(1, '打印机配置名称不能为空').max(nameMax, `配置名称最多${nameMax}个字符`),
    printType: z.union([z.literal(0), z.literal(1)]),
    status: z.boolean(),
    ...(Object.fromEntries(PRINT_SETTING_KEYS.map((key) => [key, setting])) as Record<SettingKey, typeof setting>),
  })
  .superRefine((values, ctx) => {
    for (const [key, label] of PRINT_TYPE_FIELDS[values.printType]) {
      if (values[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: `${label}不能为空` });
    }
  });

export type PrintValues = z.infer<typeof printSchema>;

/** What the form starts with: a printer's name, type, state and stored settings of both types. */
export function printValuesOf(print?: MerchantPrint): PrintValues {
  const settings = Object.fromEntries(PRINT_SETTING_KEYS.map((key) => [key, print?.[key] ?? ''])) as Record<SettingKey, string>;
  return { printName: print?.printName ?? '', printType: print?.printType ?? 0, status: print ? print.status === 1 : true, ...settings };
}

/**
 * The body the reference's console sends: the name, type and state with all eight settings, the other
 * type's as they were (the reference writes each field sent, so an edit keeps them), and the id of an edit.
 */
export function printBodyOf(values: PrintValues, id?: number): MerchantPrintRequest {
  const { status, ...rest } = values;
  return { ...(id === undefined ? {} : { id }), ...rest, status: status ? 1 : 0 };
}
