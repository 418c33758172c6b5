import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { acquireSecret, detectLoginAccount, getLoginPic, getValidateCode, merchantLogin } from '@/api/generated/functions/auth/auth';
import type { LoginPic, LoginRequest } from '@/api/generated/model';
import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_SHOWN_ABOVE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useSubmitOnce } from '@/components/use-submit-once';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { afterPaint } from '@/lib/after-paint';
import { safeRedirect } from '@/lib/redirect';
import { startSession } from '@/lib/session';
import { CODE_MAX, validateLoginField, validateLoginForm, type LoginErrors, type LoginField, type LoginFormValues } from './login-form-schema';

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

/**
 * The sign-in page's pictures and site name, asked for once the form is on screen: they only
 * decorate it, and the HTTP client they need would otherwise load ahead of the form. A failure
 * leaves the plain page (the client has said why).
 */
function useLoginPictures() {
  const [pictures, setPictures] = useState<LoginPic>();
  useEffect(() => {
    let live = true;
    const cancel = afterPaint(() => {
      getLoginPic()
        .then((pic) => live && setPictures(pic))
        .catch(() => {});
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return pictures;
}

const isDemo = import.meta.env.VITE_DEMO_BACKEND === 'true';

export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const router = useRouter();
  const pic = useLoginPictures();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // Sign-in works without react-query: this page is the console's first, and stays light.
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const loadCaptcha = () => {
    setCaptcha({ status: 'loading' });
    fetchCaptcha().then(
      (next) => setCaptcha({ status: 'ready', captcha: next }),
      () => setCaptcha({ status: 'error' }),
    );
  };

  const [values, setValues] = useState<LoginFormValues>({ account: '', pwd: '', code: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const touched = useRef(new Set<LoginField>());

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

  // Errors show once a field has been left (or on submit), then follow the typing.
  const input = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      if (touched.current.has(field)) setErrors((current) => ({ ...current, [field]: validateLoginField(field, next, needsCaptcha) }));
    },
    onBlur: () => {
      touched.current.add(field);
      setErrors((current) => ({ ...current, [field]: validateLoginField(field, values, needsCaptcha) }));
      if (field === 'account') detect(values.account.trim());
    },
  });

  const refreshCaptcha = () => {
    setValues((current) => ({ ...current, code: '' }));
    loadCaptcha();
  };

  // One request per attempt however fast the button is pressed.
  const submit = useSubmitOnce(async () => {
    const found = validateLoginForm(values, needsCaptcha);
    (Object.keys(values) as LoginField[]).forEach((field) => touched.current.add(field));
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const account = values.account.trim();
    const body: LoginRequest = { account, pwd: values.pwd };
    if (needsCaptcha) {
      if (captcha?.status !== 'ready') return false;
      const code = values.code.trim();
      const { key, token, secretKey } = captcha.captcha;
      Object.assign(body, { key, code, captchaVO: { token, secretKey, captchaVerification: `${token}---${code}` } });
    }
    setSubmitting(true);
    setFormError('');
    try {
      const login = await merchantLogin(body);
      startSession(login);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setFormError(text);
      if (text === CAPTCHA_MISSING_MESSAGE || text === CAPTCHA_WRONG_MESSAGE) showCaptcha(account, true);
      // A shown captcha is good for one attempt.
      if (needsCaptcha) refreshCaptcha();
      detect(account);
      return false;
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <main
      className="flex min-h-full items-center justify-center bg-[#1f3a8a] bg-cover bg-center p-4"
      style={pic?.backgroundImage ? { backgroundImage: `url("${pic.backgroundImage}")` } : undefined}
    >
      <div className="flex w-full max-w-[820px] overflow-hidden rounded-lg bg-white shadow-2xl">
        <div className="hidden w-[380px] shrink-0 items-center justify-center bg-primary-soft md:flex">
          {pic?.leftLogo && <img src={pic.leftLogo} alt="" className="max-h-[400px] w-full object-cover" />}
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }} className="flex flex-1 flex-col px-8 py-10 sm:px-12" aria-labelledby="login-title">
          <div className="mb-8 flex items-center gap-3">
            {pic?.loginLogo && <img src={pic.loginLogo} alt="" className="size-10" />}
            <h1 id="login-title" className="text-xl font-semibold text-slate-800">
              {pic?.siteName ? `${pic.siteName}` : '商户管理系统'}
            </h1>
          </div>
          <Field id="login-account" label="账号" error={errors.account}>
            <Input
              id="login-account"
              autoComplete="username"
              placeholder="请输入账号"
              className="h-10"
              invalid={Boolean(errors.account)}
              aria-describedby="login-account-error"
              {...input('account')}
            />
          </Field>
          <Field id="login-pwd" label="密码" error={errors.pwd} className="mt-1">
            <div className="relative">
              <Input
                id="login-pwd"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="请输入密码"
                className="h-10 pr-16"
                invalid={Boolean(errors.pwd)}
                aria-describedby="login-pwd-error"
                {...input('pwd')}
              />
              <button
                type="button"
                className="absolute inset-y-0 right-2 my-auto h-7 rounded px-2 text-xs text-slate-500 hover:text-primary"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((v) => !v)}
              >
                {showPassword ? '隐藏' : '显示'}
              </button>
            </div>
          </Field>
          {needsCaptcha && (
            <Field id="login-code" label="验证码" error={errors.code} className="mt-1">
              <div className="flex gap-2">
                <Input
                  id="login-code"
                  autoComplete="off"
                  placeholder="请输入图中字符"
                  className="h-10"
                  maxLength={CODE_MAX}
                  invalid={Boolean(errors.code)}
                  aria-describedby="login-code-error"
                  {...input('code')}
                />
                <button
                  type="button"
                  onClick={refreshCaptcha}
                  className="h-10 w-[110px] shrink-0 overflow-hidden rounded border border-slate-300 bg-slate-50 text-xs text-slate-500"
                  aria-label="看不清？换一张"
                  title="看不清？换一张"
                >
                  {captcha?.status === 'ready' ? <img src={captcha.captcha.image} alt="验证码" className="h-full w-full" /> : captcha?.status === 'error' ? '点击重试' : '加载中…'}
                </button>
              </div>
            </Field>
          )}
          {formError && (
            <p role="alert" className="mb-2 rounded bg-red-50 px-3 py-2 text-sm text-danger">
              {formError}
            </p>
          )}
          <Button type="submit" variant="primary" size="lg" loading={submitting} className="mt-2 w-full">
            {submitting ? '登录中…' : '登录'}
          </Button>
          {isDemo && (
            <p className="mt-6 rounded bg-slate-50 px-3 py-2 text-xs leading-5 text-slate-500">
              演示后台账号：店长 admin / admin123（全部权限），客服 staff / staff123（部分菜单与权限）。
            </p>
          )}
        </form>
      </div>
    </main>
  );
}
