import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { detectLoginAccount } from '@/api/generated/functions/auth/auth';
import { CAPTCHA_SHOWN_ABOVE } from '@/api/errors';
import { isReferenceProfile } from '@/api/profile';
import { validateLoginField, type LoginFormValues } from './login-form-schema';

export interface Captcha {
  key: string;
  image: string;
  token: string;
  secretKey: string;
}

export type CaptchaState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; captcha: Captcha };

/**
 * The sign-in captcha: whether the account typed needs it, its image code, and what the sign-in sends of it.
 * A CRMEB backend (the reference profile) asks for its block puzzle instead, solved in a dialog when the
 * form is sent (`puzzle`): it has no image code to load.
 */
export function useLoginCaptcha(values: LoginFormValues, setValues: Dispatch<SetStateAction<LoginFormValues>>) {
  const puzzle = isReferenceProfile();
  // Sign-in works without react-query: this page is the console's first, and stays light.
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const loadCaptcha = () => {
    if (puzzle) return;
    setCaptcha({ status: 'loading' });
    import('./login-captcha-field').then(({ fetchCaptcha }) => fetchCaptcha()).then(
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

  return { puzzle, captcha, needsCaptcha, showCaptcha, detect, refreshCaptcha, answer };
}
