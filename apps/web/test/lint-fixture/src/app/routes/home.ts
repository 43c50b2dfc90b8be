import { total } from '@/features/checkout';
import { wishCount } from '@/features/wishlist';
export const home = total + wishCount;
