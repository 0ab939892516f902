import { z } from 'zod';

export { packagePromotionCategoryId } from './package-promotion';

export type Category = {
  id: number;
  name: string;
  imageUrl: string | null;
  key: string;
  slug: string;
  children: Category[];
};

/** Spec section 3 Category: id, name, imageUrl, key, slug/code, children (names in the request's language). */
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    key: z.string(),
    slug: z.string(),
    children: z.array(categorySchema),
  }),
);
