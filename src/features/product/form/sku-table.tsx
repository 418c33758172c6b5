import { memo, useCallback, useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Button } from "@/components/ui/button";
import { Select, type SelectOption } from "@/components/ui/select";
import { ImagePickerDialog } from "@/components/material/image-picker-dialog";
import { restrictNumberInput, type NumberInputMode } from "@/lib/format";
import type { ProductType } from "@/lib/enums";
import {
  applyBatch,
  skuName,
  SKU_DEFAULTS,
  type SkuFields,
  type SkuRow,
  type Spec,
} from "@/lib/domain/sku";
import {
  hasWeight,
  PRICE_RANGE_MESSAGE,
  type CdkeyLibraryOption,
  type RowError,
} from "./form-model";
import { CARD_STOCK_NOTE } from "@/features/product/shared/card-stock";
import { idOptions } from "@/features/product/shared/select-options";

interface Column {
  field: keyof SkuFields;
  label: string;
  width: number;
  /** How typing is cleaned: digits only, one or two decimals; text when absent. */
  mode?: NumberInputMode;
  /** Shown, not typed: a card-secret SKU's stock is its library's unused card secrets. */
  readOnly?: boolean;
}

export interface SkuColumnsOptions {
  type: ProductType;
  isPaidMember: boolean;
  isSub: boolean;
}

/** The columns of the matrix for the product's type and switches (reference §4.2). */
export function skuColumns({
  type,
  isPaidMember,
  isSub,
}: SkuColumnsOptions): Column[] {
  return [
    { field: "price", label: "售价", width: 110, mode: 2 },
    ...(isPaidMember
      ? [{ field: "vipPrice", label: "会员价", width: 110, mode: 2 } as const]
      : []),
    { field: "cost", label: "成本价", width: 110, mode: 2 },
    { field: "otPrice", label: "原价", width: 110, mode: 2 },
    { field: "stock", label: "库存", width: 100, mode: 0, readOnly: type === 6 },
    { field: "barCode", label: "商品编号", width: 140 },
    ...(hasWeight(type)
      ? ([
          { field: "weight", label: "重量(KG)", width: 100, mode: 2 },
          { field: "volume", label: "体积(m³)", width: 100, mode: 2 },
        ] as const)
      : []),
    ...(isSub
      ? ([
          { field: "brokerage", label: "一级返佣(%)", width: 110, mode: 0 },
          { field: "brokerageTwo", label: "二级返佣(%)", width: 110, mode: 0 },
        ] as const)
      : []),
    ...(type === 5
      ? [{ field: "expand", label: "云盘链接", width: 220 } as const]
      : []),
    ...(type === 6
      ? [{ field: "cdkeyId", label: "卡密设置", width: 240 } as const]
      : []),
  ];
}

const clean = (text: string, mode: Column["mode"]) =>
  mode === undefined ? text : restrictNumberInput(text, mode);

const ROW_HEIGHT = 52;
const SPEC_WIDTH = 110;
const IMAGE_WIDTH = 70;
const ACTION_WIDTH = 64;

interface RowProps {
  row: SkuRow;
  index: number;
  specs: readonly Spec[];
  columns: readonly Column[];
  errors: ReadonlyMap<string, string> | undefined;
  /** The card-secret libraries as the 卡密设置 select's options (type 6). */
  libraryOptions: readonly SelectOption[];
  disabled: boolean;
  removable: boolean;
  onEdit: (index: number, field: keyof SkuFields, value: string) => void;
  onPickLibrary: (index: number, cdkeyId: string) => void;
  onPickImage: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One row; memoised on its row object, so typing in a cell repaints that row only. */
const SkuTableRow = memo(function SkuTableRow({
  row,
  index,
  specs,
  columns,
  errors,
  libraryOptions,
  disabled,
  removable,
  onEdit,
  onPickLibrary,
  onPickImage,
  onRemove,
}: RowProps) {
  const name = specs.length > 0 ? skuName(specs, row) : "默认";
  return (
    <>
      {specs.map((spec) => (
        <div
          key={spec.name}
          role="cell"
          className="truncate px-2 text-sm text-slate-700"
          style={{ width: SPEC_WIDTH }}
          title={row.values[spec.name]}
        >
          {row.values[spec.name]}
        </div>
      ))}
      <div role="cell" className="px-2" style={{ width: IMAGE_WIDTH }}>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onPickImage(index)}
          aria-label={`${name} 图片`}
          title="选择图片"
          className={`flex size-10 items-center justify-center overflow-hidden rounded border ${errors?.has("image") ? "border-danger" : "border-dashed border-slate-300"} bg-slate-50 text-lg text-slate-500`}
        >
          {row.image ? (
            <img src={row.image} alt="" className="size-full object-cover" />
          ) : (
            "+"
          )}
        </button>
      </div>
      {columns.map((c) => {
        const error = errors?.get(c.field);
        const cellClass = `h-8 w-full rounded border px-2 text-sm outline-none focus:border-primary disabled:bg-slate-100 ${error ? "border-danger bg-red-50" : "border-slate-300"}`;
        if (c.field === "cdkeyId") {
          return (
            <div
              key={c.field}
              role="cell"
              className="px-1"
              style={{ width: c.width }}
              title={error}
            >
              <Select
                aria-label={`${name} ${c.label}`}
                invalid={Boolean(error)}
                disabled={disabled}
                value={row.cdkeyId}
                onChange={(cdkeyId) => onPickLibrary(index, cdkeyId)}
                options={libraryOptions}
                placeholder="请选择卡密库"
              />
            </div>
          );
        }
        if (c.readOnly) {
          return (
            <div
              key={c.field}
              role="cell"
              className="px-1"
              style={{ width: c.width }}
            >
              <input
                aria-label={`${name} ${c.label}`}
                readOnly
                tabIndex={-1}
                title={CARD_STOCK_NOTE}
                value={row.cdkeyId ? row[c.field] : "-"}
                className="h-8 w-full cursor-default rounded border border-transparent bg-slate-100 px-2 text-sm text-slate-700 outline-none"
              />
            </div>
          );
        }
        return (
          <div
            key={c.field}
            role="cell"
            className="px-1"
            style={{ width: c.width }}
          >
            <input
              aria-label={`${name} ${c.label}`}
              aria-invalid={error ? true : undefined}
              title={error}
              disabled={disabled}
              inputMode={c.mode === undefined ? "text" : "decimal"}
              value={row[c.field]}
              onChange={(e) =>
                onEdit(index, c.field, clean(e.target.value, c.mode))
              }
              className={cellClass}
            />
          </div>
        );
      })}
      {removable && (
        <div role="cell" className="px-1" style={{ width: ACTION_WIDTH }}>
          <Button
            variant="text"
            size="sm"
            disabled={disabled}
            onClick={() => onRemove(index)}
            aria-label={`删除 ${name}`}
          >
            删除
          </Button>
        </div>
      )}
    </>
  );
});

/** A library a card-secret SKU can use, with its unused card secrets (the SKU's stock once chosen). */
export type LibraryChoice = CdkeyLibraryOption & { stock: number };

interface SkuTableProps {
  specs: readonly Spec[];
  rows: readonly SkuRow[];
  onRowsChange: (update: (rows: SkuRow[]) => SkuRow[]) => void;
  options: SkuColumnsOptions;
  errors: readonly RowError[];
  /** The card-secret libraries to choose from (type 6). */
  libraries?: readonly LibraryChoice[];
  disabled?: boolean;
}

const NO_LIBRARIES: readonly LibraryChoice[] = [];

/**
 * The SKU matrix: a batch-set row, then every SKU. Only the rows in view are in the DOM (1,000 rows stay
 * fast); the header and the rows share one horizontal scroll.
 */
export function SkuTable({
  specs,
  rows,
  onRowsChange,
  options,
  errors,
  libraries = NO_LIBRARIES,
  disabled = false,
}: SkuTableProps) {
  const columns = skuColumns(options);
  const multi = specs.length > 0;
  const width =
    specs.length * SPEC_WIDTH +
    IMAGE_WIDTH +
    columns.reduce((n, c) => n + c.width, 0) +
    (multi ? ACTION_WIDTH : 0);
  const scroller = useRef<HTMLDivElement>(null);
  // The React Compiler is not used here, so the virtualizer's non-memoisable API is fine.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const [picking, setPicking] = useState<number | "batch" | null>(null);
  const [batch, setBatch] = useState<SkuFields>({
    ...SKU_DEFAULTS,
    price: "",
    cost: "",
    otPrice: "",
    stock: "",
    weight: "",
    volume: "",
    brokerage: "",
    brokerageTwo: "",
    vipPrice: "",
  });

  const errorsByRow = new Map<number, Map<string, string>>();
  for (const e of errors) {
    const row = errorsByRow.get(e.row) ?? new Map<string, string>();
    if (!row.has(e.field)) row.set(e.field, e.message);
    errorsByRow.set(e.row, row);
  }

  const onEdit = useCallback(
    (index: number, field: keyof SkuFields, value: string) =>
      onRowsChange((current) =>
        current.map((r, i) => (i === index ? { ...r, [field]: value } : r)),
      ),
    [onRowsChange],
  );
  // Choosing a library sets the SKU's stock to its unused card secrets.
  const onPickLibrary = useCallback(
    (index: number, cdkeyId: string) => {
      const library = libraries.find((l) => String(l.id) === cdkeyId);
      onRowsChange((current) =>
        current.map((r, i) =>
          i === index
            ? { ...r, cdkeyId, stock: String(library?.stock ?? 0) }
            : r,
        ),
      );
    },
    [libraries, onRowsChange],
  );
  const libraryOptions = useMemo(
    () => idOptions(libraries, (l) => `${l.name}（库存${l.stock}）`),
    [libraries],
  );
  const onRemove = useCallback(
    (index: number) =>
      onRowsChange((current) => current.filter((_, i) => i !== index)),
    [onRowsChange],
  );
  const onPickImage = useCallback((index: number) => setPicking(index), []);

  return (
    <div className="rounded border border-slate-200">
      <p className="border-b border-slate-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-800">
        {PRICE_RANGE_MESSAGE}
        {options.type === 6 && `；${CARD_STOCK_NOTE}`}
      </p>
      <div
        ref={scroller}
        className="max-h-[560px] overflow-auto"
        role="table"
        aria-label="商品规格"
        aria-rowcount={rows.length + 2}
      >
        <div style={{ width }} className="sticky top-0 z-10 bg-slate-50">
          <div
            role="row"
            className="flex h-9 items-center border-b border-slate-200 text-xs font-medium text-slate-600"
          >
            {specs.map((s) => (
              <div
                key={s.name}
                role="columnheader"
                className="truncate px-2"
                style={{ width: SPEC_WIDTH }}
              >
                {s.name}
              </div>
            ))}
            <div
              role="columnheader"
              className="px-2"
              style={{ width: IMAGE_WIDTH }}
            >
              图片
            </div>
            {columns.map((c) => (
              <div
                key={c.field}
                role="columnheader"
                className="px-2"
                style={{ width: c.width }}
              >
                {c.label}
              </div>
            ))}
            {multi && (
              <div
                role="columnheader"
                className="px-2"
                style={{ width: ACTION_WIDTH }}
              >
                操作
              </div>
            )}
          </div>
          {multi && !disabled && (
            <div
              role="row"
              aria-label="批量设置"
              className="flex h-[52px] items-center border-b border-slate-200 bg-white"
            >
              <div
                role="cell"
                className="px-2 text-sm font-medium text-slate-700"
                style={{ width: specs.length * SPEC_WIDTH }}
              >
                批量设置
              </div>
              <div role="cell" className="px-2" style={{ width: IMAGE_WIDTH }}>
                <button
                  type="button"
                  onClick={() => setPicking("batch")}
                  aria-label="批量设置 图片"
                  title="选择图片"
                  className="flex size-10 items-center justify-center overflow-hidden rounded border border-dashed border-slate-300 bg-slate-50 text-lg text-slate-500"
                >
                  {batch.image ? (
                    <img
                      src={batch.image}
                      alt=""
                      className="size-full object-cover"
                    />
                  ) : (
                    "+"
                  )}
                </button>
              </div>
              {columns.map((c) => (
                <div
                  key={c.field}
                  role="cell"
                  className="px-1"
                  style={{ width: c.width }}
                >
                  {/* One library serves one SKU, so neither it nor the stock it gives is set in batch. */}
                  {c.field !== "cdkeyId" && !c.readOnly && (
                    <input
                      aria-label={`批量设置 ${c.label}`}
                      value={batch[c.field]}
                      onChange={(e) =>
                        setBatch((b) => ({
                          ...b,
                          [c.field]: clean(e.target.value, c.mode),
                        }))
                      }
                      className="h-8 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
                    />
                  )}
                </div>
              ))}
              <div role="cell" className="px-1" style={{ width: ACTION_WIDTH }}>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() =>
                    onRowsChange((current) => applyBatch(current, batch))
                  }
                >
                  应用
                </Button>
              </div>
            </div>
          )}
        </div>
        <div
          style={{
            width,
            height: virtualizer.getTotalSize(),
            position: "relative",
          }}
          role="rowgroup"
        >
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 3}
              className="absolute left-0 flex items-center border-b border-slate-100"
              style={{ top: item.start, height: ROW_HEIGHT, width }}
            >
              <SkuTableRow
                row={rows[item.index]}
                index={item.index}
                specs={specs}
                columns={columns}
                errors={errorsByRow.get(item.index)}
                libraryOptions={libraryOptions}
                disabled={disabled}
                removable={multi && rows.length > 1}
                onEdit={onEdit}
                onPickLibrary={onPickLibrary}
                onPickImage={onPickImage}
                onRemove={onRemove}
              />
            </div>
          ))}
        </div>
      </div>
      <p className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
        共 {rows.length} 个规格
      </p>
      <ImagePickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={([picture]) => {
          if (!picture) return;
          if (picking === "batch")
            setBatch((b) => ({ ...b, image: picture.sattDir }));
          else if (picking !== null) onEdit(picking, "image", picture.sattDir);
        }}
      />
    </div>
  );
}
