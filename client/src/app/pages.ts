import { lazy } from 'react';

/**
 * Every screen is its own chunk, so the landing downloads only the shell and itself. Pages
 * keep named exports; the adapter gives React.lazy the default it expects.
 *
 * The landing is the exception: it ships in the entry chunk, so the first visit paints it
 * without a second round trip for its chunk (a phone on 4G waits ~0.5 s for one).
 * The other screens also bring Mantine's full stylesheet (styles/fullStyles.ts).
 */
export { LandingPage } from '../pages/Landing/LandingPage';

function withFullStyles<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, import('../styles/fullStyles')]).then(([loaded]) => loaded);
}
export const AboutPage = lazy(() =>
  withFullStyles(import('../pages/About/AboutPage')).then((m) => ({ default: m.AboutPage })),
);
export const ContactsPage = lazy(() =>
  withFullStyles(import('../pages/Contacts/ContactsPage')).then((m) => ({
    default: m.ContactsPage,
  })),
);
export const LoginPage = lazy(() =>
  withFullStyles(import('../pages/Auth/LoginPage')).then((m) => ({ default: m.LoginPage })),
);
export const CreateAccountPage = lazy(() =>
  withFullStyles(import('../pages/Auth/CreateAccountPage')).then((m) => ({
    default: m.CreateAccountPage,
  })),
);
export const VerifyEmailPage = lazy(() =>
  withFullStyles(import('../pages/Auth/VerifyEmailPage')).then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
export const ForgotPasswordPage = lazy(() =>
  withFullStyles(import('../pages/Auth/ForgotPasswordPage')).then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  withFullStyles(import('../pages/Auth/ResetPasswordPage')).then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const MyClassesPage = lazy(() =>
  withFullStyles(import('../pages/MyClasses/MyClassesPage')).then((m) => ({
    default: m.MyClassesPage,
  })),
);
export const RankingsPage = lazy(() =>
  withFullStyles(import('../pages/Rankings/RankingsPage')).then((m) => ({
    default: m.RankingsPage,
  })),
);
// Opened straight from a link or reloaded, the projector is the first screen: it needs the
// full stylesheet like any other (without it, it showed raw radios and bare initials).
export const RankingProjectorPage = lazy(() =>
  withFullStyles(import('../pages/Rankings/RankingProjectorPage')).then((m) => ({
    default: m.RankingProjectorPage,
  })),
);
export const ExamTakingPage = lazy(() =>
  withFullStyles(import('../pages/ExamTaking/ExamTakingPage')).then((m) => ({
    default: m.ExamTakingPage,
  })),
);
export const PaymentPage = lazy(() =>
  withFullStyles(import('../pages/Payment/PaymentPage')).then((m) => ({ default: m.PaymentPage })),
);
export const DashboardPage = lazy(() =>
  withFullStyles(import('../pages/Dashboard/DashboardPage')).then((m) => ({
    default: m.DashboardPage,
  })),
);
export const MyPurchasesPage = lazy(() =>
  withFullStyles(import('../pages/MyPurchases/MyPurchasesPage')).then((m) => ({
    default: m.MyPurchasesPage,
  })),
);
export const ResultsPage = lazy(() =>
  withFullStyles(import('../pages/Results/ResultsPage')).then((m) => ({ default: m.ResultsPage })),
);
export const MyReportsPage = lazy(() =>
  withFullStyles(import('../pages/MyReports/MyReportsPage')).then((m) => ({
    default: m.MyReportsPage,
  })),
);
export const TeacherDashboardPage = lazy(() =>
  withFullStyles(import('../pages/TeacherDashboard/TeacherDashboardPage')).then((m) => ({
    default: m.TeacherDashboardPage,
  })),
);
export const ClassDetailPage = lazy(() =>
  withFullStyles(import('../pages/Classes/ClassDetailPage')).then((m) => ({
    default: m.ClassDetailPage,
  })),
);
export const AdminPanelPage = lazy(() =>
  withFullStyles(import('../pages/AdminPanel/AdminPanelPage')).then((m) => ({
    default: m.AdminPanelPage,
  })),
);
export const NotFoundPage = lazy(() =>
  withFullStyles(import('../pages/NotFound/NotFoundPage')).then((m) => ({
    default: m.NotFoundPage,
  })),
);
export const MyAccountPage = lazy(() =>
  withFullStyles(import('../pages/Account/MyAccountPage')).then((m) => ({
    default: m.MyAccountPage,
  })),
);
export const PrivacyPage = lazy(() =>
  withFullStyles(import('../pages/Privacy/PrivacyPage')).then((m) => ({
    default: m.PrivacyPage,
  })),
);
export const MyAppealsPage = lazy(() =>
  withFullStyles(import('../pages/MyAppeals/MyAppealsPage')).then((m) => ({
    default: m.MyAppealsPage,
  })),
);
export const MyAttemptPage = lazy(() =>
  withFullStyles(import('../pages/MyAttempt/MyAttemptPage')).then((m) => ({
    default: m.MyAttemptPage,
  })),
);
