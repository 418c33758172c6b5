import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { confirmDiscard } from '@/components/use-unsaved-changes';

export interface FormDialogProps {
  /** Shown; dialogs that are mounted all along pass it, the others are opened by mounting them. */
  open?: boolean;
  title: ReactNode;
  width?: number;
  /** Unsaved input: closing asks '确认关闭？' first. */
  dirty: boolean;
  /** The save is running: 确定 shows it and cannot be pressed again. */
  pending: boolean;
  onClose: () => void;
  /** The form's submit handler, e.g. `form.handleSubmit(save)`; a rejected promise is the caller's to report. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  confirmText?: string;
  /** Classes of the form element (its layout). */
  className?: string;
  children: ReactNode;
  /** Inside the dialog but outside the form: nested pickers (a portal's events would bubble into the form). */
  after?: ReactNode;
}

/**
 * A dialog holding one form: 取消 and 确定 along the bottom, Enter submits, the backdrop does not close
 * it, leaving with unsaved input asks first, and nothing closes it while the save runs.
 */
export function FormDialog({ open = true, title, width = 520, dirty, pending, onClose, onSubmit, confirmText = '确定', className = 'flex flex-col gap-1', children, after }: FormDialogProps) {
  const formId = useId();
  const close = async () => {
    if (pending) return;
    if (await confirmDiscard(dirty)) onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) void close();
      }}
      title={title}
      width={width}
      closeOnOverlayClick={false}
      footer={
        <>
          <Button onClick={() => void close()} disabled={pending}>
            取消
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={pending}>
            {confirmText}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void Promise.resolve(onSubmit(e)).catch(() => {})} className={className}>
        {children}
      </form>
      {after}
    </Dialog>
  );
}
