import {
  NEW_CAR_COMPARE_MAX,
  NEW_CAR_COMPARE_QUERY,
  newCarPaths,
  type NewCarModel,
} from '@carsetu/contracts';
import { Form } from 'react-router';
import { buttonClasses, initialSelectValue } from '../ui';

const SLOT_LABELS = ['First car', 'Second car', 'Third car (optional)'] as const;

/** Models grouped by brand for <optgroup>, brands in A-Z order. */
function byBrand(options: NewCarModel[]) {
  const groups = new Map<string, NewCarModel[]>();
  for (const model of options) {
    const list = groups.get(model.make.name) ?? [];
    list.push(model);
    groups.set(model.make.name, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([brand, models]) =>
        [brand, [...models].sort((a, b) => a.name.localeCompare(b.name))] as const,
    );
}

/**
 * Two or three selects in a plain GET form: works without JavaScript, and the chosen models end
 * up in the URL (?model=101&model=202), so a comparison can be shared.
 */
export function CompareForm({
  options,
  selectedIds,
}: {
  options: NewCarModel[];
  selectedIds: number[];
}) {
  const groups = byBrand(options);
  return (
    <Form
      key={selectedIds.join(',')}
      method="get"
      action={newCarPaths.compare()}
      className="rounded-2xl border border-slate-200 p-4 md:p-5"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {SLOT_LABELS.slice(0, NEW_CAR_COMPARE_MAX).map((label, index) => (
          <div key={label} className="flex flex-col gap-1">
            <label htmlFor={`compare-${index}`} className="text-sm font-semibold text-ink">
              {label}
            </label>
            <select
              id={`compare-${index}`}
              name={NEW_CAR_COMPARE_QUERY}
              defaultValue={selectedIds[index] ? String(selectedIds[index]) : ''}
              ref={initialSelectValue(selectedIds[index] ? String(selectedIds[index]) : '')}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink"
            >
              <option value="">Choose a car</option>
              {groups.map(([brand, models]) => (
                <optgroup key={brand} label={brand}>
                  {models.map((model) => (
                    <option key={model.id} value={model.id}>
                      {model.make.name} {model.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button type="submit" className={buttonClasses('primary', 'mt-4 w-full md:w-auto')}>
        Compare
      </button>
    </Form>
  );
}
