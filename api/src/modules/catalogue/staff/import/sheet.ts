import {
  amountErrorKey,
  type CatalogueImportColumn,
  type CatalogueImportProblem,
  catalogueImportColumns,
  catalogueImportHeaders,
  catalogueImportMaxRows,
  catalogueImportOptionalColumns,
  dollarsToCents,
} from '@portal/shared/contract';
import { CsvSyntaxError, cellText, readCsv } from '../../../../platform/csv-read';
import { renderMessage } from '../../../../platform/message-text';
import { facetCodeOf, grindCells } from './facet-cells';

/** One variant row of the sheet, its cells read into values (null where the cell is empty or wrong). */
export type SheetRow = {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  cells: Record<CatalogueImportColumn, string>;
  productId: number | null;
  name: string;
  nameKm: string;
  category: string;
  brand: string;
  sku: string;
  /** null: the cell is empty (a variant keeps its price, a new one has none yet). */
  priceCents: number | null;
  stock: number;
  active: boolean;
  /** Codes; undefined where the sheet has no such column (the product keeps its own), null or [] where the cell is empty. */
  roast: string | null | undefined;
  grinds: string[] | undefined;
  equipmentType: string | null | undefined;
};

export type ReadSheet = { rows: SheetRow[]; problems: CatalogueImportProblem[] };

const languages = ['en', 'km'] as const;
const textIn = (key: string) =>
  languages.map((language) => renderMessage(key, {}, language).trim().toLowerCase());

/** Which column each header cell is, in English or Khmer; unknown headers are left out. */
const columnsOf = (header: string[]) => {
  const found = new Map<CatalogueImportColumn, number>();
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const column = catalogueImportColumns.find((candidate) =>
      textIn(catalogueImportHeaders[candidate]).includes(name),
    );
    if (column && !found.has(column)) found.set(column, index);
  });
  return found;
};

const yes = () => textIn('csvYes');
const no = () => textIn('csvNo');

/**
 * The sheet's rows with every cell checked on its own (numbers, prices, yes or no, required cells): what needs the
 * catalogue to check (categories, products, SKUs) is `checkAgainstCatalogue`'s.
 */
export const readSheet = (text: string): ReadSheet => {
  const problems: CatalogueImportProblem[] = [];
  const problem = (row: number, column: CatalogueImportColumn | null, code: string, value = '') =>
    problems.push({ row, column, code, value });
  let table: string[][];
  try {
    table = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problem(error.row, null, 'adminImportNotCsv');
    return { rows: [], problems };
  }
  const [header = [], ...body] = table;
  const columns = columnsOf(header);
  for (const column of catalogueImportColumns)
    if (!columns.has(column) && !catalogueImportOptionalColumns.includes(column))
      problem(1, column, 'adminImportColumnMissing');
  if (problems.length > 0) return { rows: [], problems };
  const filled = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length > catalogueImportMaxRows) {
    problem(catalogueImportMaxRows + 2, null, 'adminImportTooManyRows');
    return { rows: [], problems };
  }
  const given = (column: CatalogueImportColumn) => columns.has(column);
  const rows = filled.map(({ cells, row }): SheetRow => {
    const raw = Object.fromEntries(
      catalogueImportColumns.map((column) => {
        const index = columns.get(column);
        return [column, index === undefined ? '' : cellText(cells[index] ?? '').trim()];
      }),
    ) as Record<CatalogueImportColumn, string>;
    const fail = (column: CatalogueImportColumn, code: string) => problem(row, column, code, raw[column]);

    let productId: number | null = null;
    if (raw.productId !== '') {
      if (/^\d{1,9}$/.test(raw.productId) && Number(raw.productId) > 0) productId = Number(raw.productId);
      else fail('productId', 'adminImportProductIdInvalid');
    }
    if (raw.product === '') fail('product', 'adminCatalogueNameIsRequired');
    else if (raw.product.length > 200) fail('product', 'textIsTooLong');
    if (raw.productNameKm.length > 200) fail('productNameKm', 'textIsTooLong');
    if (raw.category === '') fail('category', 'adminCatalogueCategoryIsRequired');
    if (raw.sku === '') fail('sku', 'adminCatalogueSkuIsRequired');
    let priceCents: number | null = null;
    if (raw.price !== '') {
      priceCents = dollarsToCents(raw.price);
      if (priceCents === null) fail('price', amountErrorKey(raw.price));
    }
    const stockValid = /^\d{1,7}$/.test(raw.stock);
    if (!stockValid) fail('stock', 'adminImportStockInvalid');
    const answer = raw.active.toLowerCase();
    const active = yes().includes(answer);
    if (!active && !no().includes(answer)) fail('active', 'adminImportActiveInvalid');
    const roast = raw.roast === '' ? null : facetCodeOf('roast', raw.roast);
    if (roast === undefined) fail('roast', 'adminCatalogueRoastInvalid');
    const grinds = grindCells(raw.grinds).map((cell) => facetCodeOf('grind', cell));
    if (grinds.includes(undefined)) fail('grinds', 'adminCatalogueGrindInvalid');
    const equipmentType = raw.equipmentType === '' ? null : facetCodeOf('type', raw.equipmentType);
    if (equipmentType === undefined) fail('equipmentType', 'adminCatalogueEquipmentTypeInvalid');
    return {
      row,
      cells: raw,
      productId,
      name: raw.product,
      nameKm: raw.productNameKm,
      category: raw.category,
      brand: raw.brand,
      sku: raw.sku,
      priceCents,
      stock: stockValid ? Number(raw.stock) : 0,
      active,
      roast: given('roast') ? (roast ?? null) : undefined,
      grinds: given('grinds')
        ? [...new Set(grinds.filter((grind): grind is string => grind !== undefined))]
        : undefined,
      equipmentType: given('equipmentType') ? (equipmentType ?? null) : undefined,
    };
  });
  return { rows, problems };
};
