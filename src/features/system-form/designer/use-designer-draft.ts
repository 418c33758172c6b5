import { useMemo, useState } from 'react';
import type { SystemForm } from '@/api/generated/model';
import { parseFormConfig } from '@/components/dynamic-form/types';
import type { CanvasActions } from './designer-canvas';
import {
  createField,
  DEFAULT_SETTINGS,
  designerFields,
  duplicateField,
  fieldKeys,
  formProblems,
  formValueOf,
  newUid,
  nextKey,
  settingsOf,
  type DesignerField,
  type FormSettings,
  type PaletteKind,
} from './designer-model';

export interface Draft {
  title: string;
  settings: FormSettings;
  fields: DesignerField[];
}

export const EMPTY: Draft = { title: '', settings: DEFAULT_SETTINGS, fields: [] };

/** The draft of a saved form; a config the renderer cannot read opens as an empty form, with the reason. */
export function draftOf(form: SystemForm): { draft: Draft; problem?: string } {
  if (!form.formValue) return { draft: { ...EMPTY, title: form.formName } };
  const parsed = parseFormConfig(form.formValue);
  if (!parsed.ok) return { draft: { ...EMPTY, title: form.formName }, problem: parsed.error };
  return { draft: { title: form.formName, settings: settingsOf(parsed.config), fields: designerFields(parsed.config) } };
}

/** What saving sends; the same draft gives the same text, so it also tells whether anything changed. */
export const savedText = (draft: Draft) => JSON.stringify([draft.title.trim(), formValueOf(draft.settings, draft.fields)]);

/** The form being designed: its title, settings and fields, the chosen field and panel, and the canvas's edits. */
export function useDesignerDraft(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [selected, setSelected] = useState<string | undefined>(initial.fields[0]?.uid);
  const [tab, setTab] = useState<'field' | 'form'>('field');

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

  return { draft, setDraft, setFields, selected, setSelected, tab, setTab, current, problems, invalid, insertField, addField, actions };
}
