import { useTranslation } from 'react-i18next';
import { FootBar } from './FootBar';
import { currentReleasePreview, endReleasePreview } from './release-preview';

/** Says which release this browser previews, with a button back to the live releases; nothing otherwise. */
export function ReleasePreviewBar() {
  const { t } = useTranslation();
  const preview = currentReleasePreview();
  if (!preview) return null;
  return (
    <FootBar
      text={t('releasePreviewShown', preview)}
      endText={t('releasePreviewEnd')}
      onEnd={endReleasePreview}
      color="blue.1"
      testId="release-preview-bar"
    />
  );
}
