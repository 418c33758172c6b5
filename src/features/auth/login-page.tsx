import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { merchantLogin } from '@/api/generated/functions/auth/auth';
import type { LoginRequest } from '@/api/generated/model';
import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useSubmitOnce } from '@/components/use-submit-once';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { safeRedirect } from '@/lib/redirect';
import { startSession } from '@/lib/session';
import { useLoginCaptcha } from './login-captcha';
import { validateLoginField, validateLoginForm, type LoginErrors, type LoginField, type LoginFormValues } from './login-form-schema';
import { useLoginPictures } from './login-pictures';

// The captcha loads when an account first needs it (login-captcha-field.tsx): the image code's field, or the
// block puzzle with its cipher.
const Captcha = lazy(() => import('./login-captcha-field').then((m) => ({ default: m.Captcha })));

const isDemo = import.meta.env.VITE_DEMO_BACKEND === 'true';

export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const router = useRouter();
  const pic = useLoginPictures();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const [values, setValues] = useState<LoginFormValues>({ account: '', pwd: '', code: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const touched = useRef(new Set<LoginField>());
  const { puzzle, captcha, needsCaptcha, showCaptcha, detect, refreshCaptcha, answer } = useLoginCaptcha(values, setValues);
  const [puzzleOpen, setPuzzleOpen] = useState(false);
  const needsCode = needsCaptcha && !puzzle;

  // Errors show once a field has been left (or on submit), then follow the typing.
  const input = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      if (touched.current.has(field)) setErrors((current) => ({ ...current, [field]: validateLoginField(field, next, needsCode) }));
    },
    onBlur: () => {
      touched.current.add(field);
      setErrors((current) => ({ ...current, [field]: validateLoginField(field, values, needsCode) }));
      if (field === 'account') detect(values.account.trim());
    },
  });

  /** Signs in; false when the backend refused (its words shown, the captcha brought up where it asks for one). */
  const signIn = async (body: LoginRequest) => {
    setSubmitting(true);
    setFormError('');
    try {
      const login = await merchantLogin(body);
      startSession(login);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
      return true;
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setFormError(text);
      if (text === CAPTCHA_MISSING_MESSAGE || text === CAPTCHA_WRONG_MESSAGE) showCaptcha(body.account, true);
      // A shown captcha is good for one attempt.
      if (needsCaptcha) refreshCaptcha();
      detect(body.account);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  // One request per attempt however fast the button is pressed.
  const submit = useSubmitOnce(async () => {
    const found = validateLoginForm(values, needsCode);
    (Object.keys(values) as LoginField[]).forEach((field) => touched.current.add(field));
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const body: LoginRequest = { account: values.account.trim(), pwd: values.pwd };
    if (needsCaptcha && puzzle) {
      setPuzzleOpen(true);
      return false;
    }
    if (needsCaptcha) {
      const answered = answer(values.code.trim());
      if (!answered) return false;
      Object.assign(body, answered);
    }
    return (await signIn(body)) || false;
  });

  const solved = (captchaVerification: string) => {
    setPuzzleOpen(false);
    void signIn({ account: values.account.trim(), pwd: values.pwd, captchaVO: { captchaVerification } });
  };

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
          {(needsCode || puzzleOpen) && (
            <Suspense fallback={null}>
              <Captcha error={errors.code} captcha={captcha} onRefresh={refreshCaptcha} input={input('code')} puzzle={puzzleOpen ? { onClose: () => setPuzzleOpen(false), onSolved: solved } : undefined} />
            </Suspense>
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
