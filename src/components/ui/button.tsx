import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'default' | 'danger' | 'text';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'border-primary bg-primary text-white hover:bg-primary-hover hover:border-primary-hover active:bg-primary-active',
  default: 'border-slate-300 bg-white text-slate-700 hover:border-primary hover:text-primary',
  danger: 'border-danger bg-danger text-white hover:opacity-90',
  text: 'border-transparent bg-transparent text-primary hover:text-primary-hover',
};

const sizes: Record<Size, string> = { sm: 'h-7 px-3 text-xs', md: 'h-8 px-4 text-sm', lg: 'h-10 px-5 text-base' };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
}

/** A button's look, for a link that acts as one (添加… above a list, which goes to a form page). */
export function buttonClass(variant: Variant = 'default', size: Size = 'md', className = '') {
  return `inline-flex items-center justify-center gap-1.5 rounded border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${className}`;
}

export function Button({ variant = 'default', size = 'md', loading = false, disabled, className = '', children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {loading && <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent" />}
      {children}
    </button>
  );
}
