import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getGetSystemFormDetailQueryKey, getGetSystemFormPageQueryKey, useAddSystemForm, useGetSystemFormDetail, useUpdateSystemForm } from '@/api/generated/endpoints/system-form/system-form';
import { addSystemFormBodyFormNameMax as FORM_NAME_MAX } from '@/api/generated-zod/system-form/system-form.zod';
import type { SystemForm } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { parseFormConfig } from '@/components/dynamic-form/types';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { confirmDiscard, useUnsavedChanges } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { announceSaved, designerHref } from '@/lib/system-form-window';
import { systemFormListDefaults, type DesignerTarget } from '@/features/system-form/system-form-search';
import { SYSTEM_FORM_PERMS } from '@/features/system-form/system-form-perms';
import { DesignerBoard, DesignerCanvas, PaletteButton, type CanvasActions } from './designer-canvas';
import {
  allKeysOf,
  createField,
  DEFAULT_SETTINGS,
  designerFields,
  duplicateField,
  fieldKeys,
  formProblems,
  formValueOf,
  newUid,
  nextKey,
  PALETTE,
  settingsOf,
  type DesignerField,
  type FormSettings,
  type PaletteKind,
} from './designer-model';
import { FieldProperties } from './field-properties';
import { FormSettingsPanel } from './form-settings';

// The preview brings the renderer's controls (and the picture library, the region tree): it loads when opened.
const PreviewDialog = lazy(() => import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })));

interface Draft {
  title: string;
  settings: FormSettings;
  fields: DesignerField[];
}

const EMPTY: Draft = { title: '', settings: DEFAULT_SETTINGS, fields: [] };

/** The draft of a saved form; a config the renderer cannot read opens as an empty form, with the reason. */
function draftOf(form: SystemForm): { draft: Draft; problem?: string } {
  if (!form.formValue) return { draft: { ...EMPTY, title: form.formName } };
  const parsed = parseFormConfig(form.formValue);
  if (!parsed.ok) return { draft: { ...EMPTY, title: form.formName }, problem: parsed.error };
  return { draft: { title: form.formName, settings: settingsOf(parsed.config), fields: designerFields(parsed.config) } };
}

/** What saving sends; the same draft gives the same text, so it also tells whether anything changed. */
const savedText = (draft: Draft) => JSON.stringify([draft.title.trim(), formValueOf(draft.settings, draft.fields)]);

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useAddSystemForm();
  const update = useUpdateSystemForm();

  const [draft, setDraft] = useState(initial.draft);
  const [saved, setSaved] = useState(() => savedText(initial.draft));
  const [selected, setSelected] = useState<string | undefined>(initial.draft.fields[0]?.uid);
  const [tab, setTab] = useState<'field' | 'form'>('field');
  const [titleError, setTitleError] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  const dirty = !readOnly && savedText(draft) !== saved;
  const leave = useUnsavedChanges(dirty);
  const problems = useMemo(() => formProblems(draft.fields), [draft.fields]);
  const invalid = useMemo(() => new Set(problems.keys()), [problems]);
  const current = draft.fields.find((f) => f.uid === selected);

  const setFields = (change: (fields: DesignerField[]) => DesignerField[]) => setDraft((d) => ({ ...d, fields: change(d.fields) }));
  const insertField = (kind: PaletteKind, at: number) => {
    const item = { uid: newUid(), field: createField(kind, nextKey(fieldKeys(draft.fields))) };
    setFields((fields) => fields.toSpliced(at, 0, item));
    setSelected(item.uid);
    setTab('field');
  };
  // A clicked component goes after the chosen field, as form-generator places it; at the end when none is chosen.
  const addField = (kind: PaletteKind) => {
    const at = draft.fields.findIndex((f) => f.uid === selected);
    insertField(kind, at < 0 ? draft.fields.length : at + 1);
  };
  const actions: CanvasActions = {
    select: (uid) => {
      setSelected(uid);
      setTab('field');
    },
    move: (from, to) => {
      if (to < 0 || to >= draft.fields.length) return;
      setFields((fields) => {
        const next = [...fields];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        return next;
      });
    },
    duplicate: (uid) => {
      const at = draft.fields.findIndex((f) => f.uid === uid);
      if (at < 0) return;
      const copy = { uid: newUid(), field: duplicateField(draft.fields[at].field, new Set(fieldKeys(draft.fields))) };
      setFields((fields) => fields.toSpliced(at + 1, 0, copy));
      setSelected(copy.uid);
    },
    remove: (uid) => {
      const at = draft.fields.findIndex((f) => f.uid === uid);
      const rest = draft.fields.filter((f) => f.uid !== uid);
      setFields(() => rest);
      if (selected === uid) setSelected(rest[Math.min(at, rest.length - 1)]?.uid);
    },
  };

  const checkTitle = (title: string) => {
    const error = title.trim() === '' ? '请输入表单名称' : '';
    setTitleError(error);
    return error === '';
  };

  const save = async () => {
    if (!checkTitle(draft.title)) {
      titleRef.current?.focus();
      return;
    }
    if (draft.fields.length === 0) {
      message.error('请至少添加一个表单组件');
      return;
    }
    const firstInvalid = draft.fields.find((f) => invalid.has(f.uid));
    if (firstInvalid) {
      setSelected(firstInvalid.uid);
      setTab('field');
      message.error(`请完善「${firstInvalid.field.__config__.label || '组件'}」的设置`);
      return;
    }
    const body = { formName: draft.title.trim(), allKeys: allKeysOf(draft.fields), formValue: formValueOf(draft.settings, draft.fields) };
    let id = target.id;
    if (id === 0) id = (await add.mutateAsync({ data: body })).id;
    else await update.mutateAsync({ data: { id, ...body } });
    setSaved(savedText(draft));
    await queryClient.invalidateQueries({ queryKey: getGetSystemFormPageQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getGetSystemFormDetailQueryKey(id) });
    announceSaved(id);
    message.success('保存成功');
    if (target.id === 0) {
      // The new form is edited from now on: the address names it, and the next save changes it.
      leave.release();
      void navigate({ href: designerHref(id, 'edit'), replace: true });
    }
  };

  const close = async () => {
    if (!(await confirmDiscard(dirty))) return;
    leave.release();
    // A window the console opened closes; one opened by its address goes back to the list.
    if (window.opener) window.close();
    else void navigate({ to: '/maintain/systemForm', search: systemFormListDefaults });
  };

  const saving = add.isPending || update.isPending;
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
            <Button variant="primary" loading={saving} onClick={() => void save().catch(() => {})}>
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
          {!readOnly && (
            <nav aria-label="组件" className="w-44 shrink-0 rounded bg-white p-3 shadow-sm">
              <h2 className="mb-2 text-sm font-medium text-slate-700">组件</h2>
              <ul className="grid grid-cols-2 gap-2">
                {PALETTE.map((item) => (
                  <li key={item.kind}>
                    <PaletteButton item={item} onAdd={addField} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section aria-label="表单内容" className="min-w-0 flex-1 overflow-y-auto rounded bg-white p-4 shadow-sm">
            <DesignerCanvas fields={draft.fields} selected={selected} invalid={invalid} readOnly={readOnly} actions={actions} />
          </section>
        </DesignerBoard>
        <aside aria-label="属性" className="w-80 shrink-0 overflow-y-auto rounded bg-white p-4 shadow-sm">
          <Tabs
            label="属性"
            className="mb-3"
            tabs={[
              { value: 'field', label: '组件属性' },
              { value: 'form', label: '表单属性' },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === 'form' ? (
            <FormSettingsPanel settings={draft.settings} disabled={readOnly} onChange={(settings) => setDraft((d) => ({ ...d, settings }))} />
          ) : current ? (
            <FieldProperties
              key={current.uid}
              field={current.field}
              problems={problems.get(current.uid) ?? {}}
              disabled={readOnly}
              onChange={(field) => setFields((fields) => fields.map((f) => (f.uid === current.uid ? { ...f, field } : f)))}
            />
          ) : (
            <p className="py-8 text-center text-sm text-slate-500">{draft.fields.length === 0 ? '添加组件后，在这里设置它' : '选择一个组件，在这里设置它'}</p>
          )}
        </aside>
      </div>
      {previewing && (
        <Suspense fallback={null}>
          <PreviewDialog title={draft.title.trim() || '表单预览'} formValue={formValueOf(draft.settings, draft.fields)} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
    </main>
  );
}
