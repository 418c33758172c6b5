import type { GroupBuyActivity } from '@/api/generated/model';
import { LinkButton, TextLink } from '@/components/ui/text-link';

const FORM = '/marketing/group/createGroup/{-$activityId}/{-$type}';

/** What a row offers, by permission (the page's). */
export interface GroupActivityRowCan {
  info: boolean;
  update: boolean;
  add: boolean;
  rollback: boolean;
  delete: boolean;
}

/** A row's 操作: 详情, 编辑 (in any state: the backend takes it back to review), 复制 (the form), 撤回 while in review, 删除. */
export function GroupActivityRowActions({ activity: a, can, onWithdraw, onDelete }: { activity: GroupBuyActivity; can: GroupActivityRowCan; onWithdraw: () => void; onDelete: () => void }) {
  const id = String(a.id);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {can.info && (
        <TextLink to={FORM} params={{ activityId: id, type: 'info' }} aria-label={`详情 ${a.groupName}`}>
          详情
        </TextLink>
      )}
      {can.info && can.update && (
        <TextLink to={FORM} params={{ activityId: id }} aria-label={`编辑 ${a.groupName}`}>
          编辑
        </TextLink>
      )}
      {can.info && can.add && (
        <TextLink to={FORM} params={{ activityId: id, type: 'copy' }} aria-label={`复制 ${a.groupName}`}>
          复制
        </TextLink>
      )}
      {a.groupStatus === 3 && can.rollback && (
        <LinkButton aria-label={`撤回 ${a.groupName}`} onClick={onWithdraw}>
          撤回
        </LinkButton>
      )}
      {can.delete && (
        <LinkButton danger aria-label={`删除 ${a.groupName}`} onClick={onDelete}>
          删除
        </LinkButton>
      )}
    </div>
  );
}
