import { useTranslation } from 'react-i18next';
import { FootBar } from './FootBar';
import { currentRemoteOverride, endRemoteOverride } from './remote-override';

/** Says which remote this browser loads from elsewhere, with a button back to the live one; nothing otherwise. */
export function RemoteOverrideBar() {
  const { t } = useTranslation();
  const override = currentRemoteOverride();
  if (!override) return null;
  return (
    <FootBar
      text={t('remoteOverrideShown', override)}
      endText={t('remoteOverrideEnd', override)}
      onEnd={endRemoteOverride}
      color="yellow.2"
      testId="remote-override-bar"
    />
  );
}
