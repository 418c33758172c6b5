import { useId } from 'react';
import type { SeckillActivity } from '@/api/generated/model';
import type { QueryLike } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { Select } from '@/components/ui/select';
import { activityStatusLabel } from '@/lib/enums';
import { ActivityFacts } from '@/features/seckill/components/activity-facts';

/** Why nothing is chosen: no activity can be joined, or the one of the address has ended. */
function ChoiceHint({ none, gone }: { none: boolean; gone: boolean }) {
  if (none) return <span className="text-slate-500">暂无可参加的活动</span>;
  if (gone) return <span className="text-slate-500">该活动已结束或不存在，请重新选择</span>;
  return null;
}

/** 选择活动 of 基础设置: the activities not ended, then the chosen one's rules (from its details, or the list's row while they load). */
export function JoinActivityChoice({ activities, choices, wanted, chosen, activity, detail, error, onChange }: {
  /** The query of the activities offered. */
  activities: QueryLike & { isSuccess: boolean };
  choices: readonly SeckillActivity[];
  /** The activity asked for (the address's, or picked), chosen or not. */
  wanted: number | null;
  /** The activity chosen: the one asked for when it can be joined. */
  chosen: number | null;
  activity: SeckillActivity | undefined;
  /** The query of the chosen activity's details. */
  detail: QueryLike;
  error: string | undefined;
  onChange: (id: number | null) => void;
}) {
  const id = useId();
  return (
    <>
      <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3">
        <label htmlFor={id} className="pt-1.5 text-right text-sm text-slate-600 before:mr-0.5 before:text-danger before:content-['*']">
          选择活动
        </label>
        <div>
          <Select
            id={id}
            className="w-80"
            value={chosen}
            options={choices.map((a) => ({ value: a.id, label: `${a.name}（${activityStatusLabel(a.status)}）` }))}
            placeholder={activities.isLoading ? '加载中…' : '请选择活动'}
            invalid={Boolean(error)}
            aria-describedby={`${id}-error`}
            disabled={activities.isLoading}
            onChange={onChange}
          />
          <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
            {error ?? (activities.isSuccess ? <ChoiceHint none={choices.length === 0} gone={wanted !== null && chosen === null} /> : null)}
          </p>
        </div>
      </div>
      {chosen !== null &&
        (activity ? (
          <ActivityFacts activity={activity} />
        ) : (
          <QueryState query={detail}>
            {null}
          </QueryState>
        ))}
      {activities.isError && (
        <QueryState query={activities}>
          {null}
        </QueryState>
      )}
    </>
  );
}
