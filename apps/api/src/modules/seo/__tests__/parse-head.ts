import { parseDocument } from 'htmlparser2';
import { DomUtils } from 'htmlparser2';

/** What a crawler reads from a page's <head>: title, meta tags by name or property, links, JSON-LD blocks. */
export function parseHead(html: string) {
  const document = parseDocument(html);
  const head = DomUtils.findOne((el) => el.name === 'head', document.children);
  if (!head) throw new Error('no <head>');
  const elements = DomUtils.findAll(() => true, head.children);
  const metas = elements.filter((el) => el.name === 'meta');
  const meta = (key: string) => metas.filter((el) => el.attribs.name === key || el.attribs.property === key).map((el) => el.attribs.content);
  return {
    title: elements.filter((el) => el.name === 'title').map((el) => DomUtils.textContent(el)),
    description: meta('description'),
    meta,
    canonical: elements.filter((el) => el.name === 'link' && el.attribs.rel === 'canonical').map((el) => el.attribs.href),
    jsonLd: elements
      .filter((el) => el.name === 'script' && el.attribs.type === 'application/ld+json')
      .map((el) => JSON.parse(DomUtils.textContent(el)) as Record<string, unknown>),
    // scripts that run: JSON-LD and the inline settings (application/json) are data
    scripts: elements.filter((el) => el.name === 'script' && !['application/ld+json', 'application/json'].includes(el.attribs.type ?? '')).length,
  };
}
