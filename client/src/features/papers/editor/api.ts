import {
  contract,
  type BaseTextInput,
  type CorrectionInput,
  type EditorPaper,
  type PaperImportResult,
  type QuestionInput,
} from '@gabaritei/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callUpload } from '../../../api/call';
import { CATALOGUE_WRITES } from '../../simulados/invalidation';

/** The 'Questões' editor's calls: shared's contract.papers; every write answers the paper. */
const routes = contract.papers;

/** Under the admin panel's key (`['admin']`), so the panel's own invalidations reach it. */
const ADMIN_KEY = 'admin';
export const paperQueryKey = (simuladoId: string) => [ADMIN_KEY, 'paper', simuladoId] as const;

export function useEditorPaper(simuladoId: string) {
  return useQuery({
    queryKey: paperQueryKey(simuladoId),
    queryFn: ({ signal }) => call(routes.paper, { params: { id: simuladoId } }, signal),
  });
}

export type PaperEdit =
  | { kind: 'createQuestion'; input: QuestionInput & { position?: number } }
  | { kind: 'updateQuestion'; questionId: string; input: QuestionInput }
  | { kind: 'deleteQuestion'; questionId: string }
  | { kind: 'reorder'; questionIds: string[] }
  | { kind: 'createBaseText'; input: BaseTextInput }
  | { kind: 'updateBaseText'; baseTextId: string; input: BaseTextInput }
  | { kind: 'deleteBaseText'; baseTextId: string }
  | { kind: 'correct'; input: CorrectionInput };

function send(id: string, edit: PaperEdit): Promise<EditorPaper> {
  switch (edit.kind) {
    case 'createQuestion':
      return call(routes.createQuestion, { params: { id }, body: edit.input });
    case 'updateQuestion':
      return call(routes.updateQuestion, {
        params: { id, questionId: edit.questionId },
        body: edit.input,
      });
    case 'deleteQuestion':
      return call(routes.deleteQuestion, { params: { id, questionId: edit.questionId } });
    case 'reorder':
      return call(routes.reorderQuestions, {
        params: { id },
        body: { questionIds: edit.questionIds },
      });
    case 'createBaseText':
      return call(routes.createBaseText, { params: { id }, body: edit.input });
    case 'updateBaseText':
      return call(routes.updateBaseText, {
        params: { id, baseTextId: edit.baseTextId },
        body: edit.input,
      });
    case 'deleteBaseText':
      return call(routes.deleteBaseText, { params: { id, baseTextId: edit.baseTextId } });
    case 'correct':
      return call(routes.correct, { params: { id }, body: edit.input });
  }
}

/** One write; the answer replaces the cached paper, and the catalogue's copies go stale. */
export function usePaperEdit(simuladoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: PaperEdit) => send(simuladoId, edit),
    onSuccess: (paper) => queryClient.setQueryData(paperQueryKey(simuladoId), paper),
    meta: { invalidates: CATALOGUE_WRITES },
  });
}

/**
 * 'Importar do Word' as a write: a stored import (not a dry run) changes the paper, so the
 * panel's question count and the catalogue follow without a reload.
 */
export function useImportDocxMutation() {
  return useMutation({ mutationFn: importDocx, meta: { invalidates: CATALOGUE_WRITES } });
}

/** An image for the editor: checked and re-encoded by the server, which answers its URL. */
export function uploadAsset(simuladoId: string, file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return callUpload(routes.uploadAsset, { params: { id: simuladoId } }, form);
}

/**
 * A Word file or a ZIP (a CSV and its images), read (`dryRun`) or stored; `alt` names the
 * images Word left without one.
 */
export function importDocx(input: {
  simuladoId: string;
  file: File;
  dryRun: boolean;
  alt?: Record<string, string>;
}): Promise<PaperImportResult> {
  const form = new FormData();
  if (input.alt && Object.keys(input.alt).length > 0) form.append('alt', JSON.stringify(input.alt));
  form.append('file', input.file);
  // A ZIP holds a CSV and the image files its cells name: the same answer, another reader.
  const isZip = input.file.name.toLowerCase().endsWith('.zip');
  return callUpload(
    isZip ? contract.papersImport.importZip : contract.papersImport.importDocx,
    { params: { id: input.simuladoId }, query: { dryRun: input.dryRun ? 'true' : 'false' } },
    form,
  );
}
