import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LivePriceType } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { priceTypeOptions } from '@/lib/enums';
import { PRICE_LABELS, type DraftErrors, type LiveGoodsDraft } from '@/features/broadcast/model/live-goods-price';
import { ChoiceGroup } from '@/components/form/choice-field';

const errorClass = 'min-h-4 text-xs leading-4 text-danger';

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} role={text ? 'alert' : undefined} className={errorClass}>
      {text}
    </p>
  );
}

/** The typed fields of a row, registered with its form under the row's own path. */
export type RegisterDraft = (key: 'name' | 'price' | 'price2') => UseFormRegisterReturn;

interface PartProps {
  /** Unique per row: ids and the radio group's name derive from it. */
  idPrefix: string;
  /** The row's values as they are now. */
  draft: LiveGoodsDraft;
  errors: DraftErrors;
  register: RegisterDraft;
}

export function NameInput({ idPrefix, errors, register, className = 'w-48' }: Omit<PartProps, 'draft'> & { className?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Input
        id={`${idPrefix}-name`}
        aria-label="商品名称"
        className={className}
        placeholder="最多14个字"
        invalid={Boolean(errors.name)}
        aria-describedby={`${idPrefix}-name-error`}
        {...register('name')}
      />
      <ErrorText id={`${idPrefix}-name-error`} text={errors.name} />
    </div>
  );
}

/** The cover and its button; `uploading` while WeChat has not answered for the picture shown. */
export function CoverPicker({ idPrefix, draft, errors, uploading = false, onPick }: Omit<PartProps, 'register'> & { uploading?: boolean; onPick: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2" aria-busy={uploading || undefined}>
        {draft.cover ? (
          <img src={draft.cover} alt="商品图预览" className="size-12 rounded border border-slate-200 object-cover" />
        ) : (
          <span aria-hidden className="inline-flex size-12 items-center justify-center rounded border border-dashed border-slate-300 text-xl text-slate-500">
            +
          </span>
        )}
        <Button id={`${idPrefix}-cover`} size="sm" aria-describedby={`${idPrefix}-cover-error`} onClick={onPick}>
          {draft.cover ? '更换商品图' : '选择商品图'}
        </Button>
        {uploading && <span className="text-xs text-slate-500">上传到微信中…</span>}
      </div>
      <ErrorText id={`${idPrefix}-cover-error`} text={errors.cover} />
    </div>
  );
}

export function PriceTypeRadios({ idPrefix, draft, onChange }: Pick<PartProps, 'idPrefix' | 'draft'> & { onChange: (priceType: LiveGoodsDraft['priceType']) => void }) {
  return (
    <ChoiceGroup
      aria-label="价格类型"
      className="flex flex-wrap gap-x-3 gap-y-1 text-sm"
      optionClassName="inline-flex items-center gap-1 whitespace-nowrap"
      name={`${idPrefix}-price-type`}
      value={Number(draft.priceType)}
      options={priceTypeOptions}
      onChange={(v) => onChange(String(v) as LiveGoodsDraft['priceType'])}
    />
  );
}

/** The price, and the second price where the type has one, labelled for what they mean under it. */
export function PriceInputs({ idPrefix, draft, errors, register }: PartProps) {
  const [label, label2] = PRICE_LABELS[Number(draft.priceType) as LivePriceType];
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="flex flex-col gap-1">
        <span className="flex items-center gap-1 text-sm">
          <label htmlFor={`${idPrefix}-price`} className="whitespace-nowrap text-slate-600">
            {label}
          </label>
          <Input id={`${idPrefix}-price`} inputMode="decimal" className="w-28" invalid={Boolean(errors.price)} aria-describedby={`${idPrefix}-price-error`} {...register('price')} />
        </span>
        <ErrorText id={`${idPrefix}-price-error`} text={errors.price} />
      </div>
      {label2 && (
        <div className="flex flex-col gap-1">
          <span className="flex items-center gap-1 text-sm">
            <label htmlFor={`${idPrefix}-price2`} className="whitespace-nowrap text-slate-600">
              {label2}
            </label>
            <Input id={`${idPrefix}-price2`} inputMode="decimal" className="w-28" invalid={Boolean(errors.price2)} aria-describedby={`${idPrefix}-price2-error`} {...register('price2')} />
          </span>
          <ErrorText id={`${idPrefix}-price2-error`} text={errors.price2} />
        </div>
      )}
    </div>
  );
}
