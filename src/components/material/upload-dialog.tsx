import { useRef, useState } from 'react';
import { uploadFile, uploadImage } from '@/api/generated/functions/material/material';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useSubmitOnce } from '../use-submit-once';
import { message } from '@/lib/message';
import { CropModal } from './crop/crop-modal';
import { IMAGE_ACCEPT, MEDIA, uploadProblem, type Media } from '@/lib/domain/material-rules';

type Status = '待上传' | '上传中' | '已上传' | '上传失败';

/** The upload's `model`: the first segment of the page's address (maintain, setting…), product by default. */
const modelOfPage = () => window.location.pathname.split('/')[1] || 'product';

/**
 * 上传图片 / 上传视频: choose files (checked by name, size and content), crop a single picture,
 * and upload each through the multipart call into the current category (each upload loads the library
 * again, lib/refresh.ts).
 */
export function UploadDialog({ media, pid, onClose }: { media: Media; pid: number; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<Status[]>([]);
  const [cropping, setCropping] = useState<File | null>(null);
  const picture = media === 'picture';
  const canCrop = picture && files.length === 1 && status[0] === '待上传';

  const choose = async (chosen: FileList | null) => {
    const all = Array.from(chosen ?? []);
    // Name, size and content are checked before anything is sent: a page renamed .jpg never leaves the browser.
    const problems = await Promise.all(all.map((f) => uploadProblem(f, media)));
    const fit = all.filter((_, i) => problems[i] === null);
    const refused = all.flatMap((f, i) => (problems[i] ? [`${f.name}：${problems[i]}`] : []));
    if (refused.length > 0) message.error(refused.join('；'));
    setFiles(fit);
    setStatus(fit.map(() => '待上传'));
  };

  const upload = useSubmitOnce(async () => {
    if (files.length === 0) {
      message.warning(picture ? '请先选择图片' : '请先选择视频');
      return false;
    }
    message.info('上传中，请稍候...');
    const next = [...status];
    for (const [i, file] of files.entries()) {
      if (next[i] === '已上传') continue;
      next[i] = '上传中';
      setStatus([...next]);
      try {
        await (picture ? uploadImage : uploadFile)({ multipart: file }, { model: modelOfPage(), pid }, { silent: true });
        next[i] = '已上传';
      } catch {
        // The server's text is not shown on upload (SPEC.md §8); the file is marked and may be retried.
        next[i] = '上传失败';
      }
      setStatus([...next]);
    }
    if (next.every((s) => s === '已上传')) {
      message.success('上传成功');
      onClose();
      return true;
    }
    return false;
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`上传${MEDIA[media].label}`}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" disabled={files.length === 0} loading={status.includes('上传中')} onClick={() => void upload()}>
            开始上传
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <input ref={input} type="file" hidden multiple accept={picture ? IMAGE_ACCEPT : 'video/mp4'} aria-label={`选择${MEDIA[media].label}文件`} onChange={(e) => void choose(e.target.files)} />
        <div className="flex gap-2">
          <Button variant="primary" size="sm" onClick={() => (canCrop ? setCropping(files[0]) : input.current?.click())}>
            {canCrop ? '裁剪图片' : '上传'}
          </Button>
          {files.length > 0 && (
            <Button size="sm" onClick={() => input.current?.click()}>
              重新选择
            </Button>
          )}
        </div>
        {files.length === 0 ? (
          <p className="text-sm text-slate-500">{picture ? '支持 gif、jpg、jpeg、png、bmp，可多选；选择一张图片时可以先裁剪。' : '支持 mp4 视频，可多选。'}</p>
        ) : (
          <ul aria-label="待上传文件" className="flex flex-col gap-1 text-sm">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="flex justify-between gap-3 rounded bg-slate-50 px-3 py-1.5">
                <span className="truncate">{file.name}</span>
                <span className={status[i] === '上传失败' ? 'text-red-700' : 'text-slate-600'}>{status[i]}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CropModal
        file={cropping}
        onClose={() => setCropping(null)}
        onConfirm={(cropped) => {
          setFiles([cropped]);
          setStatus(['待上传']);
          setCropping(null);
        }}
      />
    </Dialog>
  );
}
