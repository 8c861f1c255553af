import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import {
  baseTextInputSchema,
  correctionSchema,
  editorPaperSchema,
  questionCreateSchema,
  questionInputSchema,
  reorderSchema,
} from '../content/editor-schemas';
import { PAPERS_MESSAGES as M, assetRefSchema } from '../content/schemas';
import { defineRoutes } from './route';

const simuladoParams = z.object({ id: simuladoIdSchema });
const questionParams = simuladoParams.extend({ questionId: z.uuid({ error: M.questionNotFound }) });
const baseTextParams = simuladoParams.extend({ baseTextId: z.uuid({ error: M.baseTextNotFound }) });
const assetParams = simuladoParams.extend({ assetId: z.uuid({ error: M.assetNotFound }) });

/**
 * The 'Questões' editor (ADMIN): questions and base texts in rich HTML, sanitised on every
 * write. While nobody has started, anything may change; once attempts exist only
 * `corrections` (the text of one field, with a reason kept in the audit list) do. Every
 * write answers the whole editor paper.
 */
export const papersRoutes = defineRoutes({
  paper: {
    method: 'GET',
    path: '/api/admin/simulados/:id/paper',
    params: simuladoParams,
    response: editorPaperSchema,
  },
  createQuestion: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions',
    params: simuladoParams,
    body: questionCreateSchema,
    status: 201,
    response: editorPaperSchema,
  },
  updateQuestion: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/questions/:questionId',
    params: questionParams,
    body: questionInputSchema,
    response: editorPaperSchema,
  },
  deleteQuestion: {
    method: 'DELETE',
    path: '/api/admin/simulados/:id/questions/:questionId',
    params: questionParams,
    response: editorPaperSchema,
  },
  reorderQuestions: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/question-order',
    params: simuladoParams,
    body: reorderSchema,
    response: editorPaperSchema,
  },
  createBaseText: {
    method: 'POST',
    path: '/api/admin/simulados/:id/base-texts',
    params: simuladoParams,
    body: baseTextInputSchema,
    status: 201,
    response: editorPaperSchema,
  },
  updateBaseText: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/base-texts/:baseTextId',
    params: baseTextParams,
    body: baseTextInputSchema,
    response: editorPaperSchema,
  },
  deleteBaseText: {
    method: 'DELETE',
    path: '/api/admin/simulados/:id/base-texts/:baseTextId',
    params: baseTextParams,
    response: editorPaperSchema,
  },
  /** Once attempts exist: one field's text, with a reason; bumps the paper version. */
  correct: {
    method: 'POST',
    path: '/api/admin/simulados/:id/corrections',
    params: simuladoParams,
    body: correctionSchema,
    status: 201,
    response: editorPaperSchema,
  },
  /** Multipart, field `file`: PNG, JPEG, WebP or GIF up to 2 MB; SVG refused. */
  uploadAsset: {
    method: 'POST',
    path: '/api/admin/simulados/:id/assets',
    params: simuladoParams,
    status: 201,
    response: assetRefSchema,
  },
  /** The image bytes, to whoever may read the paper now (and ADMIN). */
  asset: {
    method: 'GET',
    path: '/api/simulados/:id/assets/:assetId',
    params: assetParams,
    response: z.unknown(),
  },
});
