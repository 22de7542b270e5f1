import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** /admin has one section so far: the review queue. */
export default function AdminHomePage() {
  return <Navigate to={paths.adminApplications()} replace />;
}
