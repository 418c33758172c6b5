import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateCardSecret } from '@/api/generated/endpoints/cdkey/cdkey';
import type { CardSecret } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { FormRow } from '@/components/ui/form-row';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { cardMax, secretMax, secretSchema, type SecretValues } from '@/features/cdkey/model/secret-schema';

/** 编辑卡密: an unsold card secret's 卡号 and 密码. */
export function SecretEditDialog({ secret, onClose }: { secret: CardSecret; onClose: () => void }) {
  const form = useForm<SecretValues>({
    resolver: zodResolver(secretSchema),
    defaultValues: { cardNumber: secret.cardNumber, secretNum: secret.secretNum },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateCardSecret();

  const page = useFormPage({
    save: async (values: SecretValues) => {
      await update.mutateAsync({ data: { id: secret.id, ...values } });
    },
    success: '编辑成功',
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog title="编辑卡密" width={520} dirty={isDirty} pending={update.isPending} confirmText="保存" onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      <FormRow id="card-secret-card" label="卡号" required labelWidth={7} error={errors.cardNumber?.message}>
        <Input id="card-secret-card" data-autofocus maxLength={cardMax} placeholder="请输入卡号" autoComplete="off" invalid={Boolean(errors.cardNumber)} aria-required aria-describedby="card-secret-card-error" {...form.register('cardNumber')} />
      </FormRow>
      <FormRow id="card-secret-secret" label="密码" required labelWidth={7} error={errors.secretNum?.message}>
        <Input id="card-secret-secret" maxLength={secretMax} placeholder="请输入密码" autoComplete="off" invalid={Boolean(errors.secretNum)} aria-required aria-describedby="card-secret-secret-error" {...form.register('secretNum')} />
      </FormRow>
    </FormDialog>
  );
}
