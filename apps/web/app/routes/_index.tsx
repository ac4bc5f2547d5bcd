import type { Route } from './+types/_index';

export const meta: Route.MetaFunction = () => [
  { title: 'CarSetu: buy and sell used cars, car loans and challan payment' },
  {
    name: 'description',
    content:
      'Buy certified used cars, sell your car at the best price, get a car loan and pay traffic challans online.',
  },
];

export default function Home() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Buy and sell used cars with CarSetu</h1>
    </main>
  );
}
