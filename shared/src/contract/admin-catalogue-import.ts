import { z } from 'zod';
import { queryFlag } from './common';

/** The largest sheet the catalogue import takes, in bytes of CSV text. */
export const catalogueImportMaxBytes = 2 * 1024 * 1024;
/** The most variant rows one sheet may hold. */
export const catalogueImportMaxRows = 10_000;

/** The columns of the catalogue sheet, in the order the products' CSV download writes them. */
export const catalogueImportColumns = [
  'productId',
  'product',
  'productNameKm',
  'category',
  'brand',
  'sku',
  'price',
  'stock',
  'active',
  'roast',
  'grinds',
  'equipmentType',
] as const;
export type CatalogueImportColumn = (typeof catalogueImportColumns)[number];
/** Columns a sheet may leave out: its products then keep what they have. */
export const catalogueImportOptionalColumns: CatalogueImportColumn[] = ['roast', 'grinds', 'equipmentType'];

/** The message key of each column's header: the download writes it, the import reads it in English or Khmer. */
export const catalogueImportHeaders: Record<CatalogueImportColumn, string> = {
  productId: 'csvProductId',
  product: 'csvProduct',
  productNameKm: 'csvProductNameKm',
  category: 'csvCategory',
  brand: 'adminCatalogueBrand',
  sku: 'csvSku',
  price: 'csvPriceUsd',
  stock: 'csvStock',
  active: 'csvActive',
  roast: 'searchFacetRoast',
  grinds: 'searchFacetGrind',
  equipmentType: 'searchFacetType',
};

/** `?dryRun=true` (the default) only checks the sheet; `false` writes it when every row is valid. */
export const catalogueImportQuerySchema = z.object({ dryRun: queryFlag.default(true) });

/** One thing wrong with the sheet: its spreadsheet row (the header is row 1), the column, a message key. */
export const catalogueImportProblemSchema = z.object({
  row: z.number().int(),
  /** null when the problem is the sheet's, not one cell's (an empty sheet, too many rows). */
  column: z.enum(catalogueImportColumns).nullable(),
  code: z.string(),
  /** The cell as written, for the table of problems. */
  value: z.string(),
});
export type CatalogueImportProblem = z.infer<typeof catalogueImportProblemSchema>;

export const catalogueImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** True only when the sheet was valid and this was no dry run: everything below was written in one go. */
  written: z.boolean(),
  rows: z.number().int(),
  problems: z.array(catalogueImportProblemSchema),
  productsCreated: z.number().int(),
  productsChanged: z.number().int(),
  variantsCreated: z.number().int(),
  variantsChanged: z.number().int(),
  createdSkus: z.array(z.string()),
  changedSkus: z.array(z.string()),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** The body: the sheet as CSV text (`content-type: text/csv`), UTF-8, with or without a byte-order mark. */
export const catalogueImportBodySchema = z
  .string({ error: 'adminImportSheetIsRequired' })
  .max(catalogueImportMaxBytes, 'payloadTooLarge');
