import type { GetSystemFormPageParams } from '@/api/generated/model';
import type { SystemFormListSearch } from './system-form-search';

/** What the form list asks for. */
export function systemFormListParams(search: SystemFormListSearch): GetSystemFormPageParams {
  return { page: search.page, limit: search.limit };
}
