import { Link } from '@portal/shared/router';
import { Anchor, Button, Group, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '../../app/dialogs/DialogHost';
import { Frame, FrameHeader } from '../frame/Frame';
import { AccountControl } from '../header/AccountControl';
import { LanguageMenu } from '../header/LanguageMenu';
import { LoadingBar } from '../loading/LoadingBar';
import { OfflineBanner } from '../offline/OfflineBanner';
import { Logo } from '../sidebar/Logo';
import { UpdatePrompt } from '../update/UpdatePrompt';

/**
 * The back office's frame: the full width for tables and forms, a staff header (the back office's name, the way
 * back to the shop, language and account) and none of the shop's search, cart, menu, footer or pop-ups.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <LoadingBar />
      <Frame
        staff
        header={
          <FrameHeader data-testid="staff-header">
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Anchor
                component={Link}
                to="/admin"
                underline="never"
                c="dark"
                aria-label={t('admin')}
                style={{ display: 'flex' }}
              >
                <Group gap="xs" wrap="nowrap">
                  <Logo />
                  {/* A phone keeps the row for the way back to the shop, the language and the account. */}
                  <Text fw={700} visibleFrom="sm" aria-hidden="true">
                    {t('admin')}
                  </Text>
                </Group>
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Button component={Link} to="/" variant="subtle" size="xs">
                  {t('staffGoToShop')}
                </Button>
                <LanguageMenu />
                <AccountControl />
              </Group>
            </Group>
          </FrameHeader>
        }
      >
        <OfflineBanner />
        <UpdatePrompt />
        <main>{children}</main>
      </Frame>
      <DialogHost />
    </>
  );
}
