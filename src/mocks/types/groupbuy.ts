import type { GroupBuyRecordMember, GroupBuySku } from '@/api/generated/model';

/** A group-buy activity of the store. Its 活动进程 follows from its times (see `groupProcess`). */
export interface DemoGroupActivity {
  id: number;
  groupName: string;
  startTime: string;
  endTime: string;
  validHour: number;
  buyCount: number;
  allQuota: number;
  oncQuota: number;
  /** 1 已拒绝, 2 已撤销, 3 待审核, 4 已通过. */
  groupStatus: 1 | 2 | 3 | 4;
  showGroup: 0 | 1;
  fictiStatus: 0 | 1;
  refusal: string;
  activityStatus: 0 | 1;
  createTime: string;
  skus: GroupBuySku[];
  /** 参与商品数量 as the store sent it (the reference backend keeps what it is told); else counted from the SKUs. */
  productCount?: number;
  /** Deleted: kept, as the reference backend keeps it, but in no list or count. */
  isDel?: boolean;
  /** When the demo platform decides the review (ms). */
  reviewAt?: number;
}

/** A group someone opened, with its members. */
export interface DemoGroupRecord {
  id: number;
  activityId: number;
  productId: number;
  leaderUid: number;
  createTime: string;
  endTime: string;
  buyingCountNum: number;
  recordStatus: 0 | 10 | -1;
  /** The members as the details answer them (GroupBuyRecordDetailMemberResponse), the leader first. */
  members: GroupBuyRecordMember[];
}

export interface DemoGroupData {
  groupActivities: DemoGroupActivity[];
  groupRecords: DemoGroupRecord[];
}
