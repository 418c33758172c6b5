import { useState } from 'react';
import type { CityVo } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  checkStateOf,
  chosenCount,
  emptySelection,
  regionIndexOf,
  searchRegions,
  selectionFromValue,
  toggleRegion,
  valueOfSelection,
  type CheckState,
  type RegionIndex,
  type RegionSelection,
  type RegionValue,
} from './region-index';

export const PICKER_TITLE = '选择区域';

function RegionCheckbox({ label, state, onChange }: { label: string; state: CheckState; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={state === 'checked'}
      // A partly chosen region shows the dash; the DOM property is the only way to set it.
      ref={(el) => {
        if (el) el.indeterminate = state === 'indeterminate';
      }}
      onChange={(e) => onChange(e.target.checked)}
      className="size-3.5 shrink-0 accent-primary"
    />
  );
}

/** One column of the cascader: its regions, each with a check and, when it has regions below, a button that shows them in the next column. */
function RegionColumn({ label, ids, index, selection, active, onOpen, onToggle }: {
  label: string;
  ids: readonly number[];
  index: RegionIndex;
  selection: RegionSelection;
  active?: number;
  onOpen?: (id: number) => void;
  onToggle: (id: number, checked: boolean) => void;
}) {
  return (
    <ul aria-label={label} className="h-72 w-52 shrink-0 overflow-y-auto border-r border-slate-200 py-1 last:border-r-0">
      {ids.map((id) => {
        const node = index.nodes.get(id);
        if (!node) return null;
        const state = checkStateOf(index, selection, id);
        return (
          <li key={id} className={`flex items-center gap-2 px-3 py-1 ${active === id ? 'bg-primary/10 font-medium text-slate-900' : 'text-slate-700 hover:bg-slate-50'}`}>
            <RegionCheckbox label={node.name} state={state} onChange={(checked) => onToggle(id, checked)} />
            {onOpen && node.children.length > 0 ? (
              <button type="button" aria-expanded={active === id} className="flex flex-1 items-center justify-between text-left text-sm" onClick={() => onOpen(id)}>
                {node.name}
                <span aria-hidden className="text-slate-400">
                  ›
                </span>
              </button>
            ) : (
              <span className="flex-1 text-sm">{node.name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The first of the regions with something chosen under it, else the first. */
function firstChosen(index: RegionIndex, selection: RegionSelection, ids: readonly number[]): number | undefined {
  return ids.find((id) => checkStateOf(index, selection, id) !== 'unchecked') ?? ids[0];
}

/**
 * 选择区域: provinces, the cities of the province in view and the districts of the city in view, each
 * with a check linked to those above and below it; a name search lists matches across the country.
 * Only the three columns in view are drawn, and the tree's index is built once per tree, so it opens
 * at once even with the whole country's ~3,500 regions.
 */
export function RegionPickerDialog({ tree, value, title = PICKER_TITLE, onConfirm, onClose }: {
  tree: readonly CityVo[];
  value: RegionValue | null;
  title?: string;
  onConfirm: (value: RegionValue | null) => void;
  onClose: () => void;
}) {
  const index = regionIndexOf(tree);
  const [selection, setSelection] = useState(() => (value ? selectionFromValue(index, value) : emptySelection(index)));
  const [province, setProvince] = useState(() => firstChosen(index, selection, index.roots));
  const [city, setCity] = useState(() => firstChosen(index, selection, index.nodes.get(province ?? 0)?.children ?? []));
  const [query, setQuery] = useState('');

  const cities = index.nodes.get(province ?? 0)?.children ?? [];
  const districts = index.nodes.get(city ?? 0)?.children ?? [];
  const matches = query.trim() ? searchRegions(index, query) : null;
  const toggle = (id: number, checked: boolean) => setSelection((current) => toggleRegion(index, current, id, checked));
  const openProvince = (id: number) => {
    setProvince(id);
    setCity(index.nodes.get(id)?.children[0]);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={720}
      footer={
        <>
          <span className="mr-auto self-center text-xs text-slate-500">已选 {chosenCount(selection)} 个区县</span>
          <Button onClick={() => setSelection(emptySelection(index))}>清空</Button>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" onClick={() => onConfirm(valueOfSelection(index, selection))}>
            确定
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Input aria-label="搜索地区" placeholder="输入省、市、区县名称搜索" maxLength={20} value={query} onChange={(e) => setQuery(e.target.value)} className="w-64" />
        {matches ? (
          <ul aria-label="搜索结果" className="h-72 overflow-y-auto rounded border border-slate-200 py-1">
            {matches.length === 0 && <li className="px-3 py-6 text-center text-sm text-slate-500">没有匹配的地区</li>}
            {matches.map((m) => (
              <li key={m.id} className="flex items-center gap-2 px-3 py-1 text-sm text-slate-700">
                <RegionCheckbox label={m.label} state={checkStateOf(index, selection, m.id)} onChange={(checked) => toggle(m.id, checked)} />
                <span>{m.label}</span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex overflow-x-auto rounded border border-slate-200">
            <RegionColumn label="省份" ids={index.roots} index={index} selection={selection} active={province} onOpen={openProvince} onToggle={toggle} />
            <RegionColumn label="城市" ids={cities} index={index} selection={selection} active={city} onOpen={setCity} onToggle={toggle} />
            <RegionColumn label="区县" ids={districts} index={index} selection={selection} onToggle={toggle} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
