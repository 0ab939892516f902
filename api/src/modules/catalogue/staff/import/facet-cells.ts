import { equipmentTypes, facetValueKey, productGrinds, productRoasts } from '@portal/shared/contract';
import { renderMessage } from '../../../../platform/message-text';

type Facet = 'roast' | 'grind' | 'type';
const codesOf: Record<Facet, readonly string[]> = {
  roast: productRoasts,
  grind: productGrinds,
  type: equipmentTypes,
};

/** A roast, grind or equipment type as the sheet writes it: its name in the caller's language. */
export const facetCellText = (facet: Facet, code: string, language: 'en' | 'km') =>
  renderMessage(facetValueKey(facet, code), {}, language);

/** The code a cell names, in English, in Khmer or as the code itself; undefined when it names none. */
export const facetCodeOf = (facet: Facet, cell: string) => {
  const name = cell.trim().toLowerCase();
  return codesOf[facet].find(
    (code) =>
      code.toLowerCase() === name ||
      (['en', 'km'] as const).some((language) => facetCellText(facet, code, language).toLowerCase() === name),
  );
};

/** A cell listing grinds, as the download writes them. */
export const grindsCellSeparator = ', ';
export const grindCells = (cell: string) =>
  cell
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
