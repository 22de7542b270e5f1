import { hydrateRoot } from 'react-dom/client';
import { PlainPage } from './page.jsx';

hydrateRoot(document.getElementById('root'), <PlainPage />);
