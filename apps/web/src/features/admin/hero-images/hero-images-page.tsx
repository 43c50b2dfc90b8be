import type { AdminHeroImage } from '@bookstore/contracts';
import { DocumentTitle } from '@/session/document-title';
import { EmptyState, ErrorState, ListSkeleton } from '../shared/query-states';
import { BannerCard } from './banner-card';
import { useAdminHeroImages, useReorderHeroImages } from './hero-images-api';
import { NewBannerForm } from './new-banner-form';

/** The positions after moving banner `index` by one place: only the banners whose number changes. */
function reorder(banners: readonly AdminHeroImage[], index: number, by: -1 | 1) {
  const next = [...banners];
  const [moved] = next.splice(index, 1);
  if (!moved) return [];
  next.splice(index + by, 0, moved);
  return next.flatMap((banner, position) => (banner.sortOrder === position ? [] : [{ heroImageId: banner.id, sortOrder: position }]));
}

/** /admin/hero-images: the home page's banners. */
export function HeroImagesPage() {
  const banners = useAdminHeroImages();
  const reorderBanners = useReorderHeroImages();
  const list = banners.data ?? [];
  const nextPosition = list.length === 0 ? 0 : Math.min(999, Math.max(...list.map((banner) => banner.sortOrder)) + 1);

  let body;
  if (banners.isPending) {
    body = <ListSkeleton rows={3} label="Loading banners…" />;
  } else if (banners.isError) {
    body = <ErrorState error={banners.error} onRetry={() => void banners.refetch()} title="Could not load the banners" />;
  } else if (list.length === 0) {
    body = <EmptyState title="No banners yet">The home page shows its carousel once a banner is added.</EmptyState>;
  } else {
    body = (
      <ol className="admin-banners" aria-label="Banners in their order">
        {list.map((banner, index) => (
          <BannerCard
            key={`${banner.id}-${banner.altText}-${banner.sortOrder}`}
            banner={banner}
            position={index}
            count={list.length}
            busy={reorderBanners.isPending}
            onMove={(by) => reorderBanners.mutate(reorder(list, index, by))}
          />
        ))}
      </ol>
    );
  }

  return (
    <>
      <DocumentTitle title="Banners" />
      <h1 className="admin-title">Banners</h1>
      <p className="admin-muted admin-lead">The home page's carousel shows the banners marked as shown, from the lowest position up.</p>
      <div className="admin-stack">
        {body}
        <NewBannerForm nextPosition={nextPosition} />
      </div>
    </>
  );
}
