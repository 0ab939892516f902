export type MarkedPart = { text: string; marked: boolean };

/**
 * `name` cut into the parts that match the typed `term` (any case) and the rest, for `<mark>`. A name shown in the
 * other language than the one typed has no such part and comes back whole.
 */
export const markedParts = (name: string, term: string): MarkedPart[] => {
  const needle = term.trim().toLowerCase();
  const haystack = name.toLowerCase();
  // Lower-casing a few letters changes their length; positions would no longer line up with the name.
  if (!needle || haystack.length !== name.length) return [{ text: name, marked: false }];
  const parts: MarkedPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), marked: false });
    parts.push({ text: name.slice(at, at + needle.length), marked: true });
    from = at + needle.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), marked: false });
  return parts;
};
