import { TIMINGS, type HeroImage } from '@bookstore/contracts';
import { useStoreName } from '@/session/store-name';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/** Used when the shop has no banners, the call fails or a banner does not load (spec: two stock images). */
export const STOCK_HERO_IMAGES: readonly HeroImage[] = [
  { imageUrl: '/hero-1.svg', altText: 'Shelves full of Urdu and English books' },
  { imageUrl: '/hero-2.svg', altText: 'An open book with a cup of chai on a reading table' },
];

interface HeroCarouselProps {
  /** The shop's banners; undefined while loading or after a failure. */
  images: readonly HeroImage[] | undefined;
}

export function HeroCarousel({ images }: HeroCarouselProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const storeName = useStoreName();

  const slides = !imageFailed && images && images.length > 0 ? images : STOCK_HERO_IMAGES;
  const count = slides.length;
  const current = active % count;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), TIMINGS.heroRotationMs);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  const go = (step: number) => setActive((current + step + count) % count);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="hero__slides">
        {slides.map((slide, index) => (
          <div
            key={`${slide.imageUrl}-${index}`}
            className={`hero__slide${index === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
          >
            <img
              src={slide.imageUrl}
              alt={slide.altText}
              width={1200}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              onError={() => setImageFailed(true)}
            />
          </div>
        ))}
      </div>

      {/* Banners carry their own words (shops upload finished artwork), so only the links sit on top. */}
      <div className="hero__content">
        <h1 className="visually-hidden">{storeName}: Urdu and English books, new and used</h1>
        <div className="btn-row">
          <Link to="/collections" className="btn btn--accent">
            Shop Now
          </Link>
          {/* the spec's 'Learn More' on screen; search engines and screen readers get what it is about */}
          <Link to="/about" className="btn btn--light">
            Learn More<span className="visually-hidden"> about {storeName}</span>
          </Link>
        </div>
      </div>

      {count > 1 && (
        <>
          <button type="button" className="hero__nav hero__nav--prev" onClick={() => go(-1)} aria-label="Previous slide">
            <ChevronLeftIcon />
          </button>
          <button type="button" className="hero__nav hero__nav--next" onClick={() => go(1)} aria-label="Next slide">
            <ChevronRightIcon />
          </button>
          <div className="hero__dots">
            {slides.map((slide, index) => (
              <button
                key={`${slide.imageUrl}-${index}`}
                type="button"
                className={`hero__dot${index === current ? ' is-active' : ''}`}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === current}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
