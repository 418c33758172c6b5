import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '@/components/use-submit-once';
import { message } from '@/lib/message';
import { refreshRooms } from '@/features/broadcast/model/room-queries';

/**
 * Saves a change to a room's goods or assistants once however fast it is clicked: 操作成功, the room's
 * lists refreshed and the dialog closed; a refusal (the HTTP client shows why) keeps the dialog and its ticks.
 */
export function useRoomChange(roomId: number, onClose: () => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useSubmitOnce(async (change: () => Promise<unknown>) => {
    setPending(true);
    try {
      await change();
    } catch {
      return false;
    } finally {
      setPending(false);
    }
    message.success('操作成功');
    await refreshRooms(queryClient, roomId);
    onClose();
    return true;
  });
  return { pending, run };
}
