/** Parents first, each followed by its own children, with their depth (a pure ordering, tested alone). */
export const treeOrder = <T extends { id: number; parentId: number | null; sort: number }>(rows: T[]) => {
  const byParent = new Map<number | null, T[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const out: (T & { depth: number })[] = [];
  const walk = (parent: number | null, depth: number) => {
    const children = (byParent.get(parent) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const child of children) {
      out.push({ ...child, depth });
      walk(child.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
};
