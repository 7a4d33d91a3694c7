import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { suppressEnvironmentRejections } from './app/quiet-rejections';
import { renderStartupFailure } from './app/StartupFailure';

suppressEnvironmentRejections();
const container = document.getElementById('root');
try {
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App />);
} catch (error) {
  if (container) renderStartupFailure(container, error);
}
