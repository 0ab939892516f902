import { api, useQuery } from '@portal/shared';
import type { PopupBanner } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { ActionIcon, Paper, useMediaQuery } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneQuery } from '../header/Header';
import { AD_SEEN_KEY, adTarget, adTiming, pickBanner } from './ad-rules';
import './ad-strip.css';

/** Spec section 7: limit=100, offset=0, isWeb=1; the token, when there is one, adds the caller's group's banners. */
const getPopupBanners = async (): Promise<PopupBanner[]> =>
  (await api.get<{ data: PopupBanner[] }>('/popup-banner', { params: { limit: 100, offset: 0, isWeb: 1 } }))
    .data.data;

type ShownBanner = { banner: PopupBanner; width: number; height: number };

/**
 * While a phone shows the strip, the page is that much longer at its end (ad-strip.css), so whatever the strip
 * covers scrolls clear of it, the last products and the footer included.
 */
function useStripRoom(strip: HTMLElement | null) {
  useEffect(() => {
    if (!strip) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--ad-strip-height', `${strip.offsetHeight}px`),
    );
    observer.observe(strip);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--ad-strip-height');
    };
  }, [strip]);
}

/**
 * A phone's strip is a large mobile banner (320 × 100) at most, and no taller than a fifth of the screen: smaller than
 * the home page's first banner, so it never becomes the page's largest picture (its LCP).
 */
const stripMaxHeight = 'min(100px, 20dvh)';

/**
 * Spec section 4: one banner at random, shown and hidden on its own timing, cleared by its close button, once per
 * browser session. It never blocks the page: on a wide screen it floats in a corner beside the shop; on a phone,
 * where a corner would sit on the products, it is a strip across the bottom that the page makes room for.
 */
export default function AdPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: banners } = useQuery({
    queryKey: ['popup-banner', 'web'],
    queryFn: getPopupBanners,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [shown, setShown] = useState<ShownBanner | null>(null);
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  useStripRoom(phone && shown ? strip : null);

  useEffect(() => {
    if (!banners) return;
    const picked = pickBanner(
      banners.filter((candidate) => candidate.webImageUrl),
      Math.random(),
    );
    if (!picked?.webImageUrl) return;
    // The card appears with its picture ready and sized, so it never grows on screen; a picture that fails to load
    // leaves the card out.
    const picture = new Image();
    picture.src = picked.webImageUrl;
    const ready = picture.decode();
    let cancelled = false;
    const { showAfterMs, hideAfterMs } = adTiming(picked);
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const showTimer = setTimeout(() => {
      ready.then(
        () => {
          if (cancelled) return;
          sessionStorage.setItem(AD_SEEN_KEY, String(picked.id));
          setShown({ banner: picked, width: picture.naturalWidth, height: picture.naturalHeight });
          if (hideAfterMs !== null) hideTimer = setTimeout(() => setShown(null), hideAfterMs);
        },
        () => {},
      );
    }, showAfterMs);
    return () => {
      cancelled = true;
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
    };
  }, [banners]);

  if (!shown) return null;
  const { banner } = shown;
  const close = () => setShown(null);
  const target = adTarget(banner.webRedirectLink, window.location.origin);
  const image = (
    <img
      src={banner.webImageUrl ?? undefined}
      alt={banner.title}
      width={shown.width}
      height={shown.height}
      style={
        phone
          ? {
              display: 'block',
              width: '100%',
              height: 'auto',
              maxHeight: stripMaxHeight,
              objectFit: 'contain',
            }
          : { display: 'block', width: '100%', height: 'auto' }
      }
    />
  );
  return (
    <Paper
      role="dialog"
      aria-label={t('shellAdvertisement')}
      data-testid="ad-popup"
      data-banner-id={banner.id}
      data-placement={phone ? 'strip' : 'corner'}
      ref={setStrip}
      shadow="lg"
      radius={phone ? 0 : 'md'}
      withBorder
      pos="fixed"
      bottom={phone ? 0 : 16}
      right={phone ? 0 : 16}
      left={phone ? 0 : undefined}
      w={phone ? '100%' : 'min(360px, 66vw)'}
      style={{ zIndex: 150, overflow: 'hidden' }}
    >
      {target ? (
        <a
          href={target.kind === 'route' ? target.path : target.href}
          onClick={(event) => {
            close();
            if (target.kind !== 'route') return;
            event.preventDefault();
            navigate(target.path);
          }}
        >
          {image}
        </a>
      ) : (
        image
      )}
      <ActionIcon
        variant="filled"
        color="dark"
        radius="xl"
        // 28 px: a touch target of at least 24 px (WCAG 2.2 target size).
        size="md"
        pos="absolute"
        top={6}
        right={6}
        aria-label={t('shellCloseAdvertisement')}
        onClick={close}
      >
        <span aria-hidden="true">×</span>
      </ActionIcon>
    </Paper>
  );
}
