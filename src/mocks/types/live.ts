import type { LiveRoom } from '@/api/generated/model';

/** A goods item imported into a room, and whether it is on sale there. */
export interface DemoRoomGoods {
  id: number;
  onSale: 0 | 1;
}

/** A live room as the demo backend keeps it: its goods with their sale state, and when the pending review decides. */
export interface DemoLiveRoom extends Omit<LiveRoom, 'goodsCount' | 'assistantIds' | 'goods'> {
  goods: DemoRoomGoods[];
  assistantIds: number[];
  /** When the platform decides a pending review (ms); absent for rooms left waiting. */
  reviewAt?: number;
}

/** A picture WeChat took as temporary media (mp/media/uploadlocal): its library address, the media type and when (ms). */
export interface DemoWechatMedia {
  path: string;
  type: string;
  createdAt: number;
}

/** Live rooms (the goods and assistants they use are in live-goods.ts), and the media ids the demo's WeChat gave for their pictures. */
export interface DemoLiveData {
  liveRooms: DemoLiveRoom[];
  /** By media id. */
  wechatMedia: Record<string, DemoWechatMedia>;
}
