import '@probuild/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readStoredLocale } from './i18n/locale.ts';
import { startSession } from './session/sessionActor.ts';

const locale = readStoredLocale();
document.documentElement.lang = locale;
// Before the first render, so the route guard already sees a restored or social-redirect session.
const session = startSession({ locale });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App locale={locale} session={session} />
  </StrictMode>,
);
