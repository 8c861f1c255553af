import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layout.module.css';

const MAIN_ID = 'conteudo-principal';

// Mantine's notification host, loaded lazily. Its store lives in @mantine/notifications, so
// a notifications.show() made before it mounts is displayed once it does.
const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), import('./notificationStyles')]).then(([m]) => ({
    default: m.Notifications,
  })),
);

/** Header, main and footer landmarks around every screen, with a skip link first. */
export function AppLayout() {
  const notificationsWanted = useNotificationsHost();
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
      {notificationsWanted ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The landing shows no notification, so the host (14 kB of JavaScript) waits for the first
 * other screen and then stays mounted (the landing's bundle budget).
 */
function useNotificationsHost(): boolean {
  const { pathname } = useLocation();
  const onLanding = pathname === '/' || pathname === '/home';
  const [wanted, setWanted] = useState(!onLanding);
  useEffect(() => {
    if (!onLanding) setWanted(true);
  }, [onLanding]);
  return wanted || !onLanding;
}

// The app routes on the URL hash, so following `#conteudo-principal` would navigate to an
// unknown route: move focus by hand instead and leave the URL alone.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}
