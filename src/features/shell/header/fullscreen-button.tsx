import { useEffect, useState } from 'react';
import { Icon } from '@/components/icons';
import { message } from '@/lib/message';

function toggleFullscreen() {
  if (!document.fullscreenEnabled) {
    // SPEC.md §2 quotes 'you browser can not work'; every message is Chinese (issue 29).
    message.warning('当前浏览器不支持全屏');
    return;
  }
  void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
}

export function FullscreenButton() {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return (
    <button type="button" onClick={toggleFullscreen} aria-pressed={full} aria-label={full ? '退出全屏' : '全屏'} title={full ? '退出全屏' : '全屏'} className="flex size-9 items-center justify-center rounded text-slate-600 hover:bg-slate-100">
      <Icon name="fullscreen" size={16} />
    </button>
  );
}
