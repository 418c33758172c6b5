import { useEffect, useState } from 'react';
import { message } from '@/lib/message';
import { DynamicForm } from './dynamic-form';
import { parseFormConfig, type DynamicFormConfig, type FormValues } from './types';

interface PreviewMessage {
  type: 'formPreview';
  config: unknown;
}

function isPreviewMessage(data: unknown): data is PreviewMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'formPreview' && 'config' in data;
}

/**
 * The designer's live preview: it opens this page (window or iframe), waits for the ready signal
 * and posts `{ type: 'formPreview', config }`. Only messages from this origin are read and the
 * config is parsed as data; the reference ran code from any sender here.
 */
export function FormPreviewPage() {
  const [preview, setPreview] = useState<{ config: DynamicFormConfig; version: number } | null>(null);
  const [rejected, setRejected] = useState('');
  const [submitted, setSubmitted] = useState<FormValues | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !isPreviewMessage(event.data)) return;
      const result = parseFormConfig(event.data.config);
      if (!result.ok) {
        setRejected(result.error);
        return;
      }
      setRejected('');
      setSubmitted(null);
      setPreview((current) => ({ config: result.config, version: (current?.version ?? 0) + 1 }));
    };
    window.addEventListener('message', receive);
    const designer = (window.opener as Window | null) ?? window.parent;
    designer.postMessage({ type: 'formPreviewReady' }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  const submit = (values: FormValues) => {
    setSubmitted(values);
    message.success('提交成功');
  };

  return (
    <main className="min-h-full bg-white px-6 py-5">
      <h1 className="mb-4 text-base font-semibold text-slate-800">表单预览</h1>
      {rejected && (
        <p role="alert" className="mb-4 rounded bg-red-50 px-3 py-2 text-sm text-danger">
          已忽略收到的配置。{rejected}
        </p>
      )}
      {preview ? (
        <DynamicForm key={preview.version} config={preview.config} onSubmit={submit} showProblems aria-label="表单预览" />
      ) : (
        <p className="py-10 text-center text-sm text-slate-500">等待表单配置…</p>
      )}
      {submitted && (
        <section aria-label="提交的数据" className="mt-6">
          <h2 className="mb-2 text-sm font-medium text-slate-600">提交的数据</h2>
          <pre className="overflow-auto rounded bg-slate-50 p-3 text-xs text-slate-700">{JSON.stringify(submitted, null, 2)}</pre>
        </section>
      )}
    </main>
  );
}
