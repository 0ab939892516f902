import { api, useQuery } from '@portal/shared';
import type { PopupBanner } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { ActionIcon, Paper } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_SEEN_KEY, adTarget, adTiming, pickBanner } from './ad-rules';

/** Spec section 7: limit=100, offset=0, isWeb=1; the token, when there is one, adds the caller's group's banners. */
const getPopupBanners = async (): Promise<PopupBanner[]> =>
  (await api.get<{ data: PopupBanner[] }>('/popup-banner', { params: { limit: 100, offset: 0, isWeb: 1 } }))
    .data.data;

type ShownBanner = { banner: PopupBanner; width: number; height: number };

/**
 * Spec section 4: one banner at random, shown and hidden on its own timing, cleared by its close button. It floats
 * in a corner without blocking the page (the shop stays usable around it), once per browser session.
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
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
  return (
    <Paper
      role="dialog"
      aria-label={t('shellAdvertisement')}
      data-testid="ad-popup"
      data-banner-id={banner.id}
      shadow="lg"
      radius="md"
      withBorder
      pos="fixed"
      bottom={16}
      right={16}
      // Two thirds of a phone's width: the shop stays in view beside it, and a category's first products stay
      // the largest thing the page paints.
      w="min(360px, 66vw)"
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
