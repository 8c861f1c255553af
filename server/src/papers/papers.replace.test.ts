import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createSimulado, insertResult, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { replacePaper, validatePaperDraft, type PaperDraft } from './paper-replace';
import { paperApi, paperOf, usePapersSuite } from './papers.test-support';

const question = (n: number, extra: Partial<PaperDraft['questions'][number]> = {}) => ({
  text: `<p>Questão ${n}</p>`,
  optionA: '<p>a</p>',
  optionB: '<p>b</p>',
  optionC: '<p>c</p>',
  optionD: '<p>d</p>',
  optionE: null,
  correctOption: 'A' as const,
  weight: 1,
  subject: null,
  explanation: null,
  ...extra,
});

describeBackends('replacing a whole paper', (backend) => {
  const { t, root } = usePapersSuite(backend);

  it('stores questions, base texts and images at once, the images by their refs', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const draft: PaperDraft = {
      questions: [
        question(1, { text: '<p>Veja <img src="asset:img1" alt="Gráfico"></p><script>x</script>' }),
        question(2),
        question(3, { explanation: '<p>Porque \\(x^2\\)</p>' }),
      ],
      baseTexts: [
        {
          title: 'Texto I',
          contentHtml: '<p>Base</p>',
          lineNumbers: true,
          firstQuestion: 1,
          lastQuestion: 2,
        },
      ],
      assets: [{ ref: 'img1', bytes: png }],
    };
    expect(validatePaperDraft(draft, 'ABCD')).toEqual([]);
    const done = await replacePaper({ db: t.db, clock: t.app.runtime.clock }, id, draft);
    expect(done).toMatchObject({ questionCount: 3, baseTextCount: 1 });
    const url = done.assets[0]!.url;
    expect(url).toBe(`/api/simulados/${id}/assets/${done.assets[0]!.id}`);

    const paper = paperOf(await paperApi(t.app).paper(id, root.cookie));
    expect(paper.questions.map((q) => q.text)).toEqual([
      `<p>Veja <img src="${url}" alt="Gráfico" /></p>`,
      '<p>Questão 2</p>',
      '<p>Questão 3</p>',
    ]);
    expect(paper.baseTexts).toEqual([
      expect.objectContaining({ title: 'Texto I', firstQuestion: 1, lastQuestion: 2 }),
    ]);
    expect((await paperApi(t.app).asset(url, root.cookie)).statusCode).toBe(200);
  });

  it('lists every problem with its question, and changes nothing', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const draft: PaperDraft = {
      questions: [
        question(1, { optionB: '<p></p>' }),
        question(2, { text: '<p><img src="asset:nada" alt="x"></p>' }),
        question(3, { optionE: '<p>e</p>' }),
      ],
      baseTexts: [
        {
          title: 'Texto I',
          contentHtml: '<p>x</p>',
          lineNumbers: false,
          firstQuestion: 2,
          lastQuestion: 9,
        },
      ],
      assets: [],
    };
    const errors = validatePaperDraft(draft, 'ABCD');
    expect(errors).toEqual(
      expect.arrayContaining([
        'Questão 1: Preencha a alternativa B.',
        'Questão 3: Este formato não tem a alternativa E.',
        'Texto I: O intervalo de questões do texto é inválido.',
        'Imagem "nada" não encontrada no arquivo.',
      ]),
    );
    const error = await replacePaper({ db: t.db, clock: t.app.runtime.clock }, id, draft).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    const texts = await t.db
      .selectFrom('questions')
      .select('text')
      .where('simulado_id', '=', id)
      .execute();
    expect(texts).toHaveLength(2);
  });

  it('refuses once anyone started, with 409', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const student = await signedIn(t.api, t.db);
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: new Date() });
    const error = await replacePaper({ db: t.db, clock: t.app.runtime.clock }, id, {
      questions: [question(1)],
      baseTexts: [],
      assets: [],
    }).catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(409);
    expect((error as AppError).code).toBe('SIMULADO_HAS_ATTEMPTS');
  });
});
