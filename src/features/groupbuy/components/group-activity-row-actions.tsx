import type { GroupBuyActivity } from '@/api/generated/model';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { GROUP_FORM_TYPE } from '@/features/groupbuy/model/group-form-mode';

const FORM = '/marketing/group/createGroup/{-$activityId}/{-$type}';
/** 待审核: the activity waits for the platform. */
const IN_REVIEW = 3;

/** What a row offers, by permission (the page's). */
export interface GroupActivityRowCan {
  info: boolean;
  update: boolean;
  add: boolean;
  rollback: boolean;
  delete: boolean;
}

/**
 * A row's 操作, by state as the reference page offers them: 详情 and 复制 always; in review 撤回 only, otherwise
 * 编辑 (the form's type 1) and 删除. 复制 opens the form's type 2, a new activity from this one.
 */
export function GroupActivityRowActions({ activity: a, can, onWithdraw, onDelete }: { activity: GroupBuyActivity; can: GroupActivityRowCan; onWithdraw: () => void; onDelete: () => void }) {
  const id = String(a.id);
  const inReview = a.groupStatus === IN_REVIEW;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {can.info && (
        <TextLink to={FORM} params={{ activityId: id, type: 'info' }} aria-label={`详情 ${a.groupName}`}>
          详情
        </TextLink>
      )}
      {!inReview && can.info && can.update && (
        <TextLink to={FORM} params={{ activityId: id, type: GROUP_FORM_TYPE.edit }} aria-label={`编辑 ${a.groupName}`}>
          编辑
        </TextLink>
      )}
      {can.info && can.add && (
        <TextLink to={FORM} params={{ activityId: id, type: GROUP_FORM_TYPE.copy }} aria-label={`复制 ${a.groupName}`}>
          复制
        </TextLink>
      )}
      {!inReview && can.delete && (
        <LinkButton danger aria-label={`删除 ${a.groupName}`} onClick={onDelete}>
          删除
        </LinkButton>
      )}
      {inReview && can.rollback && (
        <LinkButton aria-label={`撤回 ${a.groupName}`} onClick={onWithdraw}>
          撤回
        </LinkButton>
      )}
    </div>
  );
}
