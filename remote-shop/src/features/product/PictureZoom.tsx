import type { ProductImage } from '@portal/shared/contract';
import { Modal } from '@portal/shared/overlays';
import { Button, Group, Text } from '@portal/shared/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueImage } from '../../common/catalogue/components/CatalogueImage';

/**
 * A product's picture enlarged in a dialog: Escape or the close button closes it and gives the focus back to the
 * picture that opened it (Mantine's Modal); the arrow keys and the buttons move between the product's pictures.
 */
export default function PictureZoom({
  name,
  images,
  current,
  onChange,
  onClose,
}: {
  name: string;
  images: ProductImage[];
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const image = images[current];
  const count = images.length;
  const move = (step: number) => onChange((current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') move(1);
    if (event.key === 'ArrowLeft') move(-1);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('catalogueClosePicture') }}
      onKeyDown={onKeyDown}
      data-testid="picture-zoom"
    >
      {image && (
        <CatalogueImage
          className="product-gallery-zoomed"
          image={image}
          alt={name}
          sizes="(min-width: 1000px) 900px, 100vw"
          eager
        />
      )}
      {count > 1 && (
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => move(-1)} aria-label={t('cataloguePreviousPicture')}>
            ‹
          </Button>
          <Text size="sm" aria-live="polite">
            {t('cataloguePictureOf', { number: current + 1, total: count })}
          </Text>
          <Button variant="default" onClick={() => move(1)} aria-label={t('catalogueNextPicture')}>
            ›
          </Button>
        </Group>
      )}
    </Modal>
  );
}
