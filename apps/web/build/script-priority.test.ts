import { lowPriorityModules } from './script-priority';

describe('lowPriorityModules', () => {
  const built = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">',
    '<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">',
    '<script type="application/ld+json">{}</script>',
    '</head>',
  ].join('\n');

  it("when index.html holds the entry's script and module preloads, then each is asked for at low priority and keeps its other attributes", () => {
    const html = lowPriorityModules(built);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-dom-1.js">');
  });

  it("when index.html holds other tags (the largest image's preload, structured data), then they keep their priority", () => {
    const html = lowPriorityModules(built);
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('when a module tag already says its priority, then it is left as it is', () => {
    const html = '<script type="module" fetchpriority="high" src="/a.js"></script>';
    expect(lowPriorityModules(html)).toBe(html);
  });
});
