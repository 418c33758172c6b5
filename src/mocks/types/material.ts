import type { CategoryRequest } from '@/api/generated/model';

export interface DemoCategory extends Omit<CategoryRequest, 'owner'> {
  id: number;
}
