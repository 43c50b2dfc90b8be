import { Card } from '@/components/card';
export const shopper = Card;
