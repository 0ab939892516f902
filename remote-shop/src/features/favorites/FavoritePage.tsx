import { PageHeading } from '@portal/shared';

export default function FavoritePage() {
  return <PageHeading titleKey="favorite" />;
}
