import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { contract, routeUrl, type PaperImportResult } from '@gabaritei/shared';
import { ALT_MAX_CHARS } from '@gabaritei/shared/content';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { importDocx, useImportDocxMutation } from '../editor/api';
import { AltTextField } from './AltTextField';
import { ImportPreview } from './ImportPreview';

/** The errors an alternative text typed here fixes; any other error blocks the import. */
const isAltError = (message: string) => /texto alternativo/i.test(message);

/**
 * 'Importar Word': the .docx is read first (dry run) and shown as candidates will see it,
 * with every error by question and paragraph; only then is it imported, all or nothing.
 */
export function DocxImport(props: {
  simuladoId: string;
  title: string;
  notify: (message: string, tone: FlashTone) => void;
  onBack: () => void;
}) {
  const { simuladoId, title, notify, onBack } = props;
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PaperImportResult | null>(null);
  const [alt, setAlt] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'read' | 'save' | null>(null);
  const store = useImportDocxMutation();
  const images = useMemo(
    () => Object.fromEntries((result?.images ?? []).map((i) => [i.previewSrc, i.dataUrl])),
    [result],
  );
  // Without one, or with one too long to keep: either is typed again here.
  const missingAlt = (result?.images ?? []).filter((i) => !i.alt || i.alt.length > ALT_MAX_CHARS);
  const blocking = (result?.errors ?? []).filter((e) => !isAltError(e.message));
  const altDone = missingAlt.every((i) => (alt[i.ref] ?? '').trim() !== '');
  const canSave =
    result !== null && result.questions.length > 0 && blocking.length === 0 && altDone;

  const send = async (dryRun: boolean) => {
    if (!file) return setFailure('Escolha um arquivo .docx ou .zip.');
    setFailure(null);
    setBusy(dryRun ? 'read' : 'save');
    try {
      const input = { simuladoId, file, dryRun, alt };
      const answer = dryRun ? await importDocx(input) : await store.mutateAsync(input);
      if (dryRun) return setResult(answer);
      notify(`${answer.questions.length} questões importadas do arquivo.`, 'success');
      onBack();
    } catch (error) {
      setFailure(serverMessageOr(error, 'Não foi possível ler o arquivo.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack component="section" aria-labelledby="importar-word">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="importar-word">
          Importar do Word — {title}
        </Title>
        <Button variant="default" onClick={onBack} leftSection={<span aria-hidden="true">←</span>}>
          Voltar para a lista
        </Button>
      </Group>
      <Text size="sm">
        Cada questão começa com “Questão N” (ou “N.” / “N)”), as alternativas com “A)” a “E)”, e
        depois “Gabarito: X”. Um texto associado começa com “Texto para as questões N a M”. Listas
        com marcadores ou numeradas, citações (estilo “Citação” do Word) e tabelas são mantidas;
        numere questões e alternativas digitando, não com a numeração automática. Também aceita um
        ZIP com um CSV (as colunas da importação CSV) e as imagens que as células citam como
        ![descrição](figura.png); na coluna texto base, o nome de um arquivo “nome.txt” do ZIP.{' '}
        <Anchor href={routeUrl(contract.papersImport.docxTemplate)} download>
          Baixar modelo do Word
        </Anchor>
      </Text>
      <FileInput
        label="Arquivo do Word (.docx) ou ZIP com CSV e imagens (.zip)"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.zip,application/zip"
        value={file}
        onChange={(next) => {
          setFile(next);
          setResult(null);
          setAlt({});
        }}
        clearable
        clearButtonProps={{ 'aria-label': 'Remover o arquivo escolhido' }}
      />
      <Group>
        <Button onClick={() => void send(true)} loading={busy === 'read'} disabled={!file}>
          Ler e pré-visualizar
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {result ? (
        <>
          {result.errors.length > 0 ? (
            <Alert
              color={blocking.length ? 'red' : 'orange'}
              role="alert"
              title={`${result.errors.length} ${result.errors.length === 1 ? 'problema encontrado' : 'problemas encontrados'}`}
            >
              <List size="sm">
                {result.errors.map((e, i) => (
                  <List.Item key={i}>
                    {e.question ? `Questão ${e.question}` : 'Documento'}
                    {e.paragraph ? `, parágrafo ${e.paragraph}` : ''}: {e.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Alert color="green" role="status">
              {result.questions.length} questões e {result.baseTexts.length} textos associados
              lidos, sem erros.
            </Alert>
          )}
          {missingAlt.map((image) => (
            <AltTextField
              key={image.ref}
              result={result}
              image={image}
              value={alt[image.ref] ?? ''}
              onChange={(value) => setAlt((was) => ({ ...was, [image.ref]: value }))}
            />
          ))}
          <Group>
            <Button onClick={() => void send(false)} loading={busy === 'save'} disabled={!canSave}>
              Importar {result.questions.length} questões
            </Button>
          </Group>
          <ImportPreview result={result} images={images} />
        </>
      ) : null}
    </Stack>
  );
}
