import { ErrorPage } from '../../../shell/errors/error-page.tsx';

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
