import { submitProductAudit, submitProductForAudit } from '@/api/generated/endpoints/product/product';
import { isReferenceProfile } from '../profile';

/** Submits a product for the platform review under the backend profile: the id in the path (SPEC.md) or in the body (the reference). */
export const submitForReview = (id: number, isAutoUp: boolean) => (isReferenceProfile() ? submitProductForAudit({ id, isAutoUp }) : submitProductAudit(id, { id, isAutoUp }));
