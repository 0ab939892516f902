import { PageHeading } from '@portal/shared';
import { type CatalogueImportResult, catalogueImportHeaders } from '@portal/shared/contract';
import { FileButton } from '@portal/shared/forms';
import { Table } from '@portal/shared/overlays';
import { Alert, Button, Group, Stack, Text } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { useImportCatalogue } from './api/import-catalogue';

/** A sheet of products and variants into the catalogue: checked first, problems by row and column, then written. */
export default function CatalogueImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<CatalogueImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportCatalogue();

  const choose = async (chosen: File | null) => {
    setResult(null);
    setError(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const send = (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    run.mutate(
      { sheet: file.text, dryRun },
      { onSuccess: setResult, onError: (failure) => setError(errorKeyOf(failure)) },
    );
  };
  const checkedClean = result !== null && !result.written && result.problems.length === 0;

  return (
    <Stack>
      <PageHeading titleKey="adminCatalogueImport" />
      <Text size="sm">{t('adminImportHint')}</Text>
      <Group>
        <FileButton
          accept=".csv,text/csv"
          onChange={choose}
          inputProps={{ 'aria-label': t('adminImportChooseFile') }}
        >
          {(props) => (
            <Button {...props} variant="default">
              {t('adminImportChooseFile')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
            {file.name}
          </Text>
        )}
      </Group>
      <Group>
        <Button onClick={() => send(true)} disabled={!file} loading={run.isPending && run.variables?.dryRun}>
          {t('adminImportCheck')}
        </Button>
        <Button
          color="green"
          onClick={() => send(false)}
          disabled={!checkedClean}
          loading={run.isPending && run.variables?.dryRun === false}
        >
          {t('adminImportWrite')}
        </Button>
      </Group>
      {error && <Alert color="red">{t(error)}</Alert>}
      {result && <ImportResult result={result} />}
    </Stack>
  );
}

function ImportResult({ result }: { result: CatalogueImportResult }) {
  const { t } = useTranslation();
  if (result.problems.length > 0)
    return (
      <Stack gap="xs">
        <Alert color="red">{t('adminImportProblems', { count: result.problems.length })}</Alert>
        <Table.ScrollContainer minWidth={320}>
          <Table striped data-testid="import-problems">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminImportRow')}</Table.Th>
                <Table.Th>{t('adminImportColumn')}</Table.Th>
                <Table.Th>{t('adminImportProblem')}</Table.Th>
                <Table.Th>{t('adminImportValue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.problems.map((problem) => (
                <Table.Tr key={`${problem.row}-${problem.column}-${problem.code}`}>
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.column ? t(catalogueImportHeaders[problem.column]) : '—'}</Table.Td>
                  <Table.Td>{t(problem.code)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  const counts = {
    productsCreated: result.productsCreated,
    productsChanged: result.productsChanged,
    variantsCreated: result.variantsCreated,
    variantsChanged: result.variantsChanged,
  };
  return (
    <Alert color={result.written ? 'green' : 'blue'} data-testid="import-summary">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t(result.written ? 'adminImportDone' : 'adminImportReady', { rows: result.rows })}
        </Text>
        <Text size="sm">{t('adminImportCounts', counts)}</Text>
        {result.createdSkus.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('adminImportCreatedSkus', { skus: result.createdSkus.join(', ') })}
          </Text>
        )}
        {result.changedSkus.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('adminImportChangedSkus', { skus: result.changedSkus.join(', ') })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
