import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The toolbar's names in Portuguese: each button's aria-label and tooltip. */
export const EDITOR_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Negrito',
  italicControlLabel: 'Itálico',
  underlineControlLabel: 'Sublinhado',
  strikeControlLabel: 'Tachado',
  clearFormattingControlLabel: 'Limpar formatação',
  bulletListControlLabel: 'Lista com marcadores',
  orderedListControlLabel: 'Lista numerada',
  blockquoteControlLabel: 'Citação',
  subscriptControlLabel: 'Subscrito',
  superscriptControlLabel: 'Sobrescrito',
  undoControlLabel: 'Desfazer',
  redoControlLabel: 'Refazer',
  tableInsertControlLabel: 'Inserir tabela',
  tableInsertLabel: (columns: number, rows: number) => `Inserir tabela de ${columns} × ${rows}`,
  tableDeleteControlLabel: 'Excluir tabela',
  tableColumnAfterControlLabel: 'Inserir coluna depois',
  tableColumnDeleteControlLabel: 'Excluir coluna',
  tableRowAfterControlLabel: 'Inserir linha depois',
  tableRowDeleteControlLabel: 'Excluir linha',
  tableToggleHeaderRowControlLabel: 'Linha de cabeçalho',
};

export const EDITOR_TEXT = {
  image: 'Inserir imagem',
  imageFile: 'Imagem (PNG, JPEG, WebP ou GIF, até 2 MB)',
  imageAlt: 'Texto alternativo',
  imageAltHelp: 'Descreva a imagem para quem usa leitor de tela. Obrigatório.',
  imageAltRequired: 'Informe o texto alternativo da imagem.',
  imageFileRequired: 'Escolha um arquivo de imagem.',
  imageUploadFailed: 'Não foi possível enviar a imagem.',
  insert: 'Inserir',
  cancel: 'Cancelar',
  formula: 'Inserir fórmula',
  formulaLatex: 'Fórmula em LaTeX',
  formulaHelp: 'Por exemplo: M = C(1 + i)^n',
  formulaDisplay: 'Em destaque, numa linha própria',
  formulaPreview: 'Prévia',
  formulaRequired: 'Escreva a fórmula.',
} as const;
