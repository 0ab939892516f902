import { Box, Stack, Text, Title } from '@portal/shared/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form brings @mantine/form and the contract's schemas (zod): the footer is on every first screen, the form is
// not needed until the footer is about to be seen.
const SubscribeForm = lazy(() => import('./SubscribeForm'));

/** Keeps the form's height until it has loaded, so nothing below it moves. */
const formSpace = <Box h={36} />;

export function SubscribeBox() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);

  return (
    <Stack gap="xs" ref={box}>
      <Title order={2} size="h4">
        {t('footerSubscribeHeading')}
      </Title>
      <Text size="sm">{t('footerSubscribeText')}</Text>
      {near ? (
        <Suspense fallback={formSpace}>
          <SubscribeForm />
        </Suspense>
      ) : (
        formSpace
      )}
    </Stack>
  );
}
