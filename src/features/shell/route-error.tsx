import { useEffect } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { logError } from '@/lib/error-log';

/**
 * What a page shows when it fails to render: the reason, a retry and a way home, inside the
 * console frame, so the rest of the console keeps working. The router resets it on navigation.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => logError(error, 'page'), [error]);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded bg-white px-6 py-16 text-center shadow-sm">
      <p className="text-lg font-semibold text-slate-800">页面出错了</p>
      {/* A failed call says why in Chinese; a script's own error (English, technical) goes to the error log only. */}
      <p className="max-w-md text-sm break-all text-slate-500">{isApiError(error) && error.message ? error.message : '页面加载失败，请重试'}</p>
      <div className="flex gap-2">
        <Button
          variant="primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          重试
        </Button>
        <Link to="/dashboard" className="inline-flex h-8 items-center rounded border border-slate-300 px-4 text-sm hover:border-primary hover:text-primary">
          回到主页
        </Link>
      </div>
    </div>
  );
}
