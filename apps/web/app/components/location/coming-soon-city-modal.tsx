import { useT } from '../../lib/i18n';
import { Dialog } from '../ui';
import { buttonClasses } from '../ui';

/** Shown for a city where CarSetu does not sell cars yet and no nearby city can serve it. */
export function ComingSoonCityModal({
  cityName,
  onClose,
  onChooseAnother,
}: {
  cityName: string;
  onClose: () => void;
  onChooseAnother: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} title={t('We are not in {city} yet', { city: cityName })}>
      <p className="text-slate-700">
        {t(
          'Buying used cars in {city} is not available yet. We are adding cities every month; meanwhile you can browse cars across India or pick another city.',
          { city: cityName },
        )}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={onChooseAnother}>
          {t('Choose another city')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          {t('Close')}
        </button>
      </div>
    </Dialog>
  );
}
