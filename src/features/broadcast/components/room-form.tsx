import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createLiveRoom, editLiveRoom } from '@/api/generated/endpoints/live-room/live-room';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { confirm } from '@/components/confirm-dialog';
import { ChoiceField } from '@/components/form/choice-field';
import { FormPage } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import { useDialogs } from '@/components/use-dialogs';
import { ANCHOR_MAX, NAME_MAX, ROOM_FLAGS, ROOM_TIME_HINT, ROOM_IMAGES, roomFormSchema, roomImageHint, roomImagePixelsNote, roomImageRefusal, startWindow, toRoomRequest, WECHAT_MAX, type RoomFormValues, type RoomImage, type RoomMediaKey } from '@/features/broadcast/model/room-form-model';
import { REMOVE_LIVE_GOODS_QUESTION } from '@/features/broadcast/model/room-rules';
import { ROOM_LIST_PATH, type RoomFormMode } from '@/features/broadcast/model/room-search';
import { useWechatMedia, type KnownMedia } from '@/features/broadcast/model/wechat-media';
import { GoodsPickDialog } from '@/features/broadcast/dialogs/goods-pick-dialog';
import { RoomGoodsTable } from './room-goods-table';
import { FormRow } from '@/components/ui/form-row';

export const ROOM_FORM_TITLES: Record<RoomFormMode, string> = {
  create: '添加直播间',
  edit: '编辑直播间',
  info: '直播间详情',
};

/**
 * 添加 / 编辑直播间 (reference §4.15): the room's name, anchor, pictures, time, type, switches and
 * imported goods; a new or edited room goes to the platform's review. 'info' shows it read-only.
 * A refused save keeps everything typed; leaving with unsaved input asks first. Each picture goes to
 * WeChat when it is chosen, and the save names it by WeChat's media id too (`media`: those of a saved room).
 */
export function RoomForm({ mode, roomId, initial, media = [] }: { mode: RoomFormMode; roomId?: number; initial: RoomFormValues; media?: readonly KnownMedia[] }) {
  const [schema] = useState(() => roomFormSchema());
  const form = useForm<RoomFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, register, formState, setValue } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as RoomFormValues;
  // WeChat's window for the start, as of the form's opening: the calendar offers nothing outside it (the save checks it anew).
  const [{ earliest, latest }] = useState(() => startWindow(Date.now()));
  const dialogs = useDialogs<{ image: RoomImage; goods: true }>();
  const picking = dialogs.target('image');
  /** The pixels of each picture once it has loaded, for the note beside the suggestion. */
  const [pixels, setPixels] = useState<Partial<Record<RoomImage['key'], string | null>>>({});
  const wechat = useWechatMedia(media);
  const readOnly = mode === 'info';

  const set = <K extends keyof RoomFormValues>(key: K, value: RoomFormValues[K]) =>
    setValue(key, value as never, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const removeGoods = async (id: number) => {
    if (await confirm({ message: REMOVE_LIVE_GOODS_QUESTION })) set('goods', form.getValues('goods').filter((x) => x.id !== id));
  };

  /** A picture from the library, once WeChat has taken it; a refused one leaves the one chosen before, and the field says why. */
  const choose = async (image: RoomImage, path: string) => {
    form.clearErrors(image.key);
    const outcome = await wechat.choose(image.key, path);
    if (outcome.state === 'ready') set(image.key, path);
    else form.setError(image.key, { type: 'wechat', message: outcome.message });
  };

  /** The media ids of the pictures, sending any WeChat has not taken yet (a room saved without them); null when one is refused. */
  const mediaIds = async (valid: RoomFormValues): Promise<Record<RoomMediaKey, string> | null> => {
    const outcomes = await Promise.all(ROOM_IMAGES.map(async (image) => [image, await wechat.upload(valid[image.key])] as const));
    const ids: Partial<Record<RoomMediaKey, string>> = {};
    for (const [image, outcome] of outcomes) {
      if (outcome.state === 'ready') ids[image.mediaKey] = outcome.mediaId;
      else form.setError(image.key, { type: 'wechat', message: outcome.message });
    }
    return outcomes.every(([, outcome]) => outcome.state === 'ready') ? (ids as Record<RoomMediaKey, string>) : null;
  };

  const page = useFormPage({
    dirty: !readOnly && formState.isDirty,
    save: async (valid: RoomFormValues) => {
      const ids = await mediaIds(valid);
      if (!ids) return false;
      if (mode === 'edit') await editLiveRoom(toRoomRequest(valid, ids, roomId));
      else await createLiveRoom(toRoomRequest(valid, ids));
    },
    success: () => (mode === 'edit' ? '编辑成功' : '创建成功'),
    leaveTo: ROOM_LIST_PATH,
  });

  const title = ROOM_FORM_TITLES[mode];
  const text = (key: 'roomName' | 'anchorName' | 'anchorWechat' | 'subAnchorWechat' | 'createrWechat', label: string, max: number, placeholder: string, required = false) => {
    const id = `room-${key}`;
    const error = errors[key]?.message;
    return (
      <FormRow labelWidth={9} id={id} label={label} required={required} error={error} errorId={`${id}-error`}>
        <Input id={id} className="max-w-md" maxLength={max} placeholder={placeholder} invalid={Boolean(error)} aria-describedby={`${id}-error`} {...register(key)} />
      </FormRow>
    );
  };

  const time = (key: 'startTime' | 'endTime', label: string) => (
    <Controller
      control={control}
      name={key}
      rules={key === 'startTime' ? { deps: ['endTime'] } : undefined}
      render={({ field }) => (
        <DateTimePicker
          ref={field.ref}
          name={field.name}
          value={field.value}
          seconds={false}
          min={key === 'endTime' ? values.startTime || earliest : earliest}
          max={key === 'startTime' ? latest : undefined}
          aria-label={label}
          aria-describedby="room-time-error"
          invalid={Boolean(errors[key])}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );

  return (
    <FormPage
      title={title}
      backTo={ROOM_LIST_PATH}
      className="flex max-w-5xl flex-col gap-2 rounded bg-white p-5"
      onSubmit={form.handleSubmit(page.submit)}
      footerAlign={9}
      footer={
        !readOnly && (
          <Button type="submit" variant="primary" loading={page.pending || wechat.busy}>
            提交
          </Button>
        )
      }
      after={
        <>
          <ImagePickerDialog
            open={picking !== null}
            onClose={dialogs.close}
            onPick={([file]) => {
              if (!file || !picking) return;
              const refusal = roomImageRefusal(picking, file.attSize);
              // A refused picture leaves the one chosen before; the message says why.
              if (refusal) form.setError(picking.key, { type: 'size', message: refusal });
              else void choose(picking, file.sattDir || file.attDir);
            }}
          />
          {dialogs.target('goods') && <GoodsPickDialog picked={values.goods} onPick={(goods) => set('goods', goods)} onClose={dialogs.close} />}
        </>
      }
    >
      <fieldset disabled={readOnly} className="flex flex-col gap-2">
        <legend className="sr-only">{title}</legend>
        {text('roomName', '直播间名字', NAME_MAX, '请输入直播间名字（3~17个字符）', true)}
        {text('anchorName', '主播昵称', ANCHOR_MAX, '请输入主播昵称（2~15个字符）', true)}
        {text('anchorWechat', '主播微信号', WECHAT_MAX, '请输入主播微信号（需在“小程序直播”完成实名认证）', true)}
        {text('subAnchorWechat', '主播副号微信号', WECHAT_MAX, '请输入主播副号微信号')}
        {text('createrWechat', '创建者微信号', WECHAT_MAX, '请输入创建者微信号')}

        {ROOM_IMAGES.map((image) => {
          const { key, label } = image;
          const sending = wechat.field(key, values[key]).uploading;
          return (
            <FormRow labelWidth={9} key={key} label={label} required error={errors[key]?.message} errorId={`room-${key}-error`} hint={[roomImageHint(image), pixels[key]].filter(Boolean).join('；')}>
              <button
                type="button"
                aria-label={values[key] ? `更换${label}` : `选择${label}`}
                aria-describedby={`room-${key}-error`}
                aria-busy={sending || undefined}
                disabled={sending}
                onClick={() => dialogs.open('image', image)}
                className={`relative flex size-20 items-center justify-center overflow-hidden rounded border border-dashed bg-slate-50 text-2xl text-slate-400 hover:border-primary ${errors[key] ? 'border-danger' : 'border-slate-300'}`}
              >
                {sending && <span className="absolute inset-0 flex items-center justify-center bg-white/80 text-xs text-slate-600">上传中…</span>}
                {values[key] ? (
                  <img
                    src={values[key]}
                    alt={label}
                    className="size-full object-cover"
                    onLoad={(e) => {
                      const { naturalWidth, naturalHeight } = e.currentTarget;
                      setPixels((p) => ({ ...p, [key]: naturalWidth ? roomImagePixelsNote(image, naturalWidth, naturalHeight) : null }));
                    }}
                  />
                ) : (
                  '+'
                )}
              </button>
            </FormRow>
          );
        })}

        <FormRow labelWidth={9} label="直播时间" required error={errors.startTime?.message ?? errors.endTime?.message} errorId="room-time-error" hint={ROOM_TIME_HINT}>
          <div className="flex flex-wrap items-center gap-2">
            {time('startTime', '开始时间')}
            <span className="text-sm text-slate-500">至</span>
            {time('endTime', '结束时间')}
          </div>
        </FormRow>

        <ChoiceField
          legend={9}
          className="flex items-center pb-4"
          name="room-type"
          label="直播间类型"
          value={values.type}
          onChange={(v) => set('type', v)}
          options={[
            { value: 0, label: '手机直播' },
            { value: 1, label: '推流' },
          ]}
        />
        {ROOM_FLAGS.map(({ key, label, on }) => (
          <ChoiceField
            key={key}
            legend={9}
            className="flex items-center pb-4"
            name={`room-${key}`}
            label={label}
            value={values[key]}
            onChange={(v) => set(key, v)}
            options={[
              { value: on, label: '开启' },
              { value: on === 1 ? 0 : 1, label: '关闭' },
            ]}
          />
        ))}

        <FormRow labelWidth={9} label="直播间商品" errorId="room-goods-error">
          <div className="flex flex-col items-start gap-2">
            {!readOnly && (
              <Button size="sm" onClick={() => dialogs.open('goods', true)}>
                导入商品
              </Button>
            )}
            <RoomGoodsTable
              label="已导入商品"
              goods={values.goods}
              renderAction={
                readOnly
                  ? undefined
                  : (g) => (
                      <Button
                        size="sm"
                        variant="text"
                        className="!px-0 !text-red-700"
                        aria-label={`移除 ${g.name}`}
                        onClick={() => void removeGoods(g.id)}
                      >
                        移除
                      </Button>
                    )
              }
            />
          </div>
        </FormRow>
      </fieldset>
    </FormPage>
  );
}
