import './zod-config';
import './styles/criticalStyles';
import './styles/focusRing.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { trackInputModality } from './styles/inputModality';

trackInputModality();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// A transition lets React render the first screen in slices that yield to the browser,
// instead of one long task that blocks input on slow phones (Lighthouse's TBT).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
