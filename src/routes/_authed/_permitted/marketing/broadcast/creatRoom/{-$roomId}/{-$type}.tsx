import { createFileRoute } from '@tanstack/react-router';
import { RoomFormPage } from '@/features/broadcast/room-form-page';

export const Route = createFileRoute('/_authed/_permitted/marketing/broadcast/creatRoom/{-$roomId}/{-$type}')({
  staticData: { title: '添加直播间' },
  component: RoomFormPage,
});
