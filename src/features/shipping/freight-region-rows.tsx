import type { ReactNode } from 'react';
import type { CityVo } from '@/api/generated/model';
import { PlainTable } from '@/components/list/plain-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/text-link';
import { restrictNumberInput } from '@/lib/format';
import { DEFAULT_ROW, FIRST_PRICE, FREE_PRICE, RENEWAL_PRICE, UNIT_WORDING, type ChargeDraft, type FreeDraft, type FreightErrors } from './freight-form-model';
import type { FreightType } from './freight-options';
import { regionIndexOf, summaryOf, type RegionValue } from './region-index';

// The two tables of the template drawer: 运费 (charges by region, 默认运费 first in a custom template) and
// 包邮区域 (free shipping by region). Each row names its regions through the 选择区域 button.

/** The region tree as the drawer loads it: the rows' region buttons wait for it. */
export interface RegionTree {
  data: readonly CityVo[] | undefined;
  loading: boolean;
}

interface TableProps<Row> {
  rows: readonly Row[];
  type: FreightType;
  errors: FreightErrors;
  tree: RegionTree;
  onPick: (key: string) => void;
  onChange: (key: string, patch: Partial<Row>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** A number box of a table row, with its error under it. */
function Cell({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  return (
    <td className="px-2 py-2 align-top">
      <Input aria-label={label} inputMode="decimal" maxLength={11} className="!w-28" value={value} invalid={Boolean(error)} onChange={(e) => onChange(restrictNumberInput(e.target.value, 2))} />
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-danger">
          {error}
        </p>
      )}
    </td>
  );
}

/** The 送达到 / 选择区域 button of a row: a summary of its regions, opening the picker. */
function RegionCell({ label, value, tree, error, onPick }: { label: string; value: RegionValue; tree: RegionTree; error?: string; onPick: () => void }) {
  const summary = value.cityId && tree.data ? summaryOf(regionIndexOf(tree.data), value) : '';
  return (
    <td className="px-2 py-2 align-top">
      <button
        type="button"
        aria-label={`${label} 选择区域`}
        disabled={tree.loading}
        aria-busy={tree.loading || undefined}
        onClick={onPick}
        className={`block max-w-64 truncate rounded border px-3 py-1 text-left text-sm ${error ? 'border-danger' : 'border-slate-300 hover:border-primary'} ${summary ? 'text-slate-800' : 'text-slate-400'}`}
        title={summary || undefined}
      >
        {tree.loading ? '加载中…' : summary || (value.cityId ? '已选择区域' : '选择区域')}
      </button>
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-danger">
          {error}
        </p>
      )}
    </td>
  );
}

function RemoveCell({ name, onRemove }: { name: string; onRemove?: () => void }) {
  return (
    <td className="px-2 py-2 align-top">
      {onRemove && (
        <LinkButton danger aria-label={`删除 ${name}`} onClick={onRemove}>
          删除
        </LinkButton>
      )}
    </td>
  );
}

/** A table of rows, and the button that adds a row under it. */
function RowsTable({ label, titles, addLabel, onAdd, isEmpty, emptyText, children }: { label: string; titles: readonly string[]; addLabel: string; onAdd: () => void; isEmpty?: boolean; emptyText?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="w-full">
        <PlainTable label={label} headers={titles} isEmpty={isEmpty} emptyText={emptyText}>
          {children}
        </PlainTable>
      </div>
      <Button size="sm" onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}

/** 运费: the charges of chosen regions, after 默认运费 (the whole country) when `defaultRow` is given. */
export function ChargeTable({ rows, defaultRow, type, errors, tree, onPick, onChange, onRemove, onAdd }: TableProps<ChargeDraft> & { defaultRow?: ChargeDraft }) {
  const words = UNIT_WORDING[type];
  const row = (charge: ChargeDraft, name: string, isDefault: boolean) => (
    <tr key={charge.key} className="border-t border-slate-100">
      {isDefault ? (
        <td className="px-2 py-2 align-top">
          <span className="inline-block pt-1.5 text-sm text-slate-800">{DEFAULT_ROW}</span>
          <span className="block text-xs text-slate-500">全国</span>
        </td>
      ) : (
        <RegionCell label={name} value={charge} tree={tree} error={errors[`${charge.key}.region`]} onPick={() => onPick(charge.key)} />
      )}
      <Cell label={`${name} ${words.first}`} value={charge.first} error={errors[`${charge.key}.first`]} onChange={(first) => onChange(charge.key, { first })} />
      <Cell label={`${name} ${FIRST_PRICE}`} value={charge.firstPrice} error={errors[`${charge.key}.firstPrice`]} onChange={(firstPrice) => onChange(charge.key, { firstPrice })} />
      <Cell label={`${name} ${words.renewal}`} value={charge.renewal} error={errors[`${charge.key}.renewal`]} onChange={(renewal) => onChange(charge.key, { renewal })} />
      <Cell label={`${name} ${RENEWAL_PRICE}`} value={charge.renewalPrice} error={errors[`${charge.key}.renewalPrice`]} onChange={(renewalPrice) => onChange(charge.key, { renewalPrice })} />
      <RemoveCell name={name} onRemove={isDefault ? undefined : () => onRemove(charge.key)} />
    </tr>
  );
  return (
    <RowsTable label="运费" titles={['送达到', words.first, FIRST_PRICE, words.renewal, RENEWAL_PRICE, '操作']} addLabel="添加区域" onAdd={onAdd}>
      {defaultRow && row(defaultRow, DEFAULT_ROW, true)}
      {rows.map((charge, i) => row(charge, `区域${i + 1}`, false))}
    </RowsTable>
  );
}

/** 包邮区域: free shipping to chosen regions from a quantity and an amount. */
export function FreeTable({ rows, type, errors, tree, onPick, onChange, onRemove, onAdd }: TableProps<FreeDraft>) {
  const words = UNIT_WORDING[type];
  return (
    <RowsTable label="包邮区域" titles={['选择区域', words.free, FREE_PRICE, '操作']} addLabel="添加指定包邮区域" onAdd={onAdd} isEmpty={rows.length === 0} emptyText="暂未设置包邮区域">
      {rows.map((free, i) => {
        const name = `包邮区域${i + 1}`;
        return (
          <tr key={free.key} className="border-t border-slate-100">
            <RegionCell label={name} value={free} tree={tree} error={errors[`${free.key}.region`]} onPick={() => onPick(free.key)} />
            <Cell label={`${name} ${words.free}`} value={free.number} error={errors[`${free.key}.number`]} onChange={(number) => onChange(free.key, { number })} />
            <Cell label={`${name} ${FREE_PRICE}`} value={free.price} error={errors[`${free.key}.price`]} onChange={(price) => onChange(free.key, { price })} />
            <RemoveCell name={name} onRemove={() => onRemove(free.key)} />
          </tr>
        );
      })}
    </RowsTable>
  );
}
