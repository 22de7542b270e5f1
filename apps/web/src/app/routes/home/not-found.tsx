import { ErrorPage } from '../../../components/ui/error-page.tsx';

export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
