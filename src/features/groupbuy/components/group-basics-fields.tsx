import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import { StatusSwitch } from '@/components/ui/status-switch';
import { restrictNumberInput } from '@/lib/format';
import { NAME_MAX, type GroupErrors, type GroupFormValues } from '@/features/groupbuy/model/groupbuy-form-model';
import { FormRow as Row } from '@/components/ui/form-row';


/** 基础设置's fields: 活动名称, 活动时间, the counts and limits, 凑团 and 虚拟成团, each with its error or hint. */
export function GroupBasicsFields({ basics, errors, readOnly, onChange }: {
  basics: GroupFormValues;
  errors: GroupErrors;
  readOnly: boolean;
  onChange: <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) => void;
}) {
  const field = useId();
  const fieldId = (key: string) => `${field}-${key}`;
  const toggleShowGroup = () => {
    onChange('showGroup', !basics.showGroup);
    if (basics.showGroup) onChange('fictiStatus', false);
  };
  const numberBox = (key: 'buyCount' | 'validHour' | 'allQuota' | 'oncQuota', placeholder: string, maxLength: number) => (
    <Input
      id={fieldId(key)}
      className="w-56"
      inputMode="numeric"
      maxLength={maxLength}
      placeholder={placeholder}
      disabled={readOnly}
      value={basics[key]}
      invalid={Boolean(errors[key])}
      aria-describedby={`${fieldId(key)}-error`}
      onChange={(e) => onChange(key, restrictNumberInput(e.target.value, 0))}
    />
  );

  return (
    <>
      <Row id={fieldId('groupName')} label="活动名称" required error={errors.groupName}>
        <Input
          id={fieldId('groupName')}
          className="w-96"
          maxLength={NAME_MAX}
          placeholder="请输入活动名称"
          disabled={readOnly}
          value={basics.groupName}
          invalid={Boolean(errors.groupName)}
          aria-describedby={`${fieldId('groupName')}-error`}
          onChange={(e) => onChange('groupName', e.target.value)}
        />
      </Row>
      <Row id={fieldId('startTime')} label="活动时间" required error={errors.startTime ?? errors.endTime}>
        <div className="flex flex-wrap items-center gap-2">
          <DateTimePicker
            id={fieldId('startTime')}
            aria-label="活动开始时间"
            disabled={readOnly}
            value={basics.startTime}
            max={basics.endTime || undefined}
            invalid={Boolean(errors.startTime)}
            aria-describedby={`${fieldId('startTime')}-error`}
            onChange={(value) => onChange('startTime', value)}
          />
          <span className="text-sm text-slate-500">至</span>
          <DateTimePicker
            aria-label="活动结束时间"
            disabled={readOnly}
            value={basics.endTime}
            min={basics.startTime || undefined}
            invalid={Boolean(errors.endTime)}
            aria-describedby={`${fieldId('startTime')}-error`}
            onChange={(value) => onChange('endTime', value)}
          />
        </div>
      </Row>
      <Row id={fieldId('buyCount')} label="成团人数" required error={errors.buyCount} hint="2~10000人">
        {numberBox('buyCount', '请输入成团人数', 5)}
      </Row>
      <Row id={fieldId('validHour')} label="成团有效期" required error={errors.validHour} hint="小时，0~240；开团后在有效期内未成团则拼团失败">
        {numberBox('validHour', '请输入成团有效期', 3)}
      </Row>
      <Row id={fieldId('allQuota')} label="活动限购" required error={errors.allQuota} hint="每人在活动期间最多购买件数，0为不限">
        {numberBox('allQuota', '请输入活动限购', 5)}
      </Row>
      <Row id={fieldId('oncQuota')} label="单次限购" required error={errors.oncQuota} hint="每人每次最多购买件数，0为不限">
        {numberBox('oncQuota', '请输入单次限购', 5)}
      </Row>
      <Row id={fieldId('showGroup')} label="凑团" hint="开启后，商品详情页展示未成团的团，用户可直接参团">
        <StatusSwitch id={fieldId('showGroup')} label="凑团" checked={basics.showGroup} disabled={readOnly} onToggle={toggleShowGroup} />
      </Row>
      {/* 虚拟成团 belongs to 凑团, as in the reference: shown while it is on, off with it. */}
      {basics.showGroup && (
        <Row id={fieldId('fictiStatus')} label="虚拟成团" hint="开启后，有效期内未成团的团到期自动成团">
          <StatusSwitch id={fieldId('fictiStatus')} label="虚拟成团" checked={basics.fictiStatus} disabled={readOnly} onToggle={() => onChange('fictiStatus', !basics.fictiStatus)} />
        </Row>
      )}
    </>
  );
}
