import { describe, expect, it } from 'vitest';
import {
  CreateAccountPage,
  ForgotPasswordPage,
  HeaderBar,
  LoginPage,
  ResetPasswordPage,
} from './pages/auth-pages';
import { BasePage } from './pages/base';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { firstLink, readLatestEmail } from './support/server';

describe.skipIf(!chromiumPath)('accounts in the browser', () => {
  const server = useServerAndBrowser();

  it('registers, verifies the e-mail from the outbox link, signs in and out', async () => {
    const page = await newPage(server.browser);
    const email = 'carla.candidata@example.com';
    await new CreateAccountPage(page, server.baseUrl).register({
      name: 'Carla Candidata',
      email,
      password: 'senha-forte-1',
    });
    const base = new BasePage(page, server.baseUrl);
    await base.waitForText('Conta Criada com Sucesso!');

    const mail = await readLatestEmail(server.app, email);
    const link = firstLink(mail.text_body);
    expect(link.startsWith(`${server.baseUrl}/#/verify-email?token=`)).toBe(true);
    await page.goto(link, { waitUntil: 'networkidle0' });
    await base.waitForText('E-mail verificado com sucesso!');
    await base.waitForRoute('/login', 8_000); // redirect after 3 s

    await new LoginPage(page, server.baseUrl).login(email, 'senha-forte-1');
    await base.waitForRoute('/dashboard');
    const header = new HeaderBar(page, server.baseUrl);
    await base.waitForText('Carla Candidata');
    expect(await base.hasText('Aluno')).toBe(true);

    await page.setViewport({ width: 1280, height: 800 });
    expect(await header.navLinks()).toEqual([
      'Início',
      'Simulados',
      'Ranking',
      'Sobre',
      'Contato',
      'Dashboard',
      'Minhas Compras',
    ]);
    // The account links live in the user menu beside the name.
    expect(await header.openUserMenu()).toEqual([
      'Minha Conta',
      'Minhas Turmas',
      'Meus Relatórios',
      'Meus Recursos',
    ]);
    await header.signOut();
    await base.waitForRoute('/login');
    const me = await page.evaluate(
      async () => (await fetch('/api/auth/me', { credentials: 'include' })).status,
    );
    expect(me).toBe(401);
  });

  it('refuses to sign in before verification and offers to resend', async () => {
    const page = await newPage(server.browser);
    const email = 'nao.verificado@example.com';
    await new CreateAccountPage(page, server.baseUrl).register({
      name: 'Nico Pendente',
      email,
      password: 'senha-forte-2',
    });
    const base = new BasePage(page, server.baseUrl);
    await base.waitForText('Conta Criada com Sucesso!');
    await new LoginPage(page, server.baseUrl).login(email, 'senha-forte-2');
    await base.waitForText('ainda não foi verificado');
    expect(await base.route()).toBe('/login');
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const page = await newPage(server.browser);
    const base = new BasePage(page, server.baseUrl);
    await new ForgotPasswordPage(page, server.baseUrl).request('professor@gabaritei.dev');
    await base.waitForText('E-mail Enviado!');
    const mail = await readLatestEmail(server.app, 'professor@gabaritei.dev');
    await new ResetPasswordPage(page, server.baseUrl).reset(
      firstLink(mail.text_body),
      'NovaSenha@2026',
    );
    await base.waitForText('Senha Redefinida!');
    await base.waitForRoute('/login', 8_000);
    await new LoginPage(page, server.baseUrl).login('professor@gabaritei.dev', 'NovaSenha@2026');
    await base.waitForRoute('/teacher-dashboard');
  });

  it('sends a STUDENT away from /admin-panel with "Acesso Negado"', async () => {
    const page = await newPage(server.browser);
    const base = new BasePage(page, server.baseUrl);
    await new LoginPage(page, server.baseUrl).login('aluno@gabaritei.dev', 'Aluno@12345');
    await base.waitForRoute('/dashboard');
    await base.open('/admin-panel');
    await base.waitForText('Acesso Negado');
    expect(await base.hasText('Você não tem permissão para acessar esta página.')).toBe(true);
  });

  it('sends an anonymous visitor from a private route to /login', async () => {
    const page = await newPage(server.browser);
    const base = new BasePage(page, server.baseUrl);
    await base.open('/dashboard');
    await base.waitForRoute('/login');
    await base.open('/admin-panel');
    await base.waitForRoute('/login');
  });

  it('shows the navigation of each role', async () => {
    const page = await newPage(server.browser, 1280);
    const header = new HeaderBar(page, server.baseUrl);
    await header.open('/home');
    await header.waitForText('Entrar');
    expect(await header.navLinks()).toEqual([
      'Início',
      'Entrar',
      'Simulados',
      'Ranking',
      'Sobre',
      'Contato',
    ]);
    await new LoginPage(page, server.baseUrl).login('admin@gabaritei.dev', 'Admin@12345');
    // An admin lands on the panel and sees no teacher screen it could not open.
    await header.waitForRoute('/admin-panel');
    await header.waitForText('Painel Admin');
    expect(await header.navLinks()).toEqual([
      'Início',
      'Simulados',
      'Ranking',
      'Sobre',
      'Contato',
      'Painel Admin',
    ]);
    expect(await header.openUserMenu()).toEqual(['Minha Conta']);
  });
});
