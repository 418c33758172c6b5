import { Link, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/** The 404 and 401 pages: what happened, and the two ways on. */
export function ErrorPage({ code, title, description }: { code: string; title: string; description: string }) {
  const router = useRouter();
  return (
    <main className="flex min-h-full items-center justify-center bg-white p-6">
      <div className="flex max-w-md flex-col items-center text-center">
        <p className="text-7xl font-bold tracking-widest text-primary">{code}</p>
        <h1 className="mt-4 text-xl font-semibold text-slate-800">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">{description}</p>
        <div className="mt-6 flex gap-3">
          <Button onClick={() => router.history.back()}>返回上一页</Button>
          <Link to="/" className="inline-flex h-8 items-center rounded border border-primary bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover">
            回到首页
          </Link>
        </div>
      </div>
    </main>
  );
}
