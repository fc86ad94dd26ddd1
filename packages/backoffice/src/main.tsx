import '@probuild/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, LANGUAGE_KEY } from './App.tsx';

const locale = localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'th';
document.documentElement.lang = locale;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App initialLocale={locale} tokenStorage={sessionStorage} preferences={localStorage} base="/backoffice" />
  </StrictMode>,
);
