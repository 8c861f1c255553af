import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { AppLayout } from '../layout/AppLayout';
import * as Pages from './pages';

/**
 * The route table of PRODUCT §2. The app uses a hash router (createHashRouter in App), so
 * these paths live after the `#`: /#/login, /#/verify-email?token=...
 */
export const appRoutes: RouteObject[] = [
  {
    // 'Modo Projeção' fills the screen: no header or footer around it.
    path: '/rankings/projecao/:simuladoId',
    element: (
      <Suspense fallback={<PageLoader />}>
        <Pages.RankingProjectorPage />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A screen that throws is replaced by RouteError inside the layout, header intact.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Pages.LandingPage /> },
          { path: 'home', element: <Pages.LandingPage /> },
          { path: 'about', element: <Pages.AboutPage /> },
          { path: 'privacidade', element: <Pages.PrivacyPage /> },
          { path: 'contacts', element: <Pages.ContactsPage /> },
          { path: 'login', element: <Pages.LoginPage /> },
          { path: 'create-account', element: <Pages.CreateAccountPage /> },
          { path: 'verify-email', element: <Pages.VerifyEmailPage /> },
          { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
          { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
          { path: 'rankings', element: <Pages.RankingsPage /> },
          { path: 'simulated', element: <Pages.ExamTakingPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'payment', element: <Pages.PaymentPage /> },
              { path: 'dashboard', element: <Pages.DashboardPage /> },
              { path: 'my-purchases', element: <Pages.MyPurchasesPage /> },
              { path: 'results', element: <Pages.ResultsPage /> },
              { path: 'my-reports', element: <Pages.MyReportsPage /> },
              { path: 'minha-conta', element: <Pages.MyAccountPage /> },
              { path: 'meus-recursos', element: <Pages.MyAppealsPage /> },
              { path: 'minha-prova/:simuladoId', element: <Pages.MyAttemptPage /> },
            ],
          },
          {
            element: <RequireAuth role="STUDENT" />,
            children: [{ path: 'minhas-turmas', element: <Pages.MyClassesPage /> }],
          },
          {
            element: <RequireAuth role="TEACHER" />,
            children: [
              { path: 'teacher-dashboard', element: <Pages.TeacherDashboardPage /> },
              { path: 'classes/:id', element: <Pages.ClassDetailPage /> },
            ],
          },
          {
            element: <RequireAuth role="ADMIN" />,
            children: [{ path: 'admin-panel', element: <Pages.AdminPanelPage /> }],
          },
          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
    ],
  },
];
