import { useMemo, useState } from 'react';
import { DynamicForm } from '@/components/dynamic-form/dynamic-form';
import { parseFormConfig, type FormValues } from '@/components/dynamic-form/types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * The form as a buyer fills it in, rendered from the config being designed by the console's form
 * renderer (the one the product form's 关联表单 shows), its rules checked on 提交. The buttons show
 * even when the form hides them, so the rules can be tried.
 */
export function PreviewDialog({ title, formValue, onClose }: { title: string; formValue: string; onClose: () => void }) {
  const parsed = useMemo(() => parseFormConfig(formValue), [formValue]);
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`预览：${title}`} width={640} footer={<Button onClick={onClose}>关闭</Button>}>
      {parsed.ok ? (
        <div className="flex flex-col gap-4">
          <DynamicForm config={{ ...parsed.config, formBtns: true }} showProblems onSubmit={setSubmitted} aria-label={`${title}预览`} />
          {submitted && (
            <section aria-label="提交的数据" className="rounded bg-green-50 p-3">
              <h2 className="mb-1 text-sm font-medium text-green-700">校验通过，提交的数据：</h2>
              <pre className="overflow-auto text-xs text-slate-700">{JSON.stringify(submitted, null, 2)}</pre>
            </section>
          )}
        </div>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {parsed.error}
        </p>
      )}
    </Dialog>
  );
}
