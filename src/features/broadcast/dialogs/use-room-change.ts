import { useFormPage } from '@/components/form/use-form-page';

/**
 * Saves a change to a room's goods or assistants once however fast it is clicked: 操作成功 (the room's
 * lists have loaded again, lib/refresh.ts) and the dialog closed; a refusal (the HTTP client shows why) keeps the dialog and its ticks.
 */
export function useRoomChange(onClose: () => void) {
  const page = useFormPage({
    save: (change: () => Promise<unknown>) => change(),
    success: '操作成功',
    after: onClose,
  });
  return { pending: page.pending, run: page.submit };
}
