import { formatUsd, TitledSection } from '@portal/shared';
import type { CartLine, CartTarget } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Anchor, Box, Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

const basketPaths: Record<CartTarget, string> = { cart: '/cart', quick_order: '/quick-order' };
const pictureSize = 56;

/** What is being bought, as the order will list it, with the way back to the basket to change it. */
export function CheckoutItems({ source, lines }: { source: CartTarget; lines: CartLine[] }) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('checkoutItems')} p="sm">
      <Stack
        gap="xs"
        component="ul"
        aria-label={t('checkoutItems')}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {lines.map((line) => (
          <Group
            key={line.id}
            component="li"
            wrap="nowrap"
            gap="sm"
            align="flex-start"
            data-testid="checkout-item"
          >
            {line.imageUrl ? (
              <img
                src={line.imageUrl}
                alt=""
                width={pictureSize}
                height={pictureSize}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
              />
            ) : (
              <Box w={pictureSize} h={pictureSize} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }} />
            )}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lineClamp={2}>
                {line.name}
              </Text>
              {line.variantName && (
                <Text size="sm" c="dimmed">
                  {line.variantName}
                </Text>
              )}
              <Text size="sm">{t('checkoutItemQuantity', { quantity: String(line.quantity) })}</Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatUsd(line.lineTotal)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={basketPaths[source]} size="sm" mt="xs" display="inline-block">
        {t('checkoutChangeItems')}
      </Anchor>
    </TitledSection>
  );
}
