import { Card } from '@/components/card';
export const reachUp = Card;
