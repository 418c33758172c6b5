/**
 * Messages of the error catalogue (SPEC.md §8). Every message is Chinese (issue 29): where SPEC.md quotes
 * the reference console's English ones ('No permission to access', 'Error', 'Has Error', the session
 * loader's), the console says them in Chinese; 403 in the reference console's own words.
 */
export const SESSION_EXPIRED_MESSAGE = '无效的会话，或者登录已过期，请重新登录。';
export const DOWNLOAD_SESSION_EXPIRED_MESSAGE = '无效的会话，或者会话已过期，请重新登录。';
export const FORBIDDEN_MESSAGE = '没有权限访问。';
export const FALLBACK_ERROR_MESSAGE = '请求失败，请稍后重试';
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
export const GUARD_FALLBACK_MESSAGE = '登录信息加载失败，请重新登录';
export const MISSING_INFO_MESSAGE = '验证失败，请重新登录。';
export const EMPTY_ROLES_MESSAGE = '账号未分配角色，请联系店铺管理员';

/** Said, quietly, where a backend does not have a call the console would make (one the reference backend lacks). */
export const UNSUPPORTED_MESSAGE = '当前后台不提供此功能';

export type ApiErrorKind = 'business' | 'unauthorized' | 'forbidden' | 'network' | 'timeout' | 'malformed' | 'unsupported';

/** A failed call. `shown` is true when the HTTP client has already told the user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly shown: boolean;

  constructor(kind: ApiErrorKind, message: string, code?: number, shown = true) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.shown = shown;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The backend does not offer the call: a page shows a quiet note instead of an error and a retry. */
export const isUnsupported = (error: unknown) => isApiError(error) && error.kind === 'unsupported';

/**
 * The captcha of signing in (reference §2.4): the backend counts an account's failed sign-ins and answers
 * the count to `login/account/detection`. The form shows the captcha once the count is above
 * CAPTCHA_SHOWN_ABOVE; the backend refuses a sign-in without a right answer once it is above
 * CAPTCHA_REQUIRED_ABOVE (the reference's console and backend disagree by one, as here).
 */
export const CAPTCHA_SHOWN_ABOVE = 2;
export const CAPTCHA_REQUIRED_ABOVE = 3;

/** What the backend answers when the sign-in captcha is missing or wrong; the form then shows the captcha. */
export const CAPTCHA_MISSING_MESSAGE = '验证码信息不存在';
export const CAPTCHA_WRONG_MESSAGE = '验证码校验失败';
