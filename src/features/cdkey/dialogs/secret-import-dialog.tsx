import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useImportCardSecrets } from '@/api/generated/endpoints/cdkey/cdkey';
import { isApiError } from '@/api/errors';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { FormRow } from '@/components/ui/form-row';
import { LinkButton } from '@/components/ui/text-link';
import { useFormPage } from '@/components/form/use-form-page';
import { downloadImportTemplate } from '@/features/cdkey/model/import-template';
import { cardMax } from '@/features/cdkey/model/secret-schema';

const NO_FILE = '请选择要导入的Excel文件';

/**
 * 导入卡密: an .xlsx (first row 卡号, 密码; one card secret per row) uploaded to the library, all or none.
 * The backend reads it and answers why it refuses one; the answer shows here, and the chosen file stays
 * named so the user can fix it and pick it again.
 */
export function SecretImportDialog({ libraryId, libraryName, onClose, onImported }: { libraryId: number; libraryName: string; onClose: () => void; onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useImportCardSecrets({ request: { silent: true } });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared at once: the same file, fixed, can be picked again.
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setProblem('');
  };

  const page = useFormPage({
    save: async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!file) {
        setProblem(NO_FILE);
        return false;
      }
      setProblem('');
      try {
        await upload.mutateAsync({ data: { file }, params: { libraryId } });
      } catch (error) {
        setProblem(isApiError(error) ? error.message : '导入失败，请稍后重试');
        return false;
      }
    },
    success: '导入成功',
    after: async () => {
      onImported();
      onClose();
    },
  });

  return (
    <FormDialog title="导入卡密" width={560} dirty={false} pending={upload.isPending} confirmText="导入" onClose={onClose} onSubmit={page.submit} className="flex flex-col gap-2">
      <FormRow label="卡密库" labelWidth={7}>
        <p className="pt-1.5 text-sm break-all text-slate-800">{libraryName}</p>
      </FormRow>
      <FormRow label="导入文件" required group labelWidth={7}>
        <div className="flex flex-wrap items-center gap-3">
          <input ref={input} id="card-secret-file" type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" hidden onChange={onPick} />
          <Button size="sm" data-autofocus aria-describedby="card-secret-file-name card-secret-file-hint card-secret-file-error" onClick={() => input.current?.click()}>
            {file ? '重新选择' : '选择文件'}
          </Button>
          <span id="card-secret-file-name" className={`min-w-0 text-sm break-all ${file ? 'text-slate-800' : 'text-slate-400'}`}>
            {file ? file.name : '未选择文件'}
          </span>
        </div>
        {/* The backend's answer can name several rows: a box of its own, above the rules it refers to. */}
        <p id="card-secret-file-error" role={problem ? 'alert' : undefined} className={problem ? 'mt-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-xs leading-5 break-all text-red-700' : 'sr-only'}>
          {problem}
        </p>
        <ul id="card-secret-file-hint" className="mt-2 list-disc pl-4 text-xs leading-5 text-slate-500">
          <li>只支持 .xlsx 格式的 Excel 文件，第一行为表头「卡号」「密码」，此后每行一条卡密；</li>
          <li>卡号、密码均必填，且不超过 {cardMax} 个字符；同一卡密库中卡号不能重复；</li>
          <li>
            文件中有任何一行不符合要求时不会导入任何卡密。
            <LinkButton className="ml-1 !text-xs" onClick={() => void downloadImportTemplate()}>
              下载模板
            </LinkButton>
          </li>
        </ul>
      </FormRow>
    </FormDialog>
  );
}
