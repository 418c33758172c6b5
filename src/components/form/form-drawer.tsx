import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { confirmDiscard } from '@/components/use-unsaved-changes';

export interface FormDrawerProps {
  title: ReactNode;
  width?: number;
  /** Unsaved input: closing asks '确认关闭？' first. */
  dirty: boolean;
  /** The save is running: 确定 shows it, and nothing closes the drawer. */
  pending: boolean;
  onClose: () => void;
  /** The form's submit, e.g. `form.handleSubmit(page.submit)`; without it the drawer only shows (a 关闭 button). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  confirmText?: string;
  /** The close button's word (关闭 when there is nothing to save). */
  cancelText?: string;
  /** Classes of the form element (its layout). */
  className?: string;
  children: ReactNode;
  /** Inside the drawer but outside the form: nested pickers (a portal's events would bubble into the form). */
  after?: ReactNode;
  /** While what the form edits loads: shown in place of the form, and 确定 waits. The drawer stays the same one. */
  loading?: ReactNode;
}

/**
 * A drawer holding one form, as FormDialog holds one in a dialog: 取消 and 确定 at the bottom, Enter
 * submits, leaving with unsaved input asks first, and nothing closes it while the save runs.
 */
export function FormDrawer({ title, width, dirty, pending, onClose, onSubmit, confirmText = '确定', cancelText = onSubmit ? '取消' : '关闭', className = 'flex flex-col gap-2', children, after, loading }: FormDrawerProps) {
  const formId = useId();
  const close = async () => {
    if (pending) return;
    if (await confirmDiscard(dirty)) onClose();
  };
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      title={title}
      width={width}
      footer={
        <>
          <Button onClick={() => void close()} disabled={pending}>
            {cancelText}
          </Button>
          {onSubmit && (
            <Button type="submit" form={formId} variant="primary" loading={pending} disabled={loading !== undefined}>
              {confirmText}
            </Button>
          )}
        </>
      }
    >
      {loading ?? (
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            if (!onSubmit) e.preventDefault();
            else void Promise.resolve(onSubmit(e)).catch(() => {});
          }}
          className={className}
        >
          {children}
        </form>
      )}
      {after}
    </Drawer>
  );
}
