import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { acquireSecret, getValidateCode, merchantLogin, useGetLoginPic } from '@/api/generated/endpoints/auth/auth';
import type { LoginRequest } from '@/api/generated/model';
import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { safeRedirect } from '@/lib/redirect';
import { startSession } from '@/lib/session';
import { CAPTCHA_AFTER_FAILURES, loginFormSchema, type LoginFormValues } from './login-form-schema';

interface Captcha {
  key: string;
  image: string;
  token: string;
  secretKey: string;
}

const isDemo = import.meta.env.VITE_DEMO_BACKEND === 'true';

export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const router = useRouter();
  const pictures = useGetLoginPic(undefined, { query: { staleTime: Infinity } });
  const [showPassword, setShowPassword] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const failures = useRef(new Map<string, number>());

  const captcha = useQuery({
    queryKey: ['login-captcha'],
    enabled: needsCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async (): Promise<Captcha> => {
      const [secret, code] = await Promise.all([acquireSecret(), getValidateCode()]);
      return { key: code.key, image: code.code, token: secret.token, secretKey: secret.secretKey };
    },
  });

  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: '', pwd: '', code: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const refreshCaptcha = () => {
    form.setValue('code', '');
    void captcha.refetch();
  };

  const submit = async (values: LoginFormValues) => {
    // One request per attempt however fast the button is pressed.
    if (inFlight.current) return;
    const body: LoginRequest = { account: values.account, pwd: values.pwd };
    if (needsCaptcha) {
      if (!values.code) {
        form.setError('code', { message: '请输入验证码' });
        return;
      }
      if (!captcha.data) return;
      const { key, token, secretKey } = captcha.data;
      Object.assign(body, { key, code: values.code, captchaVO: { token, secretKey, captchaVerification: `${token}---${values.code}` } });
    }
    inFlight.current = true;
    setSubmitting(true);
    setFormError('');
    try {
      const login = await merchantLogin(body);
      startSession(login);
      await router.navigate({ href: safeRedirect(redirect), replace: true });
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      const count = (failures.current.get(values.account) ?? 0) + 1;
      failures.current.set(values.account, count);
      setFormError(text);
      if (count >= CAPTCHA_AFTER_FAILURES || text === CAPTCHA_MISSING_MESSAGE || text === CAPTCHA_WRONG_MESSAGE) {
        if (needsCaptcha) refreshCaptcha();
        else setNeedsCaptcha(true);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const pic = pictures.data;
  return (
    <main
      className="flex min-h-full items-center justify-center bg-[#1f3a8a] bg-cover bg-center p-4"
      style={pic?.backgroundImage ? { backgroundImage: `url("${pic.backgroundImage}")` } : undefined}
    >
      <div className="flex w-full max-w-[820px] overflow-hidden rounded-lg bg-white shadow-2xl">
        <div className="hidden w-[380px] shrink-0 items-center justify-center bg-primary-soft md:flex">
          {pic?.leftLogo && <img src={pic.leftLogo} alt="" className="max-h-[400px] w-full object-cover" />}
        </div>
        <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-1 flex-col px-8 py-10 sm:px-12" aria-labelledby="login-title">
          <div className="mb-8 flex items-center gap-3">
            {pic?.loginLogo && <img src={pic.loginLogo} alt="" className="size-10" />}
            <h1 id="login-title" className="text-xl font-semibold text-slate-800">
              {pic?.siteName ? `${pic.siteName}` : '商户管理系统'}
            </h1>
          </div>
          <Field id="login-account" label="账号" error={errors.account?.message}>
            <Input
              id="login-account"
              autoComplete="username"
              placeholder="请输入账号"
              className="h-10"
              invalid={Boolean(errors.account)}
              aria-describedby="login-account-error"
              {...form.register('account')}
            />
          </Field>
          <Field id="login-pwd" label="密码" error={errors.pwd?.message} className="mt-1">
            <div className="relative">
              <Input
                id="login-pwd"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="请输入密码"
                className="h-10 pr-16"
                invalid={Boolean(errors.pwd)}
                aria-describedby="login-pwd-error"
                {...form.register('pwd')}
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
            <Field id="login-code" label="验证码" error={errors.code?.message} className="mt-1">
              <div className="flex gap-2">
                <Input
                  id="login-code"
                  autoComplete="off"
                  placeholder="请输入图中字符"
                  className="h-10"
                  maxLength={8}
                  invalid={Boolean(errors.code)}
                  aria-describedby="login-code-error"
                  {...form.register('code')}
                />
                <button
                  type="button"
                  onClick={refreshCaptcha}
                  className="h-10 w-[110px] shrink-0 overflow-hidden rounded border border-slate-300 bg-slate-50 text-xs text-slate-500"
                  aria-label="看不清？换一张"
                  title="看不清？换一张"
                >
                  {captcha.data ? <img src={captcha.data.image} alt="验证码" className="h-full w-full" /> : captcha.isError ? '点击重试' : '加载中…'}
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
