import { downloadFile, showToast, useMutation } from '@portal/shared';
import { cambodiaToday } from '@portal/shared/contract';
import { Button } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { staffApiBase } from './staff-api';

/**
 * The list as a spreadsheet: the API's CSV of `path` with the list's current filters (`params`, paging left out),
 * saved as `<name>-<today>.csv`; its headers come in the staff member's language. `labelKey` names the button where a
 * page offers more than one list.
 */
export function CsvDownloadButton({
  path,
  params,
  name,
  labelKey = 'csvDownload',
}: {
  path: string;
  params: Record<string, unknown>;
  name: string;
  labelKey?: string;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => {
      const { limit: _limit, offset: _offset, ...filters } = params;
      return downloadFile(path, `${name}-${cambodiaToday(new Date())}.csv`, {
        baseURL: staffApiBase(),
        params: filters,
      });
    },
    onError: () => showToast({ message: t('csvDownloadFailed'), color: 'red' }),
  });
  return (
    <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
      {t(labelKey)}
    </Button>
  );
}
