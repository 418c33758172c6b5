import { useId, useState } from 'react';
import { FAULT_KINDS, type FaultKind } from './types/db';
import type { DemoControls } from './browser';

const faultLabels: Record<FaultKind, string> = {
  '500': '500 业务错误',
  '401': '401 会话失效',
  '403': '403 无权限',
  network: '网络错误',
  timeout: '请求超时',
  slow: '慢响应（3 秒）',
  malformed: '响应格式错误',
};

/**
 * The demo backend's own panel (demo builds only, never production): make any call fail in each
 * way the error catalogue covers, and reset the demo data.
 */
export function DemoPanel({ controls, paths }: { controls: DemoControls; paths: string[] }) {
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState(paths[0] ?? '');
  const [kind, setKind] = useState<FaultKind>('500');
  const kindName = useId();
  const [faults, setFaults] = useState(() => ({ ...controls.db().faults }));
  const refresh = () => setFaults({ ...controls.db().faults });

  if (!open) {
    return (
      // Narrow enough for the folded sidebar; the sidebar keeps its foot free for it (console-layout's demo space).
      <button type="button" onClick={() => setOpen(true)} aria-label="演示后台" title="演示后台：制造故障、重置数据" className="fixed bottom-3 left-3 z-[1200] rounded-full bg-slate-800 px-2.5 py-1.5 text-xs text-white shadow-lg">
        演示
      </button>
    );
  }
  return (
    <section aria-label="演示后台" className="fixed bottom-3 left-3 z-[1200] flex w-80 flex-col gap-2 rounded-lg bg-white p-4 text-xs shadow-2xl ring-1 ring-slate-200">
      <header className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">演示后台</h2>
        <button type="button" onClick={() => setOpen(false)} aria-label="收起演示后台" className="text-lg leading-none text-slate-500">
          ×
        </button>
      </header>
      <label className="flex flex-col gap-1">
        接口
        <input list="demo-paths" value={path} onChange={(e) => setPath(e.target.value)} className="h-7 rounded border border-slate-300 px-2" />
        <datalist id="demo-paths">
          {paths.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </label>
      {/* The demo backend takes no UI components (lint: mocks share rules through lib/ only): a radio group, not the console's Select. */}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1">故障</legend>
        <div className="grid grid-cols-2 gap-x-2 gap-y-1">
          {FAULT_KINDS.map((k) => (
            <label key={k} className="flex cursor-pointer items-center gap-1">
              <input type="radio" name={kindName} value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-slate-800" />
              {faultLabels[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <button type="button" className="rounded bg-slate-800 px-2 py-1 text-white" onClick={() => void controls.setFault(path, kind).then(refresh)}>
          注入故障
        </button>
        <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={() => void controls.clearFaults().then(refresh)}>
          清除全部故障
        </button>
      </div>
      {Object.keys(faults).length > 0 && (
        <ul className="flex flex-col gap-1 rounded bg-amber-50 p-2 text-amber-900">
          {Object.entries(faults).map(([p, k]) => (
            <li key={p} className="flex justify-between gap-2">
              <span className="truncate">{p}</span>
              <span>{faultLabels[k]}</span>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="self-start rounded border border-red-300 px-2 py-1 text-red-700"
        onClick={() => {
          void controls.reset().then(() => window.location.reload());
        }}
      >
        重置演示数据
      </button>
    </section>
  );
}
