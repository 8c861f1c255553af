import sharp from 'sharp';

/**
 * A real-looking paper for the exam bench, generated the same way every run: 60 questions,
 * 10 base texts ('Texto I'…'Texto X') of rich, line-numbered HTML serving questions 1–50 in
 * blocks of five, a table in some stems, and 15 PNG figures of about 100 kB each.
 */
export const REAL_PAPER = { questions: 60, baseTexts: 10, images: 15, perText: 5 } as const;

/** A small seeded generator (mulberry32): the same seed gives the same bytes. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WIDTH = 240;
const HEIGHT = 240;

/**
 * Figure `index` as PNG: bands of colour above a noisy, photo-like lower part.
 * Noise does not compress, so the band's height fixes the size at about 100 kB; the server
 * re-encodes it (sharp, compression 9) to much the same size.
 */
export async function paperImage(index: number): Promise<Buffer> {
  const random = seeded(1000 + index);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const noisyFrom = Math.round(HEIGHT * 0.42);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      const noisy = y >= noisyFrom;
      pixels[at] = noisy ? Math.floor(random() * 256) : (index * 16) & 0xff;
      pixels[at + 1] = noisy ? Math.floor(random() * 256) : y & 0xff;
      pixels[at + 2] = noisy ? Math.floor(random() * 256) : 200;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const SENTENCES = [
  'A administração pública obedecerá aos princípios de legalidade, impessoalidade, moralidade, publicidade e eficiência.',
  'O servidor que, no exercício do cargo, <em>retarda</em> ato de ofício responde nas esferas civil, penal e administrativa.',
  'Nas cidades médias, o crescimento da frota de veículos superou o da população na última década.',
  'A leitura atenta do enunciado evita que o candidato <strong>confunda</strong> exceção com regra.',
  'Os dados do censo indicam que a escolaridade média cresceu, embora de forma desigual entre as regiões.',
  'Convém lembrar que o silêncio da lei não autoriza o administrador a agir contra o interesse público.',
];

export type PaperBaseText = { title: string; html: string; firstQuestion: number };
export type PaperQuestion = {
  position: number;
  html: string;
  options: [string, string, string, string];
  /** Index into the paper's images when the stem shows a figure. */
  image: number | null;
};

/** Ten base texts of twelve paragraphs each (about 2 kB of HTML), with bold and italics. */
export function paperBaseTexts(): PaperBaseText[] {
  return ROMAN.map((numeral, t) => {
    const paragraphs = Array.from({ length: 12 }, (_, p) => {
      const first = SENTENCES[(t + p) % SENTENCES.length]!;
      const second = SENTENCES[(t + p + 3) % SENTENCES.length]!;
      return `<p>${first} ${second}</p>`;
    });
    return {
      title: `Texto ${numeral}`,
      html: `${paragraphs.join('')}<blockquote><p><em>Adaptado para o simulado.</em></p></blockquote>`,
      firstQuestion: t * REAL_PAPER.perText + 1,
    };
  });
}

const TABLE =
  '<table><thead><tr><th>p</th><th>q</th><th>p → q</th></tr></thead><tbody>' +
  '<tr><td>V</td><td>V</td><td>V</td></tr><tr><td>V</td><td>F</td><td>F</td></tr>' +
  '<tr><td>F</td><td>V</td><td>V</td></tr><tr><td>F</td><td>F</td><td>V</td></tr></tbody></table>';

/** Sixty stems: the first fifty cite their base text's lines; every fourth shows a figure. */
export function paperQuestions(): PaperQuestion[] {
  let images = 0;
  return Array.from({ length: REAL_PAPER.questions }, (_, i) => {
    const position = i + 1;
    const text = Math.floor(i / REAL_PAPER.perText);
    const cites =
      position <= REAL_PAPER.baseTexts * REAL_PAPER.perText
        ? `<p>Nas linhas ${(i % 5) + 2} a ${(i % 5) + 5} do <strong>Texto ${ROMAN[text]}</strong>, o termo destacado exerce a função de:</p>`
        : '<p>Assinale a alternativa <strong>INCORRETA</strong> quanto à situação descrita.</p>';
    const image = i % 4 === 1 && images < REAL_PAPER.images ? images++ : null;
    const table = i % 6 === 3 ? TABLE : '';
    return {
      position,
      html: `<p>Questão ${position}.</p>${cites}${table}`,
      options: [
        '<p>sujeito da oração <em>principal</em></p>',
        '<p>objeto direto do verbo</p>',
        '<p>adjunto adverbial de <strong>tempo</strong></p>',
        '<p>predicativo do sujeito</p>',
      ],
      image,
    };
  });
}
