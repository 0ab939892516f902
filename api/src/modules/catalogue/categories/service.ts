import { type Category, ErrorCode } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { imageUrlOf } from '../../../platform/public-url';

export const createCategoryService = ({ db, config }: { db: Db; config: Config }) => {
  /** Every active category as trees, in shelf order, named in `language` (English when there is no Khmer name). */
  const forest = async (language: string) => {
    const rows = await db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'key', 'slug', 'name', 'name_km', 'image'])
      .where('is_active', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const nodes = new Map<number, Category>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: local(row.name, row.name_km, language),
          imageUrl: imageUrlOf(config, row.image),
          key: row.key,
          slug: row.slug,
          children: [],
        },
      ]),
    );
    const roots: Category[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id) as Category;
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      if (row.parent_id === null) roots.push(node);
      else parent?.children.push(node);
    }
    return { roots, nodes };
  };

  return {
    list: async (language: string) => (await forest(language)).roots,

    /** One category with its sub-categories. */
    async one(id: number, language: string) {
      const category = (await forest(language)).nodes.get(id);
      if (!category) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
      return category;
    },
  };
};

export type CategoryService = ReturnType<typeof createCategoryService>;
