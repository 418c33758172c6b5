import { lazy, Suspense, type ComponentProps } from 'react';
import { acquireSecret, getValidateCode } from '@/api/generated/functions/auth/auth';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Captcha, CaptchaState } from './login-captcha';
import { CODE_MAX } from './login-form-schema';

// Loaded when an account first needs the captcha: most sign-ins never show it, and the sign-in page's
// first script stays light.

/** A new image code with its token and secret; each is good for one attempt. */
export async function fetchCaptcha(): Promise<Captcha> {
  const [secret, code] = await Promise.all([acquireSecret(), getValidateCode()]);
  return { key: code.key, image: code.code, token: secret.token, secretKey: secret.secretKey };
}

// The block puzzle (a CRMEB backend's) with its cipher, loaded from here when first needed: the sign-in page
// holds one lazy component for both captchas.
const BlockPuzzleDialog = lazy(() => import('./block-puzzle').then((m) => ({ default: m.BlockPuzzleDialog })));

interface CaptchaProps {
  error?: string;
  captcha: CaptchaState | null;
  onRefresh: () => void;
  input: ComponentProps<typeof Input>;
  /** Drawn as the block puzzle, solved before the sign-in is sent (the reference profile). */
  puzzle?: { onClose: () => void; onSolved: (captchaVerification: string) => void };
}

/** The sign-in's captcha: the block puzzle when asked for, else 验证码 typed beside its image code. */
export function Captcha({ puzzle, ...field }: CaptchaProps) {
  if (!puzzle) return <CaptchaField {...field} />;
  return (
    <Suspense fallback={null}>
      <BlockPuzzleDialog onOpenChange={(open) => !open && puzzle.onClose()} onSolved={puzzle.onSolved} />
    </Suspense>
  );
}

/** 验证码: the answer typed beside its image code, a click on which brings another. */
function CaptchaField({ error, captcha, onRefresh, input }: Omit<CaptchaProps, 'puzzle'>) {
  return (
    <Field id="login-code" label="验证码" error={error} className="mt-1">
      <div className="flex gap-2">
        <Input
          id="login-code"
          autoComplete="off"
          placeholder="请输入图中字符"
          className="h-10"
          maxLength={CODE_MAX}
          invalid={Boolean(error)}
          aria-describedby="login-code-error"
          {...input}
        />
        <button
          type="button"
          onClick={onRefresh}
          className="h-10 w-[110px] shrink-0 overflow-hidden rounded border border-slate-300 bg-slate-50 text-xs text-slate-500"
          aria-label="看不清？换一张"
          title="看不清？换一张"
        >
          {captcha?.status === 'ready' ? <img src={captcha.captcha.image} alt="验证码" className="h-full w-full" /> : captcha?.status === 'error' ? '点击重试' : '加载中…'}
        </button>
      </div>
    </Field>
  );
}
