type Option = { id: number; values: { id: number }[] };
type Variant = { id: number; optionValueIds: number[]; stock: number };

/** The chosen value per option id. */
export type Choice = Record<number, number | undefined>;

/** The variant matching a complete choice; null while an option is unchosen or no variant has that combination. */
export const chosenVariant = <V extends Variant>(
  options: Option[],
  variants: V[],
  choice: Choice,
): V | null => {
  if (options.length === 0) return variants[0] ?? null;
  const values = options.map((option) => choice[option.id]);
  if (values.some((value) => value === undefined)) return null;
  return (
    variants.find(
      (variant) =>
        variant.optionValueIds.length === values.length &&
        values.every((value) => variant.optionValueIds.includes(value as number)),
    ) ?? null
  );
};

/** Whether picking `valueId` for `optionId`, with the other choices kept, leads to a variant in stock. */
export const valueInStock = (variants: Variant[], choice: Choice, optionId: number, valueId: number) => {
  const others = Object.entries(choice)
    .filter(([id, value]) => Number(id) !== optionId && value !== undefined)
    .map(([, value]) => value as number);
  return variants.some(
    (variant) =>
      variant.stock > 0 &&
      variant.optionValueIds.includes(valueId) &&
      others.every((value) => variant.optionValueIds.includes(value)),
  );
};

/** First choice shown: the first combination in stock, else the first variant's. */
export const initialChoice = (options: Option[], variants: Variant[]): Choice => {
  const start = variants.find((variant) => variant.stock > 0) ?? variants[0];
  if (!start) return {};
  const choice: Choice = {};
  for (const option of options) {
    choice[option.id] = option.values.find((value) => start.optionValueIds.includes(value.id))?.id;
  }
  return choice;
};
