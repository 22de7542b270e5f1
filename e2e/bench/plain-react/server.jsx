import { renderToString } from 'react-dom/server';
import { PlainPage } from './page.jsx';

export const html = renderToString(<PlainPage />);
