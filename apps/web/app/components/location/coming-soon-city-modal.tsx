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
  return (
    <Dialog open onClose={onClose} title={`We are not in ${cityName} yet`}>
      <p className="text-slate-700">
        Buying used cars in {cityName} is not available yet. We are adding cities every month;
        meanwhile you can browse cars across India or pick another city.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={onChooseAnother}>
          Choose another city
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
