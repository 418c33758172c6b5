import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSaveLiveAssistant, useUpdateLiveAssistant } from '@/api/generated/endpoints/live-assistant/live-assistant';
import {
  saveLiveAssistantBodyAssDescMax as descMax,
  saveLiveAssistantBodyWechatMax as wechatMax,
  saveLiveAssistantBodyWechatNicknameMax as nicknameMax,
} from '@/api/generated-zod/live-assistant/live-assistant.zod';
import type { LiveAssistant } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormPage } from '@/components/form/use-form-page';

const schema = z.object({
  wechat: z.string().trim().min(1, '请输入微信号').max(wechatMax, `微信号最多${wechatMax}个字符`),
  wechatNickname: z.string().trim().min(1, '请输入微信昵称').max(nicknameMax, `微信昵称最多${nicknameMax}个字符`),
  assDesc: z.string().trim().max(descMax, `备注最多${descMax}个字符`),
});
type Values = z.input<typeof schema>;

/** 添加助手 / 编辑助手: 微信号*, 微信昵称*, 备注 (≤200). */
export function AssistantDialog({ assistant, onClose }: { assistant: LiveAssistant | null; onClose: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { wechat: assistant?.wechat ?? '', wechatNickname: assistant?.wechatNickname ?? '', assDesc: assistant?.assDesc ?? '' },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const add = useSaveLiveAssistant();
  const update = useUpdateLiveAssistant();

  const page = useFormPage({
    save: async (values: Values) => {
      const body = { wechat: values.wechat.trim(), wechatNickname: values.wechatNickname.trim(), assDesc: values.assDesc.trim() };
      if (assistant) await update.mutateAsync({ data: { id: assistant.id, ...body } });
      else await add.mutateAsync({ data: body });
    },
    success: () => (assistant ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog title={assistant ? '编辑助手' : '添加助手'} dirty={isDirty} pending={add.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      <Field id="assistant-wechat" label="微信号" error={errors.wechat?.message}>
        <Input id="assistant-wechat" data-autofocus maxLength={wechatMax} placeholder="请输入微信号" invalid={Boolean(errors.wechat)} aria-describedby="assistant-wechat-error" {...form.register('wechat')} />
      </Field>
      <Field id="assistant-nickname" label="微信昵称" error={errors.wechatNickname?.message}>
        <Input id="assistant-nickname" maxLength={nicknameMax} placeholder="请输入微信昵称" invalid={Boolean(errors.wechatNickname)} aria-describedby="assistant-nickname-error" {...form.register('wechatNickname')} />
      </Field>
      <Field id="assistant-desc" label="备注" error={errors.assDesc?.message}>
        <Textarea id="assistant-desc" rows={3} placeholder="请输入备注" invalid={Boolean(errors.assDesc)} aria-describedby="assistant-desc-error" {...form.register('assDesc')} />
      </Field>
    </FormDialog>
  );
}
