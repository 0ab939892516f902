import { PageHeading } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Box, Stack } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireSignIn } from './RequireSignIn';

type Props = {
  titleKey: string;
  /** Where the back link leads; none on the profile itself. */
  back?: { to: string; labelKey: string };
  children: ReactNode;
};

/** The frame of every account page: its heading, a way back, and the signed-in check (content width 910 px). */
export function AccountPage({ titleKey, back, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box maw={910} w="100%" data-account-page>
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} size="sm">
            ← {t(back.labelKey)}
          </Anchor>
        )}
        <PageHeading titleKey={titleKey} />
        <RequireSignIn>{children}</RequireSignIn>
      </Stack>
    </Box>
  );
}
