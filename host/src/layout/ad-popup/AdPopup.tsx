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
  const [banner, setBanner] = useState<PopupBanner | null>(null);

  useEffect(() => {
    if (!banners) return;
    const picked = pickBanner(
      banners.filter((candidate) => candidate.webImageUrl),
      Math.random(),
    );
    if (!picked) return;
    const { showAfterMs, hideAfterMs } = adTiming(picked);
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const showTimer = setTimeout(() => {
      sessionStorage.setItem(AD_SEEN_KEY, String(picked.id));
      setBanner(picked);
      if (hideAfterMs !== null) hideTimer = setTimeout(() => setBanner(null), hideAfterMs);
    }, showAfterMs);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
    };
  }, [banners]);

  if (!banner?.webImageUrl) return null;
  const target = adTarget(banner.webRedirectLink, window.location.origin);
  const image = (
    <img
      src={banner.webImageUrl}
      alt={banner.title}
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
      w="min(360px, calc(100vw - 32px))"
      style={{ zIndex: 150, overflow: 'hidden' }}
    >
      {target ? (
        <a
          href={target.kind === 'route' ? target.path : target.href}
          onClick={(event) => {
            setBanner(null);
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
        size="sm"
        pos="absolute"
        top={6}
        right={6}
        aria-label={t('shellCloseAdvertisement')}
        onClick={() => setBanner(null)}
      >
        <span aria-hidden="true">×</span>
      </ActionIcon>
    </Paper>
  );
}
