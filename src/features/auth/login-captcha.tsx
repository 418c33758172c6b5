import { useRef, useState, type ComponentProps, type Dispatch, type SetStateAction } from 'react';
import { acquireSecret, detectLoginAccount, getValidateCode } from '@/api/generated/functions/auth/auth';
import { CAPTCHA_SHOWN_ABOVE } from '@/api/errors';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CODE_MAX, validateLoginField, type LoginFormValues } from './login-form-schema';

interface Captcha {
  key: string;
  image: string;
  token: string;
  secretKey: string;
}

type CaptchaState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; captcha: Captcha };

/** A new image code with its token and secret; each is good for one attempt. */
async function fetchCaptcha(): Promise<Captcha> {
  const [secret, code] = await Promise.all([acquireSecret(), getValidateCode()]);
  return { key: code.key, image: code.code, token: secret.token, secretKey: secret.secretKey };
}

/** The sign-in captcha: whether the account typed needs it, its image code, and what the sign-in sends of it. */
export function useLoginCaptcha(values: LoginFormValues, setValues: Dispatch<SetStateAction<LoginFormValues>>) {
  // Sign-in works without react-query: this page is the console's first, and stays light.
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const loadCaptcha = () => {
    setCaptcha({ status: 'loading' });
    fetchCaptcha().then(
      (next) => setCaptcha({ status: 'ready', captcha: next }),
      () => setCaptcha({ status: 'error' }),
    );
  };

  // The backend decides when the captcha shows (reference §2.4): it answers an account's failed sign-ins,
  // asked when the account is left and after each failed attempt; a sign-in it refuses for want of the
  // captcha brings it up too. Each answer is for one account; an answer for another one is ignored.
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const shownFor = useRef<string | null>(null);
  const needsCaptcha = captchaFor !== null && captchaFor === values.account.trim();
  const detecting = useRef('');
  const showCaptcha = (account: string, shown: boolean) => {
    if (shown === (shownFor.current === account)) return;
    if (shown) loadCaptcha();
    else setValues((current) => ({ ...current, code: '' }));
    shownFor.current = shown ? account : null;
    setCaptchaFor(shownFor.current);
  };
  const detect = (account: string) => {
    if (validateLoginField('account', { ...values, account }, false)) return;
    detecting.current = account;
    // Quietly: a backend that cannot tell leaves the form as it is, and its sign-in answer still brings up the captcha.
    detectLoginAccount({ account }, { silent: true }).then(
      (count) => {
        if (detecting.current === account) showCaptcha(account, Number(count) > CAPTCHA_SHOWN_ABOVE);
      },
      () => {},
    );
  };

  const refreshCaptcha = () => {
    setValues((current) => ({ ...current, code: '' }));
    loadCaptcha();
  };

  /** What the sign-in sends of the captcha answered; undefined while its image code is not there. */
  const answer = (code: string) => {
    if (captcha?.status !== 'ready') return undefined;
    const { key, token, secretKey } = captcha.captcha;
    return { key, code, captchaVO: { token, secretKey, captchaVerification: `${token}---${code}` } };
  };

  return { captcha, needsCaptcha, showCaptcha, detect, refreshCaptcha, answer };
}

/** 验证码: the answer typed beside its image code, a click on which brings another. */
export function CaptchaField({ error, captcha, onRefresh, input }: { error?: string; captcha: CaptchaState | null; onRefresh: () => void; input: ComponentProps<typeof Input> }) {
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
