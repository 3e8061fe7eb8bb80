import { data } from 'react-router';
import { NotFound } from '#web/components/layout/not-found.tsx';

/** Unknown addresses answer HTTP 404: the server renders this page with that status. */
export function loader() {
  return data(null, { status: 404 });
}

export const Component = NotFound;
