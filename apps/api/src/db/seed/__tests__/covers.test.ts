import { escapeXml, isRtlText, renderCoverSvg, renderHeroBanners, wrapText } from '../covers';

describe('covers', () => {
  it('when text has XML specials, then escapeXml replaces all five', () => {
    expect(escapeXml(`Tom & Jerry's <"best">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt;');
  });

  it('when wrapping a title, then no line is longer than the limit and no word is lost', () => {
    const title = 'Mathematics Class 9 (Punjab Textbook Board)';
    const lines = wrapText(title, 16);
    expect(lines.every((line) => line.length <= 16)).toBe(true);
    expect(lines.join(' ')).toBe(title);
  });

  it('when wrapping with a line limit, then the last line ends with an ellipsis', () => {
    const lines = wrapText('one two three four five six seven eight', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('when the title is Urdu, then it is set right-to-left in an Urdu font', () => {
    expect(isRtlText('راجہ گدھ')).toBe(true);
    expect(isRtlText('Raja Gidh')).toBe(false);
    const svg = renderCoverSvg({ title: 'راجہ گدھ', author: 'بانو قدسیہ', category: 'Urdu Novels' });
    expect(svg).toMatch(/<text[^>]*direction="rtl"[^>]*xml:lang="ur"[^>]*Noto Nastaliq Urdu[^>]*>/);
    expect(svg).toContain('URDU NOVELS');
  });

  it('when the title is English, then no right-to-left text is used for it and the category is escaped', () => {
    const svg = renderCoverSvg({ title: 'The Jungle Book', author: 'Rudyard Kipling', category: 'Children & Young Reader', condition: 'used' });
    expect(svg).not.toContain('direction="rtl"');
    expect(svg).toContain('CHILDREN &amp; YOUNG READER');
    expect(svg).toContain('USED');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/); // nothing loaded from outside
  });

  it('when rendering the banners, then there are three 1600x600 SVGs with alt text', () => {
    const banners = renderHeroBanners();
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner.name).toMatch(/^[a-z0-9-]+\.svg$/);
      expect(banner.altText.length).toBeGreaterThan(10);
      expect(banner.svg).toContain('viewBox="0 0 1600 600"');
    }
  });
});
