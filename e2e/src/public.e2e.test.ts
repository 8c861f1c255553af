import { describe, expect, it } from 'vitest';
import { CONTACT_DEFAULTS } from '@gabaritei/shared';
import { BasePage } from './pages/base';
import { ContactPage, PublicSite } from './pages/public-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { readLatestEmail } from './support/server';

describe.skipIf(!chromiumPath)('public site in the browser', () => {
  const server = useServerAndBrowser();

  it('serves a landing with its head, its benefits and the free demo offer', async () => {
    const page = await newPage(server.browser);
    const site = new PublicSite(page, server.baseUrl);
    await site.open('/');
    await site.waitForText('Correção imediata e detalhada');
    for (const text of [
      'Compare seu desempenho com outros candidatos',
      'Provas elaboradas por especialistas',
      'Como funciona',
      'Simulado Demonstrativo — Sempre Aberto',
    ]) {
      await site.waitForText(text);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(await page.title()).toBe('Simulados para concursos públicos | Gabaritei');
    expect(await site.meta('meta[name="description"]')).toContain('simulado grátis');
    expect(await site.meta('meta[property="og:title"]')).toContain('Gabaritei');
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? ((await (await fetch(href)).json()) as { lang: string }) : null;
    });
    expect(manifest?.lang).toBe('pt-BR');

    // Every call to action leads to /simulated; the free offer opens the demo's access flow,
    // which sends a visitor to sign in first.
    await site.click('Ver simulados');
    await site.waitForRoute('/simulated');
    await site.open('/home');
    await site.click('Fazer o simulado grátis');
    await site.waitForRoute('/login');
  });

  it('follows the system theme on a first visit and remembers the toggle across reloads', async () => {
    const page = await newPage(server.browser);
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    const site = new PublicSite(page, server.baseUrl);
    await site.open('/');
    expect(await site.colorScheme()).toBe('dark');
    await site.toggleTheme();
    expect(await site.colorScheme()).toBe('light');
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await site.colorScheme()).toBe('light');
    // The whole app follows, not only the landing.
    await site.open('/about');
    expect(await site.colorScheme()).toBe('light');
    await site.toggleTheme();
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await site.colorScheme()).toBe('dark');
  });

  it('sends the contact form end to end, with its rules, texts and e-mails', async () => {
    const page = await newPage(server.browser);
    const contact = new ContactPage(page, server.baseUrl);
    await contact.openForm();
    expect(await page.title()).toBe('Contato | Gabaritei');
    expect(await new PublicSite(page, server.baseUrl).linkHref('contact-email-link')).toBe(
      `mailto:${CONTACT_DEFAULTS.email}`,
    );
    expect(await new PublicSite(page, server.baseUrl).linkHref('contact-whatsapp-link')).toBe(
      `https://wa.me/${CONTACT_DEFAULTS.whatsapp}`,
    );

    await contact.send({ name: 'A', email: 'sem-arroba', message: 'Oi' });
    await contact.waitForText('O nome deve ter entre 2 e 120 caracteres');
    await contact.waitForText('Informe um e-mail válido');
    await contact.waitForText('A mensagem deve ter entre 5 e 4000 caracteres');

    const email = 'visitante.contato@example.com';
    const message = 'Vocês terão simulados para o concurso do Banco do Brasil?';
    await page.locator('input[name="name"]').fill('');
    await contact.send({ name: 'Vera Visitante', email, message });
    await contact.waitForText('Mensagem enviada com sucesso!');
    await contact.waitForText('Você receberá um e-mail de confirmação em breve.');
    const stored = await server.app.runtime.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).toBe(message);
    expect((await readLatestEmail(server.app, email)).subject).toBe(
      'Recebemos sua mensagem — Gabaritei',
    );
    expect((await readLatestEmail(server.app, CONTACT_DEFAULTS.email)).text_body).toContain(
      message,
    );

    // Typing clears the success banner.
    await contact.fill('Nome', 'V');
    await page.waitForFunction(
      () => !document.body.innerText.includes('Mensagem enviada com sucesso!'),
    );
  });

  it('disables the fields while sending', async () => {
    const page = await newPage(server.browser);
    const contact = new ContactPage(page, server.baseUrl);
    await contact.openForm();
    // Hold the answer back so the sending state can be seen.
    await page.setRequestInterception(true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/messages')) {
        void held.then(() => request.continue());
      } else {
        void request.continue();
      }
    });
    await contact.send({
      name: 'Paulo Paciente',
      email: 'paulo.paciente@example.com',
      message: 'Mensagem enviada devagar.',
    });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('form input[name], form textarea')).every(
        (field) => (field as HTMLInputElement).disabled || field.getAttribute('name') === 'website',
      ),
    );
    expect(await contact.fieldsDisabled()).toBe(true);
    release();
    await contact.waitForText('Mensagem enviada com sucesso!');
    expect(await contact.fieldsDisabled()).toBe(false);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on the public screens (${scheme})`, async () => {
      const page = await newPage(server.browser);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      const base = new BasePage(page, server.baseUrl);
      const screens: [string, string][] = [
        ['/', 'Como funciona'],
        ['/about', 'Nossa história'],
        ['/contacts', 'Canais diretos'],
        ['/login', 'Criar Conta'],
        ['/simulated', 'Simulado Demonstrativo — Sempre Aberto'],
      ];
      for (const [route, ready] of screens) {
        await base.open(route);
        await base.waitForText(ready);
        const violations = await seriousViolations(page);
        expect(violations, `${route}\n${describeViolations(violations)}`).toEqual([]);
      }
    });
  }
});
