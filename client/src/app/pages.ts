import { lazy } from 'react';

/**
 * Every screen is its own chunk, so the landing downloads only the shell and itself. Pages
 * keep named exports; the adapter gives React.lazy the default it expects.
 */
export const LandingPage = lazy(() =>
  import('../pages/Landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
export const AboutPage = lazy(() =>
  import('../pages/About/AboutPage').then((m) => ({ default: m.AboutPage })),
);
export const ContactsPage = lazy(() =>
  import('../pages/Contacts/ContactsPage').then((m) => ({ default: m.ContactsPage })),
);
export const LoginPage = lazy(() =>
  import('../pages/Auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
export const CreateAccountPage = lazy(() =>
  import('../pages/Auth/CreateAccountPage').then((m) => ({ default: m.CreateAccountPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../pages/Auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../pages/Auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../pages/Auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const RankingsPage = lazy(() =>
  import('../pages/Rankings/RankingsPage').then((m) => ({ default: m.RankingsPage })),
);
export const RankingProjectorPage = lazy(() =>
  import('../pages/Rankings/RankingProjectorPage').then((m) => ({
    default: m.RankingProjectorPage,
  })),
);
export const SimulatedPage = lazy(() =>
  import('../pages/Simulated/SimulatedPage').then((m) => ({ default: m.SimulatedPage })),
);
export const PaymentPage = lazy(() =>
  import('../pages/Payment/PaymentPage').then((m) => ({ default: m.PaymentPage })),
);
export const DashboardPage = lazy(() =>
  import('../pages/Dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const MyPurchasesPage = lazy(() =>
  import('../pages/MyPurchases/MyPurchasesPage').then((m) => ({ default: m.MyPurchasesPage })),
);
export const ResultsPage = lazy(() =>
  import('../pages/Results/ResultsPage').then((m) => ({ default: m.ResultsPage })),
);
export const MyReportsPage = lazy(() =>
  import('../pages/MyReports/MyReportsPage').then((m) => ({ default: m.MyReportsPage })),
);
export const TeacherDashboardPage = lazy(() =>
  import('../pages/TeacherDashboard/TeacherDashboardPage').then((m) => ({
    default: m.TeacherDashboardPage,
  })),
);
export const ClassDetailPage = lazy(() =>
  import('../pages/Classes/ClassDetailPage').then((m) => ({ default: m.ClassDetailPage })),
);
export const AdminPanelPage = lazy(() =>
  import('../pages/AdminPanel/AdminPanelPage').then((m) => ({ default: m.AdminPanelPage })),
);
export const NotFoundPage = lazy(() =>
  import('../pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
