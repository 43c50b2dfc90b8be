import type { Product } from '@bookstore/contracts';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { COVER_SIZE, coverSrcSet, PAGE_COVER_SIZES, PLACEHOLDER_COVER } from '@/components/product';

/** Spec section 2: click-to-zoom at 1.5 around the pointer. */
export const ZOOM_SCALE = 1.5;

/**
 * The book's covers: the chosen one large, thumbnails when there are several. Clicking (or Enter) zooms
 * in around the pointer and the zoom follows it; a second click, Escape or leaving zooms out. A cover
 * that fails to load shows the placeholder.
 */
export function ProductGallery({ product }: { product: Product }) {
  const images = product.image.filter((url) => url.trim() !== '');
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });

  const current = images[index];
  const src = current && !failed.has(current) ? current : PLACEHOLDER_COVER;
  // index counts the non-blank covers; the API's copies follow `image` as it is
  const srcSet = src === current ? coverSrcSet(product, product.image.indexOf(current)) : undefined;

  const follow = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') setZoomed(false);
  };

  return (
    <div className="gallery">
      <button
        type="button"
        className={`gallery__stage${zoomed ? ' is-zoomed' : ''}`}
        aria-pressed={zoomed}
        aria-label={zoomed ? 'Zoom out of the cover' : 'Zoom into the cover'}
        onClick={(event) => {
          follow(event);
          setZoomed((z) => !z);
        }}
        onPointerMove={(event) => zoomed && follow(event)}
        onPointerLeave={() => setZoomed(false)}
        onKeyDown={onKeyDown}
      >
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet && PAGE_COVER_SIZES}
          alt={product.name}
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          fetchPriority="high"
          data-testid="gallery-image"
          style={{ transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
          onError={() => current && setFailed((set) => new Set(set).add(current))}
        />
      </button>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Covers">
          {images.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button type="button" className="gallery__thumb" aria-pressed={i === index} aria-label={`Cover ${i + 1} of ${images.length}`} onClick={() => setIndex(i)}>
                <img src={failed.has(url) ? PLACEHOLDER_COVER : url} alt="" width={60} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
