export { seoPageHeads } from './seo-heads';
