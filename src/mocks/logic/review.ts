import { getDb } from '../db';

// The demo platform's review timer, shared by the live rooms and goods, the video-channel drafts, the
// seckill products and the group-buy activities: what is submitted is decided once the store's review
// delay has passed (a delay of 0 decides it at once); each kind of item decides by its own rules.

/** When something submitted at `from` is decided. */
export const reviewDueAt = (from = Date.now()) => from + getDb().productSettings.reviewDelayMs;

/** Whether no review delay is set, so a submission is decided as it arrives. */
export const reviewsAreInstant = () => getDb().productSettings.reviewDelayMs <= 0;

/** Whether a review due at `reviewAt` (absent: not waiting on the timer) is decided by `now`. */
export const isDue = (reviewAt: number | undefined, now: number) => reviewAt !== undefined && reviewAt <= now;
