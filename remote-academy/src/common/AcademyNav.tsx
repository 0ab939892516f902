import { settingsAtom } from '@portal/shared';
import { isSettingOn, type SettingKey } from '@portal/shared/contract';
import { RouterNavLink } from '@portal/shared/router';
import { Group } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { academySettings } from './access';

const links: { to: string; labelKey: string; settings: readonly SettingKey[] }[] = [
  { to: '/academy/training-course', labelKey: 'trainingCourse', settings: academySettings.trainingCourse },
  { to: '/academy/barista-request', labelKey: 'baristaRequest', settings: academySettings.baristaRequest },
  { to: '/academy/barista-pool', labelKey: 'baristaPool', settings: academySettings.baristaPool },
  { to: '/academy/candidate-pool', labelKey: 'candidatePool', settings: academySettings.candidatePool },
  { to: '/academy/vacancy', labelKey: 'academyVacancies', settings: academySettings.vacancy },
  { to: '/academy/video-tutorial', labelKey: 'videoTutorial', settings: academySettings.videoTutorial },
];

/** The academy's pages side by side; the vacancies live here, as the shell's menu has no entry for them. */
export function AcademyNav() {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const shown = links.filter((link) =>
    link.settings.every((key) => isSettingOn(settings, key as SettingKey)),
  );
  return (
    <Group component="nav" aria-label={t('academy')} gap="md" wrap="wrap">
      {shown.map((link) => (
        <RouterNavLink
          key={link.to}
          to={link.to}
          style={({ isActive }) => ({
            color: 'var(--mantine-color-orange-8)',
            fontWeight: isActive ? 700 : 400,
            textDecoration: isActive ? 'underline' : 'none',
          })}
        >
          {t(link.labelKey)}
        </RouterNavLink>
      ))}
    </Group>
  );
}
