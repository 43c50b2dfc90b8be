import { total } from '@/features/checkout';
export const reachUp = total;
