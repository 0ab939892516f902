import type { HomeBanner } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Skeleton } from '@portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';
import { pictureSizes } from '../../common/catalogue/picture-sizes';

const scrollToSlide = (element: HTMLElement | null, index: number) =>
  element?.scrollTo({ left: index * element.clientWidth });

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The home slider: CSS scroll-snap, dots to jump, a slide every 6 s unless the visitor prefers less motion. */
export function BannerSlider({ banners, loading }: { banners: HomeBanner[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element) return;
      scrollToSlide(element, (Math.round(element.scrollLeft / element.clientWidth) + 1) % count);
    }, 6000);
    return () => window.clearInterval(timer);
  }, [count]);

  if (loading && !banners) return <Skeleton className="catalogue-slider" radius="md" />;
  if (!banners || banners.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('catalogueBanners')}>
      <div
        ref={track}
        className="catalogue-slider"
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)));
        }}
      >
        {banners.map((banner, index) => {
          // The title is written under the picture, so the picture itself says nothing more (alt="").
          const image = (
            <>
              <CatalogueImage
                image={{ url: banner.imageUrl, width: banner.width, height: banner.height }}
                alt=""
                sizes={pictureSizes.banner}
                eager={index === 0}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
              <span className="catalogue-slide-title">{banner.title}</span>
            </>
          );
          return (
            <div className="catalogue-slide" key={banner.id}>
              {banner.link && isInternal(banner.link) ? <Link to={banner.link}>{image}</Link> : image}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="catalogue-dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t('catalogueShowSlide', { number: index + 1 })}
              aria-current={index === current}
              onClick={() => scrollToSlide(track.current, index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
