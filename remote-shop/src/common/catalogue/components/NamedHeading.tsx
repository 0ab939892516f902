import { Skeleton, Title } from '@portal/shared/ui';
import { useEffect } from 'react';

/** An h1 naming a record (a category, a product), also the tab title; a skeleton while the name loads. */
export function NamedHeading({ name }: { name: string | undefined }) {
  useEffect(() => {
    if (name) document.title = `${name} | Coffee Portal`;
  }, [name]);
  return name ? <Title order={1}>{name}</Title> : <Skeleton height={34} width="60%" radius="sm" />;
}
