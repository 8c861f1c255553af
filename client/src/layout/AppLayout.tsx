import { Suspense, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layout.module.css';

const MAIN_ID = 'conteudo-principal';

/** Header, main and footer landmarks around every screen, with a skip link first. */
export function AppLayout() {
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
        Pular para o conteúdo principal
      </a>
      <Header />
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

// The app routes on the URL hash, so following `#conteudo-principal` would navigate to an
// unknown route: move focus by hand instead and leave the URL alone.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}
