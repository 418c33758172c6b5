import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useApplyClosing, useGetClosingBaseInfo } from '@/api/generated/endpoints/finance/finance';
import type { ClosingBaseInfo, ClosingType } from '@/api/generated/model';
import { applyClosingBodyMarkMax as markMax } from '@/api/generated-zod/finance/finance.zod';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormPage } from '@/components/form/use-form-page';
import { transferTypeLabel, transferTypeOptions } from '@/lib/enums';
import { compareMoney, money, NUMBER_PATTERN, restrictNumberInput, yuan } from '@/lib/format';
import { UNCACHED } from '@/features/finance/model/finance-queries';
import { DetailRows } from './detail-rows';
import { Radios } from '@/components/form/choice-field';

const APPLY_CLOSING_TITLE = '申请结算';

/** The store's account of a type as label–value rows, or null when the settings lack it (the backend's rule). */
function accountRows(info: ClosingBaseInfo, type: ClosingType): Array<readonly [string, string]> | null {
  if (type === 'bank') {
    return info.bankUserName && info.bankName && info.bankCard
      ? [
          ['持卡人姓名', info.bankUserName],
          ['银行名称', info.bankName],
          ['银行卡号', info.bankCard],
        ]
      : null;
  }
  const code = type === 'wechat' ? info.wechatCode : info.alipayCode;
  if (!code) return null;
  return [
    [type === 'wechat' ? '微信号' : '支付宝账号', code],
    ['真实姓名', info.realName ?? ''],
  ];
}

/** Why an amount cannot be applied for, or undefined when it can. */
function amountProblem(text: string, info: ClosingBaseInfo): string | undefined {
  if (text === '') return '请输入申请金额';
  if (!NUMBER_PATTERN.test(text)) return '请输入正确的金额，最多两位小数';
  if (compareMoney(text, '0.01') < 0) return '申请金额不能小于0.01元';
  if (compareMoney(text, info.transferMinAmount) < 0) return `申请金额不能小于单笔最低转账额度${money(info.transferMinAmount)}元`;
  if (compareMoney(text, info.transferMaxAmount) > 0) return `申请金额不能大于单笔最高转账额度${money(info.transferMaxAmount)}元`;
  if (compareMoney(text, info.transferBalance) > 0) return `申请金额不能大于可用余额${money(info.transferBalance)}元`;
  return undefined;
}

const notSetUp = (type: ClosingType) => `未设置${transferTypeLabel(type)}结算信息，请先在商户基本设置中填写`;

function applySchema(info: ClosingBaseInfo) {
  return z
    .object({
      closingType: z.enum(['bank', 'wechat', 'alipay']),
      amount: z.string().trim(),
      mark: z.string().max(markMax, `备注最多${markMax}个字符`),
    })
    .superRefine((v, ctx) => {
      if (!accountRows(info, v.closingType)) ctx.addIssue({ code: 'custom', path: ['closingType'], message: notSetUp(v.closingType) });
      const problem = amountProblem(v.amount, info);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}
type Values = z.infer<ReturnType<typeof applySchema>>;

/** 申请结算: opened by mounting it; loads the balances afresh each time. */
export function ApplyClosingDialog({ onClose }: { onClose: () => void }) {
  const info = useGetClosingBaseInfo(undefined, UNCACHED);
  if (info.data && info.isFetchedAfterMount) return <ApplyForm info={info.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={APPLY_CLOSING_TITLE} width={620}>
      <QueryState query={awaiting(info)} rows={5}>
        {null}
      </QueryState>
    </Dialog>
  );
}

function ApplyForm({ info, onClose }: { info: ClosingBaseInfo; onClose: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(applySchema(info)),
    defaultValues: { closingType: info.settlementType, amount: '', mark: '' },
  });
  const { control, register, formState } = form;
  const { errors, isDirty } = formState;
  const type = useWatch({ control, name: 'closingType' });
  const account = accountRows(info, type);
  const apply = useApplyClosing();
  const limits = `${yuan(info.transferMinAmount)} ~ ${yuan(info.transferMaxAmount)}`;

  const page = useFormPage({
    save: async (values: Values) => {
      await apply.mutateAsync({ data: { closingType: values.closingType, amount: money(values.amount), ...(values.mark.trim() ? { mark: values.mark.trim() } : {}) } });
    },
    success: '提交成功',
    after: onClose,
  });

  return (
    <FormDialog title={APPLY_CLOSING_TITLE} width={620} dirty={isDirty} pending={apply.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)} className="flex flex-col gap-3">
      <DetailRows
        label="结算额度"
        rows={[
          ['商户余额', yuan(info.balance)],
          ['可用余额', yuan(info.transferBalance)],
          ['冻结金额', yuan(info.freezeAmount)],
          ['保证金', yuan(info.guaranteedAmount)],
          ['单笔转账限额', limits],
        ]}
      />
      <Controller
        control={control}
        name="closingType"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby={account ? undefined : 'closing-type-error'}>
            <legend className="mb-1 text-sm text-slate-600">结算类型</legend>
            <div className="flex flex-wrap gap-4">
              <Radios name="closing-type" value={field.value} options={transferTypeOptions} onChange={field.onChange} />
            </div>
            {account ? (
              <div className="rounded bg-slate-50 p-3">
                <DetailRows label="结算账户" rows={account} />
              </div>
            ) : (
              // The only problem a type can have: this note doubles as its error once a submit is refused.
              <p id="closing-type-error" role={errors.closingType ? 'alert' : undefined} className={`rounded p-3 text-sm ${errors.closingType ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-800'}`}>
                {notSetUp(type)}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <Field id="closing-amount" label="申请金额（元）" error={errors.amount?.message}>
            <Input
              id="closing-amount"
              data-autofocus
              inputMode="decimal"
              maxLength={14}
              placeholder={`${money(info.transferMinAmount)} ~ ${money(info.transferMaxAmount)}`}
              invalid={Boolean(errors.amount)}
              aria-required
              aria-describedby="closing-amount-error"
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(restrictNumberInput(e.target.value, 2))}
            />
          </Field>
        )}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600">金额说明</span>
        <p className="text-xs leading-5 text-slate-500">
          可用余额 = 商户余额 − 保证金（商户余额不超过保证金时不可申请）。每笔申请金额须在 {limits} 之间，且不能超过可用余额 {yuan(info.transferBalance)}；平台审核通过后转入所选结算账户。
        </p>
      </div>
      <Field id="closing-mark" label="备注" error={errors.mark?.message}>
        <Textarea id="closing-mark" rows={3} maxLength={markMax} placeholder="请输入备注" invalid={Boolean(errors.mark)} aria-describedby="closing-mark-error" {...register('mark')} />
      </Field>
    </FormDialog>
  );
}
