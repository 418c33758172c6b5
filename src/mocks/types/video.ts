import type { VideoAccess, VideoBrand, VideoCat, VideoDraft, VideoProduct, VideoSku } from '@/api/generated/model';

/** A draft as the demo backend keeps it: the draft plus when the demo platform decides its review. */
export interface DemoVideoDraft extends VideoDraft {
  /** The demo keeps every draft's SKUs as the console models them (the reference backend keeps them as text). */
  skus: VideoSku[];
  /** When the submitted review is decided (ms); absent while not submitted, or when a seeded review waits. */
  reviewAt?: number;
  /** Deleted with its product (the reference marks both deleted and keeps the rows). */
  isDel?: boolean;
}

/** An approved product as the demo backend keeps it. */
export interface DemoVideoProduct extends VideoProduct {
  /** Deleted: gone from the list, and a second delete says so (商品已删除). */
  isDel?: boolean;
}

/** Video-channel categories, brands, drafts, approved products and the access application. */
export interface DemoVideoData {
  videoCats: VideoCat[];
  videoBrands: VideoBrand[];
  videoDrafts: DemoVideoDraft[];
  videoProducts: DemoVideoProduct[];
  videoAccess: VideoAccess;
}
