import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAddSystemForm, useGetSystemFormDetail, useUpdateSystemForm } from '@/api/generated/endpoints/system-form/system-form';
import { addSystemFormBodyFormNameMax as FORM_NAME_MAX } from '@/api/generated-zod/system-form/system-form.zod';
import { usePermission } from '@/components/authorized';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { announceSaved, designerHref } from '@/lib/system-form-window';
import { systemFormListDefaults, type DesignerTarget } from '@/features/system-form/system-form-search';
import { SYSTEM_FORM_PERMS } from '@/features/system-form/system-form-perms';
import { DesignerBoard, DesignerCanvas } from './designer-canvas';
import { allKeysOf, formValueOf } from './designer-model';
import { DesignerPalette, DesignerProperties } from './designer-panels';
import { draftOf, EMPTY, savedText, useDesignerDraft, type Draft } from './use-designer-draft';

// The preview brings the renderer's controls (and the picture library, the region tree): it loads when opened.
const PreviewDialog = lazy(() => import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })));

/**
 * 表单设计 (/page/maintain/creatSystemFrom/{id}/{type}): the form designer, opened in a window of its
 * own from the form list and the product form's 关联表单. A new form (no id), one to edit, or one to
 * read (`info`, or without the permission to save).
 */
export function DesignerPage({ target }: { target: DesignerTarget }) {
  const detail = useGetSystemFormDetail(target.id, undefined, { query: { enabled: target.id > 0 } });
  if (target.id === 0) return <Designer target={target} initial={{ draft: EMPTY }} />;
  if (detail.data) return <Designer target={target} initial={draftOf(detail.data)} />;
  return (
    <main className="min-h-screen bg-slate-100 p-6">
      <h1 className="mb-4 text-base font-semibold text-slate-800">表单设计</h1>
      <div className="rounded bg-white p-6 shadow-sm">
        <QueryState query={detail} rows={6}>
          {null}
        </QueryState>
      </div>
    </main>
  );
}

function Designer({ target, initial }: { target: DesignerTarget; initial: { draft: Draft; problem?: string } }) {
  const mayAdd = usePermission(SYSTEM_FORM_PERMS.add);
  const mayUpdate = usePermission(SYSTEM_FORM_PERMS.update);
  const readOnly = target.type === 'info' || !(target.id === 0 ? mayAdd : mayUpdate);
  const navigate = useNavigate();
  const add = useAddSystemForm();
  const update = useUpdateSystemForm();

  const { draft, setDraft, setFields, setSelected, selected, tab, setTab, current, problems, invalid, insertField, addField, actions } = useDesignerDraft(initial.draft);
  const [saved, setSaved] = useState(() => savedText(initial.draft));
  const [titleError, setTitleError] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  /** The form's id once saved (a new form's comes with its first save). */
  const savedId = useRef(target.id);

  const dirty = !readOnly && savedText(draft) !== saved;

  const checkTitle = (title: string) => {
    const error = title.trim() === '' ? '请输入表单名称' : '';
    setTitleError(error);
    return error === '';
  };

  const page = useFormPage({
    dirty,
    save: async () => {
      if (!checkTitle(draft.title)) {
        titleRef.current?.focus();
        return false;
      }
      if (draft.fields.length === 0) {
        message.error('请至少添加一个表单组件');
        return false;
      }
      const firstInvalid = draft.fields.find((f) => invalid.has(f.uid));
      if (firstInvalid) {
        setSelected(firstInvalid.uid);
        setTab('field');
        message.error(`请完善「${firstInvalid.field.__config__.label || '组件'}」的设置`);
        return false;
      }
      const body = { formName: draft.title.trim(), allKeys: allKeysOf(draft.fields), formValue: formValueOf(draft.settings, draft.fields) };
      let id = target.id;
      if (id === 0) id = (await add.mutateAsync({ data: body })).id;
      else await update.mutateAsync({ data: { id, ...body } });
      setSaved(savedText(draft));
      announceSaved(id);
      savedId.current = id;
    },
    success: '保存成功',
    after: () => {
      if (target.id !== 0) return;
      // The new form is edited from now on: the address names it, and the next save changes it.
      page.release();
      void navigate({ href: designerHref(savedId.current, 'edit'), replace: true });
    },
  });

  const close = async () => {
    if (!(await confirmDiscard(dirty))) return;
    page.release();
    // A window the console opened closes; one opened by its address goes back to the list.
    if (window.opener) window.close();
    else void navigate({ to: '/maintain/systemForm', search: systemFormListDefaults });
  };

  const heading = readOnly ? '查看表单' : target.id === 0 ? '添加表单' : '编辑表单';
  return (
    <main className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <h1 className="text-base font-semibold text-slate-800">{heading}</h1>
        <div className="flex items-start gap-2">
          <label htmlFor="designer-title" className="pt-1.5 text-sm text-slate-600 before:mr-0.5 before:text-danger before:content-['*']">
            表单名称
          </label>
          <div className="flex flex-col">
            <Input
              ref={titleRef}
              id="designer-title"
              className="!w-64"
              placeholder="请输入表单名称"
              value={draft.title}
              maxLength={FORM_NAME_MAX}
              readOnly={readOnly}
              invalid={Boolean(titleError)}
              aria-describedby={titleError ? 'designer-title-error' : undefined}
              onChange={(e) => {
                setDraft((d) => ({ ...d, title: e.target.value }));
                if (titleError) checkTitle(e.target.value);
              }}
              onBlur={(e) => checkTitle(e.target.value)}
            />
            <p id="designer-title-error" role={titleError ? 'alert' : undefined} className="text-xs text-danger">
              {titleError}
            </p>
          </div>
        </div>
        {readOnly && <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-700">只读</span>}
        <span className="ml-auto flex items-center gap-2">
          <Button onClick={() => setPreviewing(true)} disabled={draft.fields.length === 0}>
            预览
          </Button>
          {!readOnly && (
            <Button variant="primary" loading={page.pending} onClick={() => void page.submit()}>
              保存
            </Button>
          )}
          <Button onClick={() => void close()}>关闭</Button>
        </span>
      </header>
      {initial.problem && (
        <p role="alert" className="mx-4 mt-3 rounded bg-red-50 px-3 py-2 text-sm text-danger">
          原表单内容无法读取，已作为空表单打开。{initial.problem}
        </p>
      )}
      <div className="flex min-h-0 flex-1 gap-3 p-3">
        <DesignerBoard fields={draft.fields} actions={actions} onDrop={insertField}>
          {!readOnly && <DesignerPalette onAdd={addField} />}
          <section aria-label="表单内容" className="min-w-0 flex-1 overflow-y-auto rounded bg-white p-4 shadow-sm">
            <DesignerCanvas fields={draft.fields} selected={selected} invalid={invalid} readOnly={readOnly} actions={actions} />
          </section>
        </DesignerBoard>
        <DesignerProperties
          tab={tab}
          onTab={setTab}
          settings={draft.settings}
          onSettings={(settings) => setDraft((d) => ({ ...d, settings }))}
          current={current}
          problems={current ? (problems.get(current.uid) ?? {}) : {}}
          onField={(field) => setFields((fields) => fields.map((f) => (f.uid === current?.uid ? { ...f, field } : f)))}
          fieldCount={draft.fields.length}
          readOnly={readOnly}
        />
      </div>
      {previewing && (
        <Suspense fallback={null}>
          <PreviewDialog title={draft.title.trim() || '表单预览'} formValue={formValueOf(draft.settings, draft.fields)} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
    </main>
  );
}
