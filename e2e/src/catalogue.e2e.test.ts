import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@gabaritei/shared';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { DashboardPage } from './pages/dashboard-page';
import { MyPurchasesPage } from './pages/my-purchases-page';
import { PaymentPage } from './pages/payment-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

function demo(key: string) {
  const simulado = DEMO_CATALOGUE.find((s) => s.key === key);
  if (!simulado) throw new Error(`no demo simulado ${key}`);
  return simulado;
}

const FREE = demo('conhecimentos-basicos');
const PAID = demo('tribunais');
const PRACTICE = demo('raciocinio-logico');
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

describe.skipIf(!chromiumPath)('catalogue, payment and purchases in the browser', () => {
  const server = useServerAndBrowser();

  it('shows a visitor the catalogue on a phone, tagged and priced', async () => {
    const list = new SimuladosPage(await newPage(server.browser, 360), server.baseUrl);
    await list.openList();

    expect((await list.cardTitles()).sort()).toEqual(DEMO_CATALOGUE.map((s) => s.title).sort());
    expect(await list.cardText(FREE.title)).toContain('GRATUITO');
    expect(await list.cardText(PAID.title)).toMatch(/R\$\s29,90/);
    expect(await list.cardText(PAID.title)).not.toContain('GRATUITO');
    expect(await list.cardText(PRACTICE.title)).toContain('Simulado de treino — sem ranking');
    expect(await list.cardText(FREE.title)).not.toContain('ADQUIRIDO');
    expect(await list.fitsViewportWidth()).toBe(true);
  });

  it('resumes a pick after login, acquires free and paid simulados and lists them', async () => {
    const page = await newPage(server.browser, 360);
    const list = new SimuladosPage(page, server.baseUrl);
    const payment = new PaymentPage(page, server.baseUrl);

    // A visitor picks the free simulado: login first, then the flow resumes by itself.
    await list.openList();
    await list.pick(FREE.title);
    await list.waitForRoute('/login');
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await list.waitForRoute('/simulated');
    await list.waitForModeDialog();
    await list.cancelModeDialog();
    await list.waitForTag(FREE.title, 'ADQUIRIDO');

    // The paid one, picked from the keyboard, goes to the payment screen.
    await list.pickWithKeyboard(PAID.title);
    await payment.waitForRoute('/payment');
    await payment.waitForForm();
    expect(await payment.hasText(PAID.title)).toBe(true);
    expect(await payment.hasText('120 minutos')).toBe(true);

    await payment.fillCard({ number: '4111 1111', expiry: '12', cvv: '1' });
    await payment.submit();
    for (const message of Object.values(CARD_MESSAGES)) await payment.waitForText(message);
    expect(await payment.route()).toBe('/payment');

    await payment.fillCard({
      number: '4111111111111111',
      holder: 'bruna estudante',
      expiry: '1230',
      cvv: '123',
    });
    expect(await payment.fieldValue('number')).toBe('4111 1111 1111 1111');
    expect(await payment.fieldValue('holder')).toBe('BRUNA ESTUDANTE');
    expect(await payment.fieldValue('expiry')).toBe('12/30');
    await payment.submit();
    await payment.waitForApproval(10_000);
    expect(await payment.hasText('Você já pode acessar o simulado')).toBe(true);
    await list.waitForRoute('/simulated', 8_000);
    await list.waitForTag(PAID.title, 'ADQUIRIDO');
    expect(await list.cardText(PRACTICE.title)).not.toContain('ADQUIRIDO');

    const dashboard = new DashboardPage(page, server.baseUrl);
    await dashboard.openDashboard();
    expect(await dashboard.greeting()).toBe('Olá, Bruna!');
    expect(await dashboard.stat('Simulados adquiridos')).toBe('2');
    expect(await dashboard.stat('Simulados realizados')).toBe('0');
    expect(await dashboard.stat('Média geral')).toBe('—');
    expect((await dashboard.recentPurchaseTitles()).sort()).toEqual(
      [FREE.title, PAID.title].sort(),
    );
    expect(await dashboard.hasText('Hora de começar!')).toBe(true);

    const purchases = new MyPurchasesPage(page, server.baseUrl);
    await purchases.openPurchases();
    expect(await purchases.summary()).toEqual([
      '2',
      String(FREE.questions.length + PAID.questions.length),
      'R$ 29,90',
    ]);
    expect(await purchases.cardTitles()).toEqual([PAID.title, FREE.title]);
    expect(await purchases.hasText('✓ Pagamento Confirmado')).toBe(true);

    // 'Fazer Simulado' reopens that simulado's access flow on the list.
    await purchases.takeExam(FREE.title);
    await list.waitForRoute('/simulated');
    await list.waitForModeDialog();
  });
});
