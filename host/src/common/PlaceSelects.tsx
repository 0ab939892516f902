import { useDistricts, useProvinces } from '@portal/shared';
import { NativeSelect } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

type Props = {
  provinceId: string;
  districtId: string;
  onChange: (value: { provinceId: string; districtId: string }) => void;
  /** Marks a select as the form's first failing field. */
  provinceError?: boolean;
  districtError?: boolean;
};

/** Province, then its districts (loaded once a province is chosen; a new province clears the district). */
export function PlaceSelects({ provinceId, districtId, onChange, provinceError, districtError }: Props) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const districts = useDistricts(provinceId ? Number(provinceId) : null);
  const options = (places: { id: number; name: string }[] | undefined, placeholderKey: string) => [
    { value: '', label: t(placeholderKey) },
    ...(places ?? []).map((place) => ({ value: String(place.id), label: place.name })),
  ];
  return (
    <>
      <NativeSelect
        label={t('shellProvince')}
        value={provinceId}
        error={provinceError}
        data={options(provinces.data, 'shellChooseProvince')}
        onChange={(event) => onChange({ provinceId: event.currentTarget.value, districtId: '' })}
      />
      <NativeSelect
        label={t('shellDistrict')}
        value={districtId}
        error={districtError}
        disabled={!provinceId || districts.isPending}
        data={options(districts.data, 'shellChooseDistrict')}
        onChange={(event) => onChange({ provinceId, districtId: event.currentTarget.value })}
      />
    </>
  );
}
