import { format } from '@/lib/format';
export const Card = format(1);
