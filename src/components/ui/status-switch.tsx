/** An on/off switch with its state written in it (开启 / 关闭), as the coupon pages show their states. */
export function StatusSwitch({ label, checked, disabled = false, onToggle, onText = '开启', offText = '关闭', id }: {
  /** The accessible name (the switch's own texts are drawn, not read). */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  onText?: string;
  offText?: string;
  id?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className={`relative inline-flex h-5 w-14 shrink-0 items-center rounded-full text-[11px] text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-slate-500'}`}
    >
      <span aria-hidden className={`absolute ${checked ? 'left-2' : 'right-2'}`}>
        {checked ? onText : offText}
      </span>
      <span aria-hidden className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[38px]' : 'translate-x-0.5'}`} />
    </button>
  );
}

/** 状态 of a product (or seckill product): on sale (上架) or not (下架). */
export function ShelfSwitch({ name, ...rest }: { name: string; checked: boolean; disabled?: boolean; onToggle: () => void }) {
  return <StatusSwitch label={`${name} 上架`} onText="上架" offText="下架" {...rest} />;
}
