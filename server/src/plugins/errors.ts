import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@gabaritei/shared';
import { systemClock, type Clock } from '../clock';
import {
  createOutageLogThrottle,
  databaseUnavailable,
  databaseUnavailableKind,
} from '../db/unavailable';
import { AppError } from '../http/errors';
import type { Metrics } from '../metrics/metrics';

export type ErrorsPluginOptions = {
  /** The outage log's throttle window runs on it (default: the system's). */
  clock?: Clock;
  /** Counts the requests a database outage refused, by kind. */
  metrics?: Pick<Metrics, 'databaseUnavailable'>;
};

/** Fastify's own client errors, mapped to pt-BR messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
    message: 'O conteúdo enviado é grande demais.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.VALIDATION,
    message: 'JSON inválido no corpo da requisição.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.VALIDATION,
    message: 'O corpo da requisição está vazio.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Tipo de conteúdo não suportado. Envie JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.VALIDATION,
    message: 'Tamanho do conteúdo inválido.',
  },
  FST_ERR_VALIDATION: { status: 400, code: ERROR_CODES.VALIDATION, message: 'Dados inválidos.' },
};

function body(statusCode: number, code: string, message: string): ApiErrorBody {
  return { statusCode, code, message };
}

/** Router errors, raised before any hook: a URL that does not decode, a parameter too long. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Endereço inválido.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'Endereço longo demais.' },
};

/**
 * Fastify's `frameworkErrors` option: the router's own errors would otherwise leave in
 * Fastify's English shape ({ error, message, statusCode, code }), not ours.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, message: 'Requisição inválida.' };
  void reply.code(known.status).send(body(known.status, ERROR_CODES.VALIDATION, known.message));
}

/** Every error leaves as JSON { statusCode, code, message }; nothing a client sends yields a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: ErrorsPluginOptions = {}) => {
  const clock = options.clock ?? systemClock;
  const shouldLogOutage = createOutageLogThrottle(() => clock.now().getTime());
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(body(error.statusCode, error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Dados inválidos.';
      return reply.code(400).send(body(400, ERROR_CODES.VALIDATION, message));
    }
    const code = (error as FastifyError).code;
    const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
    if (known) return reply.code(known.status).send(body(known.status, known.code, known.message));
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // A client error Fastify raised that we have no translation for yet.
      request.log.warn({ err: error }, 'unmapped client error');
      return reply.code(status).send(body(status, code ?? 'BAD_REQUEST', 'Requisição inválida.'));
    }
    const outage = databaseUnavailableKind(error);
    if (outage) {
      // A database outage is no bug of ours and no fault of the client's: a 503 it may
      // retry. Under load it is thousands a second: counted each, logged once per kind
      // every few seconds, without the stack (it says nothing the kind does not).
      options.metrics?.databaseUnavailable.inc({ kind: outage });
      if (shouldLogOutage(outage)) {
        request.log.warn({ kind: outage, detail: error.message }, 'database unavailable');
      }
      const unavailable = databaseUnavailable();
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body(503, unavailable.code, unavailable.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body(500, ERROR_CODES.INTERNAL, 'Erro interno do servidor. Tente novamente.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body(404, ERROR_CODES.NOT_FOUND, 'Recurso não encontrado.'));
  });
});
