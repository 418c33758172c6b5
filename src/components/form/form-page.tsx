import type { FormEvent, ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { DraftOffer } from './use-form-page';

/** How the footer's buttons line up: under the controls of rows with a label column of 7 to 9 rem, or centred. */
export type FooterAlign = 'start' | 'center' | 7 | 8 | 9;

const FOOTER_ALIGN: Record<FooterAlign, string> = {
  start: '',
  center: 'justify-center',
  7: 'pl-31',
  8: 'pl-35',
  9: 'pl-39',
};

export interface PageFormProps {
  /** The form's accessible name. */
  label: string;
  /** The form's submit, e.g. `form.handleSubmit(page.submit)`; without it Enter sends nothing and the buttons act themselves. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The buttons, kept in sight at the bottom while the form scrolls; none for a read-only form. */
  footer?: ReactNode;
  footerAlign?: FooterAlign;
  /** Classes of the form (its width, its gaps). */
  className?: string;
  children: ReactNode;
}

/** A long form on a page: its fields, then a footer with its buttons that stays in sight as the page scrolls. */
export function PageForm({ label, onSubmit, footer, footerAlign = 'start', className = 'flex flex-col gap-2 rounded bg-white p-5', children }: PageFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(e) => {
        if (!onSubmit) e.preventDefault();
        else void Promise.resolve(onSubmit(e)).catch(() => {});
      }}
    >
      {children}
      {footer && <div className={`sticky bottom-0 z-10 flex gap-3 border-t border-slate-100 bg-white py-4 ${FOOTER_ALIGN[footerAlign]}`}>{footer}</div>}
    </form>
  );
}

/** The offer of a draft found as the form opened. */
export function DraftOfferBar({ offer }: { offer: DraftOffer }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <span>有未保存的草稿（{formatDateTime(new Date(offer.savedAt))}），是否恢复？</span>
      <Button size="sm" variant="primary" onClick={offer.restore}>
        恢复草稿
      </Button>
      <Button size="sm" onClick={offer.discard}>
        丢弃
      </Button>
    </div>
  );
}

export interface FormPageProps extends Omit<PageFormProps, 'label'> {
  /** The page's title, and the form's name. */
  title: string;
  /** Where 返回 leads (a built path). */
  backTo: string;
  /** A draft to offer back (useFormPage's `draft`). */
  draft?: DraftOffer | null;
  /** Between the title and the form (a tool that fills the form in). */
  before?: ReactNode;
  /** After the form, outside it: pickers and dialogs, whose events would otherwise bubble into the form. */
  after?: ReactNode;
}

/**
 * A create/edit page: the title bar with 返回, the offer of a found draft, the form and its footer.
 * The page's useFormPage does the rest (leaving asks first, the save runs once, then the page is left).
 */
export function FormPage({ title, backTo, draft, before, after, ...form }: FormPageProps) {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={backTo} />
      {draft && <DraftOfferBar offer={draft} />}
      {before}
      <PageForm label={title} {...form} />
      {after}
    </div>
  );
}

/**
 * The footer of a form in two steps (基础设置, then its products): 下一步 on the first, 上一步 and 提交 on
 * the second (no 提交 when the form is read-only).
 */
export function StepFooter({ first, onNext, onBack, onSubmit, pending }: { first: boolean; onNext: () => void; onBack: () => void; onSubmit?: () => void; pending: boolean }) {
  if (first)
    return (
      <Button variant="primary" onClick={onNext}>
        下一步
      </Button>
    );
  return (
    <>
      <Button onClick={onBack}>上一步</Button>
      {onSubmit && (
        <Button variant="primary" loading={pending} onClick={onSubmit}>
          提交
        </Button>
      )}
    </>
  );
}
