import { formatPriceRange, type NewCarModelDetail } from '@carsetu/contracts';
import { Link } from 'react-router';
import { keySpecRows } from './model-specs';

const fullName = ({ model }: NewCarModelDetail) => `${model.make.name} ${model.name}`;

/** The chosen models side by side: one column per model, one row per spec. */
export function CompareTable({ compared }: { compared: NewCarModelDetail[] }) {
  const rows: [string, string[]][] = [
    [
      'Ex-showroom price',
      compared.map(({ model }) =>
        formatPriceRange(model.minExShowroomPaise, model.maxExShowroomPaise),
      ),
    ],
    ...keySpecRows(compared[0]!).map(([label], rowIndex): [string, string[]] => [
      label,
      compared.map((detail) => keySpecRows(detail)[rowIndex]![1]),
    ]),
  ];
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[32rem] table-fixed text-left text-sm">
        <caption id="compare-caption" className="sr-only">
          {compared.map(fullName).join(' vs ')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className="w-32 px-4 py-3" />
            {compared.map((detail) => (
              <th key={detail.model.id} scope="col" className="px-4 py-3 align-top">
                <img
                  src={detail.model.imageUrl}
                  alt=""
                  width={160}
                  height={100}
                  className="mb-2 h-16 w-auto"
                />
                <Link
                  to={detail.model.url}
                  className="font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {fullName(detail)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, values]) => (
            <tr key={label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-600">
                {label}
              </th>
              {values.map((value, index) => (
                <td key={compared[index]!.model.id} className="px-4 py-3 text-ink">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
