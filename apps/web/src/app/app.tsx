import { Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { notFoundPage, routes } from './routes.tsx';

export function App() {
  return (
    <AppLayout>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<route.page.Component />} />
        ))}
        <Route path="*" element={<notFoundPage.Component />} />
      </Routes>
    </AppLayout>
  );
}
