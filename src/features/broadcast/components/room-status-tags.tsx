import type { LiveRoom } from '@/api/generated/model';
import { Tag } from '@/components/ui/tag';
import { broadcastStatusLabel, broadcastStatusOptions, findOption, roomReviewStatusLabel, roomReviewStatusOptions } from '@/lib/enums';

/** A room's broadcast state as a tag. */
export function LiveStatusTag({ value }: { value: LiveRoom['liveStatus'] }) {
  return <Tag tone={findOption(broadcastStatusOptions, value)?.tone}>{broadcastStatusLabel(value)}</Tag>;
}

/** A room's review state as a tag, with why it was refused. */
export function ReviewStatusTag({ room }: { room: Pick<LiveRoom, 'reviewStatus' | 'reviewReason'> }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Tag tone={findOption(roomReviewStatusOptions, room.reviewStatus)?.tone}>{roomReviewStatusLabel(room.reviewStatus)}</Tag>
      {(room.reviewStatus === 1 || room.reviewStatus === 2) && room.reviewReason && <span className="max-w-48 text-xs whitespace-normal text-danger">原因：{room.reviewReason}</span>}
    </span>
  );
}
