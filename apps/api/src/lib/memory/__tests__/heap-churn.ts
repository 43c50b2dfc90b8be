/**
 * Run by heap-growth.test.ts in a process of its own (`tsx heap-churn.ts [limit]`): keeps ~25 MB of live
 * objects while replacing them steadily, so old ones die in the old generation as a store's request
 * objects do under load, and prints the largest heap V8 held meanwhile, in MB.
 */
import { getHeapStatistics } from 'node:v8';
import { limitHeapGrowth } from '../heap-growth';

if (process.argv[2] === 'limit') limitHeapGrowth([], '');

const KEPT = 250_000;
const ROUNDS = 6;
const kept: unknown[] = new Array(KEPT);
let largest = 0;
for (let i = 0; i < KEPT * ROUNDS; i++) {
  kept[i % KEPT] = { id: i, title: `book ${i}`, tags: [i, i + 1, i + 2] };
  if (i % 10_000 === 0) largest = Math.max(largest, getHeapStatistics().total_heap_size);
}
console.log(Math.round(largest / 2 ** 20));
