import { NotFoundPage } from '../components/not-found-page';

// Any URL no other route claims: a real 404 status with the site's 404 page inside the frame.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}
