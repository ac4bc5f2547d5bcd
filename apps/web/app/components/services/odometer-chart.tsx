import { formatDate } from '@carsetu/contracts';
import type { ServiceVisit } from '@carsetu/contracts';
import { formatKm } from '@carsetu/contracts';
import { ScrollRegion } from '../ui';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 64 };

/**
 * Odometer readings over time as an SVG line (a drop is drawn in red), with the same numbers as
 * a table for screen readers and for anyone who prefers figures. The SVG is aria-hidden because
 * the table carries the data.
 */
export function OdometerChart({ visits }: { visits: ServiceVisit[] }) {
  if (visits.length === 0) return null;
  const times = visits.map((visit) => Date.parse(visit.date));
  const minTime = Math.min(...times);
  const spanTime = Math.max(Math.max(...times) - minTime, 1);
  const maxKm = Math.max(...visits.map((visit) => visit.odometerKm), 1);
  const x = (time: number) =>
    PAD.left + ((time - minTime) / spanTime) * (WIDTH - PAD.left - PAD.right);
  const y = (km: number) => HEIGHT - PAD.bottom - (km / maxKm) * (HEIGHT - PAD.top - PAD.bottom);
  const points = visits.map((visit, index) => ({
    x: x(times[index]!),
    y: y(visit.odometerKm),
    visit,
  }));
  const firstYear = visits[0]!.date.slice(0, 4);
  const lastYear = visits.at(-1)!.date.slice(0, 4);

  return (
    <figure className="mt-4">
      {/* First (or last) child of the figure: a caption between its parts is invalid HTML. */}
      <figcaption className="mb-2 text-sm text-slate-600">
        Odometer at each service. A red dashed line marks a reading lower than an earlier one.
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full rounded-lg border border-slate-200 bg-white"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="#94a3b8"
        />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#94a3b8" />
        <text x={PAD.left - 8} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="#334155">
          {formatKm(maxKm)}
        </text>
        <text
          x={PAD.left - 8}
          y={HEIGHT - PAD.bottom}
          textAnchor="end"
          fontSize="12"
          fill="#334155"
        >
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize="12" fill="#334155">
          {firstYear}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="#334155">
          {lastYear}
        </text>
        {points.slice(1).map((point, index) => {
          const previous = points[index]!;
          return (
            <line
              key={point.visit.date}
              x1={previous.x}
              y1={previous.y}
              x2={point.x}
              y2={point.y}
              stroke={point.visit.isOdometerDrop ? '#b91c1c' : '#1d4ed8'}
              strokeWidth={point.visit.isOdometerDrop ? 3 : 2}
              strokeDasharray={point.visit.isOdometerDrop ? '6 4' : undefined}
            />
          );
        })}
        {points.map((point) => (
          <circle
            key={point.visit.date}
            cx={point.x}
            cy={point.y}
            r={4}
            fill={point.visit.isOdometerDrop ? '#b91c1c' : '#1d4ed8'}
          />
        ))}
      </svg>
      <ScrollRegion label="Odometer reading at each service visit" className="mt-3">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Odometer reading at each service visit</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Odometer
              </th>
              <th scope="col" className="py-2 font-semibold">
                Reading
              </th>
            </tr>
          </thead>
          <tbody>
            {visits.map((visit) => (
              <tr key={visit.date} className="border-b border-slate-100">
                <td className="py-2 pr-4">{formatDate(visit.date)}</td>
                <td className="py-2 pr-4 font-medium text-ink">{formatKm(visit.odometerKm)}</td>
                <td
                  className={
                    visit.isOdometerDrop ? 'py-2 font-semibold text-red-700' : 'py-2 text-slate-600'
                  }
                >
                  {visit.isOdometerDrop ? 'Lower than before' : 'OK'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
